/**
 * A one-page A4 datasheet for seed products, drawn with pdf-lib: the product's name, its summary
 * and its key specifications, in the PDF standard fonts (Helvetica, nothing embedded), so a fresh
 * site has real documents to download. Characters the standard fonts cannot show (WinAnsi) become
 * `?`. Long text is cut to the page rather than flowing onto a second one. No dates or producer are
 * written, so the same text always makes the same bytes (seed media are content-addressed).
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { DatasheetText } from '../../content/section';

const PAGE = { width: 595, height: 842 };
const MARGIN = 56;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
/** The brand's navy (#0b2545). */
const NAVY = rgb(0.043, 0.145, 0.271);
const BLACK = rgb(0, 0, 0);
const WHITE = rgb(1, 1, 1);
const RULE = rgb(0.8, 0.84, 0.88);
const FOOTER =
  'Designed, built and supported in Nigeria. Ask us for drawings, test certificates and a quotation: our engineers will size the right product for your site.';

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The text with every character the font cannot encode as `?`. */
function encodable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((c) => (known.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
}

/** Splits text into lines no wider than `width` points; a word too long for one is cut. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of encodable(font, text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (fits(next)) line = next;
    else {
      if (line) lines.push(line);
      let cut = word;
      while (cut.length > 1 && !fits(`${cut}…`)) cut = cut.slice(0, -1);
      line = cut === word ? word : `${cut}…`;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function draw(page: PDFPage, fonts: Fonts, { title, summary, rows }: DatasheetText) {
  const text = (x: number, y: number, font: PDFFont, size: number, s: string, color: RGB = BLACK) =>
    page.drawText(s, { x, y, font, size, color });
  const rule = (y: number) =>
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE.width - MARGIN, y },
      thickness: 0.5,
      color: RULE,
    });

  // A navy band with the company's name and what the document is.
  page.drawRectangle({ x: 0, y: PAGE.height - 80, width: PAGE.width, height: 80, color: NAVY });
  text(MARGIN, PAGE.height - 50, fonts.bold, 20, 'Tranos', WHITE);
  text(PAGE.width - MARGIN - 80, PAGE.height - 48, fonts.regular, 12, 'Datasheet', WHITE);

  let y = PAGE.height - 130;
  for (const line of wrap(title, fonts.bold, 22, TEXT_WIDTH)) {
    text(MARGIN, y, fonts.bold, 22, line, NAVY);
    y -= 28;
  }
  y -= 6;
  for (const line of wrap(summary, fonts.regular, 11, TEXT_WIDTH)) {
    text(MARGIN, y, fonts.regular, 11, line);
    y -= 15;
  }

  if (rows.length > 0) {
    y -= 20;
    text(MARGIN, y, fonts.bold, 13, 'Key specifications', NAVY);
    y -= 10;
    const valueX = MARGIN + 170;
    for (const [label, value] of rows) {
      const labels = wrap(label, fonts.bold, 10, 160);
      const values = wrap(value, fonts.regular, 10, TEXT_WIDTH - 170);
      const height = Math.max(labels.length, values.length) * 13 + 8;
      if (y - height < 110) break;
      rule(y);
      labels.forEach((l, i) => text(MARGIN, y - 14 - i * 13, fonts.bold, 10, l));
      values.forEach((v, i) => text(valueX, y - 14 - i * 13, fonts.regular, 10, v));
      y -= height;
    }
    rule(y);
  }

  wrap(FOOTER, fonts.regular, 9, TEXT_WIDTH).forEach((line, i) =>
    text(MARGIN, 70 - i * 12, fonts.regular, 9, line, rgb(0.3, 0.33, 0.38)),
  );
}

/** The datasheet as the bytes of a PDF file. */
export async function renderDatasheet(sheet: DatasheetText): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  doc.setTitle(`${sheet.title} datasheet`);
  doc.setAuthor('Tranos');
  draw(doc.addPage([PAGE.width, PAGE.height]), fonts, sheet);
  return Buffer.from(await doc.save());
}
