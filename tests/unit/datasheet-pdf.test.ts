import { describe, expect, it } from 'vitest';
import { renderDatasheet } from '../../server/media/datasheet-pdf';
import { checkPdf } from '../../server/media/uploads';

const sheet = {
  title: 'Tranos Elite Range',
  summary: 'Low voltage switchboards from 63A to 6,300A – built in Nigeria.',
  rows: [
    ['Rated current', '63–6,300 A'],
    ['Internal separation', 'Form 1 to 4'],
  ] as [string, string][],
};

describe('renderDatasheet', () => {
  const bytes = renderDatasheet(sheet);
  const text = bytes.toString('latin1');

  it('writes a PDF our own upload check accepts', () => {
    expect(checkPdf({ bytes, filename: 'datasheet.pdf' }).mime).toBe('application/pdf');
  });

  it('points every cross-reference entry and startxref at what a reader expects there', () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)];
    expect(entries.length).toBeGreaterThanOrEqual(6);
    entries.forEach(([, offset], i) => {
      expect(text.slice(Number(offset)).startsWith(`${i + 1} 0 obj\n`)).toBe(true);
    });
    const length = Number(/<< \/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
    const start = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(start + length, start + length + 'endstream'.length)).toBe('endstream');
  });

  it('holds the product name and its specifications in WinAnsi text', () => {
    const hex = (s: string) => Buffer.from(s, 'latin1').toString('hex');
    expect(text).toContain(`<${hex('Tranos Elite Range')}>`);
    expect(text).toContain(`<${hex('Rated current')}>`);
    // The en dash is WinAnsi 0x96, not a question mark.
    expect(text).toContain(`<${hex('63')}96${hex('6,300 A')}>`);
  });
});
