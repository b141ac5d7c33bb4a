/**
 * What a datasheet prints (docs/decisions/0052): the content a layout's `datasheet` list
 * declares, each kind of field as it reads on paper; and the lines its text is wrapped into,
 * for any text an editor may type (fast-check): none wider than the column, no character lost.
 */
import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { datasheetContent } from '../../content/catalogue/datasheet';
import { defineLayout } from '../../content/catalogue/layout';
import { field } from '../../content/fields';
import { embedFonts, widthOf, type Fonts } from '../../server/datasheet/fonts';
import { wrap } from '../../server/datasheet/pdf-flow';

const layout = defineLayout({
  value: 'sheet',
  label: 'Sheet',
  fields: {
    features: field.richText('Key features'),
    properties: field.list('Properties', 'Property', {
      property: field.text('Property'),
      value: field.text('Value'),
    }),
    models: field.list('Models', 'Model', {
      name: field.text('Name'),
      image: field.image('Image', { width: 10, height: 10 }),
      description: field.textarea('Description'),
    }),
    bullets: field.stringList('Bullets'),
    hidden: field.text('Not declared'),
  },
  datasheet: ['features', 'properties', 'models', 'bullets'],
});

const product = (details: Record<string, unknown>) => ({
  template: 'sheet',
  details,
  specs: [
    { label: 'Rating', value: '≤ 50', unit: 'Ω' },
    { label: '', value: '', unit: '' },
  ],
  models: [{ partNumber: 'TG-1', description: 'M20' }],
});

describe('a datasheet’s content', () => {
  it('prints what the layout declares, each field as it reads on paper', () => {
    const content = datasheetContent(
      product({
        features: '<h2>Key features</h2><ul><li>Form 4</li><li>6,300&nbsp;A</li></ul>',
        properties: [{ property: 'Temperature', value: '450 °C' }],
        models: [{ name: 'G10', image: '/media/x.jpg', description: '10 kVA' }],
        bullets: ['IP66'],
        hidden: 'not printed',
      }),
      [layout],
    );
    expect(content.specs).toEqual([['Rating', '≤ 50 Ω']]);
    expect(content.models).toEqual([['TG-1', 'M20']]);
    expect(content.details).toEqual([
      {
        kind: 'paragraphs',
        label: 'Key features',
        // The rich text's own heading repeats the label printed above it: left out.
        paragraphs: ['Form 4', '6,300 A'],
      },
      { kind: 'table', label: 'Properties', rows: [['Temperature', '450 °C']] },
      { kind: 'paragraphs', label: 'Models', paragraphs: ['G10 — 10 kVA'] },
      { kind: 'paragraphs', label: 'Bullets', paragraphs: ['IP66'] },
    ]);
  });

  it('prints nothing for empty fields or a layout that declares none', () => {
    expect(datasheetContent(product({ features: '', properties: [] }), [layout]).details).toEqual(
      [],
    );
    expect(datasheetContent({ ...product({}), template: 'generic' }, [layout]).details).toEqual([]);
  });
});

describe('wrapping a datasheet’s text', () => {
  let fonts: Fonts;
  beforeAll(async () => {
    fonts = await embedFonts(await PDFDocument.create(), '≤ Ω ₦ “ ” ° ±');
  });

  const words = fc.oneof(
    fc.constantFrom('≤', 'Ω', '₦', '“quoted”', '90 °C', '±5 %', 'TG-PA-M20x1.5'),
    fc.string({ minLength: 1, maxLength: 12 }),
    fc.string({ minLength: 30, maxLength: 80 }),
    // Any character at all: what neither font has still takes its place, as a box.
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
  );

  // Pure CPU work (200 texts measured glyph by glyph): 8 s beside a CI run, 36 s beside a CI run
  // and the rest of the suite, past the default 30 s; the bound is far from either.
  it(
    'keeps every line within the column and loses no character, whatever the text',
    {
      timeout: 180_000,
    },
    () => {
      fc.assert(
        fc.property(
          fc.array(words, { maxLength: 30 }),
          fc.integer({ min: 40, max: 500 }),
          (parts, width) => {
            const text = parts.join(' ');
            const lines = wrap(fonts.regular, text, 10, width);
            for (const line of lines)
              expect(widthOf(fonts.regular, line, 10)).toBeLessThanOrEqual(width + 0.001);
            expect(lines.join('').replace(/\s+/g, '')).toBe(text.replace(/\s+/g, ''));
          },
        ),
        { numRuns: 200 },
      );
    },
  );
});
