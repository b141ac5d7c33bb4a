/**
 * The upload name cleaner (issue 50, point 4): named attacks, then any string at all.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { cleanFileName, FILE_NAME_MAX } from './file-name';

describe('cleanFileName', () => {
  it.each([
    ['a\0b.pdf', 'ab.pdf'],
    ['cv\u0007\u001f\u007f\u0085.docx', 'cv.docx'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['\u2066x\u2069\u200B\uFEFFy.pdf', 'xy.pdf'],
    ['bad\uD800bytes\uFFFD.pdf', 'badbytes.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\Ada\\Documents\\My CV.pdf', 'My CV.pdf'],
    ['C:cv.pdf', 'cv.pdf'],
    ['/var/tmp/..\\drawing.png', 'drawing.png'],
    ['  two\t\u00A0 spaces\u2028here .pdf ', 'two spaces here .pdf'],
    ['what?"<is>"|this*.pdf', 'what___is___this_.pdf'],
    ['Cafe\u0301 menu.pdf', 'Caf\u00E9 menu.pdf'],
    ['Adébáyọ̀ CV.pdf', 'Adébáyọ̀ CV.pdf'.normalize('NFC')],
  ])('cleans %j to %j', (raw, clean) => {
    expect(cleanFileName(raw)).toBe(clean);
  });

  it.each([[''], [undefined], ['\0'], ['../..'], ['a/'], ['C:'], ['\u202E\u200B'], [' . ']])(
    'finds nothing usable in %j',
    (raw) => {
      expect(cleanFileName(raw)).toBeUndefined();
    },
  );

  it('cuts a long name to the limit and keeps its extension', () => {
    const clean = cleanFileName(`${'a'.repeat(500)}.pdf`);
    expect(clean).toBe(`${'a'.repeat(FILE_NAME_MAX - 4)}.pdf`);
    // A character made of two code units (an emoji) is never split in half.
    const emoji = cleanFileName(`${'😀'.repeat(150)}.docx`) ?? '';
    expect(emoji.length).toBeLessThanOrEqual(FILE_NAME_MAX);
    expect(emoji).toBe(`${'😀'.repeat(97)}.docx`);
  });
});

/** Strings heavy in what the cleaner must handle: separators, dots, controls, bidi, surrogates. */
const hostileChar = fc.constantFrom(
  '/',
  '\\',
  '.',
  ':',
  ' ',
  'C',
  'a',
  '\0',
  '\u001b',
  '\u0085',
  '\u202E',
  '\u2066',
  '\u200D',
  '\uFEFF',
  '\uD800',
  '\uDC00',
  '\uFFFD',
  '\uFFFF',
  '\u0301',
  '\u2028',
  'é',
  '😀',
);
const hostileName = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: hostileChar, maxLength: 300 }),
  // Around and past the limit, where the cut must keep the extension and split no character.
  fc.string({ unit: hostileChar, minLength: 190, maxLength: 420 }),
  fc.string({ unit: 'grapheme', minLength: 100, maxLength: 260 }),
  fc.string({ unit: fc.oneof(hostileChar, fc.string({ minLength: 1, maxLength: 1 })) }),
);
const extension = fc.stringMatching(/^[A-Za-z0-9]{1,10}$/);

describe('cleanFileName on any string', () => {
  test.prop([hostileName], { numRuns: 2000 })(
    'answers a safe name, idempotently, or nothing',
    (raw) => {
      const clean = cleanFileName(raw);
      if (clean === undefined) return;
      expect(clean).not.toMatch(/[\p{Cc}\p{Cf}\p{Cs}\uFFFD/\\]/u);
      expect(Buffer.from(clean, 'utf8').toString('utf8')).toBe(clean);
      expect(clean.length).toBeLessThanOrEqual(FILE_NAME_MAX);
      expect(clean.length).toBeGreaterThan(0);
      expect(clean).toBe(clean.trim());
      expect(cleanFileName(clean)).toBe(clean);
    },
  );

  test.prop([hostileName, extension], { numRuns: 1000 })('keeps a valid extension', (stem, ext) => {
    const clean = cleanFileName(`${stem}.${ext}`);
    if (clean !== undefined) expect(clean.endsWith(`.${ext}`)).toBe(true);
  });
});
