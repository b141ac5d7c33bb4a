import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';
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

/** What the page draws, as a reader decodes it: its content streams, inflated, as text. */
function drawn(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  return streams
    .map((ref) => page.doc.context.lookup(ref))
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
    .join('\n');
}

/** A string as a PDF hex string of WinAnsi bytes, as the standard fonts show it. */
const hex = (s: string) => Buffer.from(s, 'latin1').toString('hex').toUpperCase();

describe('renderDatasheet', async () => {
  const bytes = await renderDatasheet(sheet);

  it('writes a PDF our own upload check accepts', () => {
    expect(checkPdf({ bytes, filename: 'datasheet.pdf' }).mime).toBe('application/pdf');
  });

  it('is one A4 page that a PDF reader opens, titled for the product', async () => {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595, height: 842 });
    expect(doc.getTitle()).toBe('Tranos Elite Range datasheet');
    expect(doc.getAuthor()).toBe('Tranos');
  });

  it('draws the product name and its specifications, an en dash as WinAnsi 0x96', async () => {
    const text = drawn((await PDFDocument.load(bytes)).getPage(0));
    expect(text).toContain(`<${hex('Tranos Elite Range')}>`);
    expect(text).toContain(`<${hex('Rated current')}>`);
    expect(text).toContain(`<${hex('63')}96${hex('6,300 A')}>`);
  });

  it('makes the same bytes from the same text (seed media are content-addressed)', async () => {
    expect((await renderDatasheet(sheet)).equals(bytes)).toBe(true);
  });

  it('writes a character the standard fonts cannot show as a question mark', async () => {
    const other = await renderDatasheet({ ...sheet, title: 'Ṣẹ cable' });
    const text = drawn((await PDFDocument.load(other)).getPage(0));
    expect(text).toContain(`<${hex('?? cable')}>`);
  });
});
