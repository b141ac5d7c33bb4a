/**
 * A product's datasheet as an A4 PDF (docs/decisions/0052): its name, summary and description,
 * its main photo and a QR code to its page, its key specifications, the layout details its
 * layout declares for datasheets, its models and part numbers, and the company's address,
 * phone and e-mail; every page headed by the company's and the product's names and footed by
 * the page's address, the version's date and "Page n of m". The words around the data are the
 * `products/datasheet` section's. No producer or creation date is written: the same content
 * makes the same bytes.
 */
import type { PDFDocument, PDFImage } from 'pdf-lib';
import type QRCodeModule from 'qrcode';
import type { DatasheetContent } from '../../content/catalogue/datasheet';
import type { SectionData } from '../../content/registry';
import { fillIn } from '../../content/text-template';
import { embedFonts, runs } from './fonts';
import {
  A4,
  footers,
  MARGIN,
  MUTED,
  NAVY,
  RULE,
  startFlow,
  TEXT_WIDTH,
  wrap,
  drawLine,
  type Flow,
} from './pdf-flow';

export type DatasheetWords = SectionData<'products/datasheet'>;

export interface DatasheetInput {
  words: DatasheetWords;
  company: { name: string; address: string; phone: string; email: string };
  product: { name: string; summary: string; description: string[] };
  content: DatasheetContent;
  /** The main photo as JPEG or PNG bytes, when it has one that can be printed. */
  photo?: { bytes: Uint8Array; type: 'jpg' | 'png' };
  /** The product page's absolute address. */
  url: string;
  /** The content version's day, as words ("28 November 2026"). */
  date: string;
}

const LABEL_WIDTH = 170;

/** A two-column table; a row that no longer fits starts the next page. */
function table(flow: Flow, rows: readonly [string, string][], head?: [string, string]) {
  const { fonts } = flow;
  const drawRow = ([label, value]: [string, string], bold: boolean) => {
    const labels = wrap(fonts.bold, label, 9.5, LABEL_WIDTH - 10);
    const values = wrap(bold ? fonts.bold : fonts.regular, value, 9.5, TEXT_WIDTH - LABEL_WIDTH);
    const height = Math.max(labels.length, values.length, 1) * 13 + 8;
    flow.room(height);
    const top = flow.y;
    labels.forEach((l, i) =>
      drawLine(flow.page, fonts.bold, l, { x: MARGIN, y: top - 14 - i * 13, size: 9.5 }),
    );
    values.forEach((v, i) =>
      drawLine(flow.page, bold ? fonts.bold : fonts.regular, v, {
        x: MARGIN + LABEL_WIDTH,
        y: top - 14 - i * 13,
        size: 9.5,
      }),
    );
    flow.y -= height;
    flow.page.drawLine({
      start: { x: MARGIN, y: flow.y },
      end: { x: A4.width - MARGIN, y: flow.y },
      thickness: 0.5,
      color: RULE,
    });
  };
  if (head) drawRow(head, true);
  for (const row of rows) drawRow(row, false);
}

function heading(flow: Flow, text: string) {
  flow.gap(14);
  // A heading is never the last line of a page.
  flow.room(48);
  flow.paragraph(text, { size: 13, bold: true, color: NAVY });
  flow.gap(2);
}

/** The QR code's dark modules as rectangles, a run of a row at a time. */
function drawQr(
  qr: typeof QRCodeModule,
  flow: Flow,
  url: string,
  at: { x: number; top: number; size: number },
) {
  const { x, top, size } = at;
  const { modules } = qr.create(url, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; ) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      flow.page.drawRectangle({
        x: x + start * cell,
        y: top - (row + 1) * cell,
        width: (col - start) * cell,
        height: cell,
        color: NAVY,
      });
    }
  }
}

/** The main photo on the left and the QR code to the page on the right. */
function pictures(
  flow: Flow,
  input: DatasheetInput,
  images: { photo: PDFImage | undefined; qrcode: typeof QRCodeModule },
) {
  const { photo } = images;
  const qr = 96;
  const { fonts } = flow;
  const qrX = A4.width - MARGIN - qr;
  const urlLines = wrap(fonts.regular, input.url, 7.5, qr + 20);
  const scaled = photo?.scaleToFit(TEXT_WIDTH - qr - 40, 200);
  const height = Math.max(scaled?.height ?? 0, qr + 16 + urlLines.length * 10);
  flow.room(height + 8);
  const top = flow.y - 8;
  if (photo && scaled) flow.page.drawImage(photo, { x: MARGIN, y: top - scaled.height, ...scaled });
  drawQr(images.qrcode, flow, input.url, { x: qrX, top, size: qr });
  drawLine(flow.page, fonts.regular, input.words.qrLabel, {
    x: qrX,
    y: top - qr - 12,
    size: 7.5,
    color: MUTED,
  });
  urlLines.forEach((line, i) =>
    drawLine(flow.page, fonts.regular, line, {
      x: qrX,
      y: top - qr - 22 - i * 10,
      size: 7.5,
      color: MUTED,
    }),
  );
  flow.y = top - height;
}

/** Every word the sheet prints, so the fonts know which characters to carry. */
const allText = (input: DatasheetInput) => JSON.stringify([input.words, input]);

async function embedPhoto(doc: PDFDocument, photo: DatasheetInput['photo']) {
  if (!photo) return undefined;
  try {
    return photo.type === 'png' ? await doc.embedPng(photo.bytes) : await doc.embedJpg(photo.bytes);
  } catch {
    // A file that does not decode as its type is left out rather than failing the sheet.
    return undefined;
  }
}

/**
 * Loads what a sheet needs (pdf-lib, qrcode, fontkit, both fonts parsed) and runs its code once
 * on a scrap document, so that the first real sheet is made in its usual time rather than in
 * the ~1.3 s the loading takes (docs/performance.md, Datasheets).
 */
export async function warmUp(): Promise<void> {
  const [{ PDFDocument }] = await Promise.all([import('pdf-lib'), import('qrcode')]);
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedFonts(doc, 'Datasheet ≤ 50 Ω ₦ 0123456789');
  const page = doc.addPage();
  for (const [font, text] of runs(fonts.regular, 'Datasheet ≤ 50 Ω'))
    page.drawText(text, { font, size: 9 });
  await doc.save();
}

/** The datasheet as the bytes of a PDF file. */
export async function renderDatasheet(input: DatasheetInput): Promise<Uint8Array> {
  const { words, company, product, content } = input;
  // Loaded with the first sheet, not with the server (eslint.config.js, docs/performance.md).
  const [{ PDFDocument }, { default: qrcode }] = await Promise.all([
    import('pdf-lib'),
    import('qrcode'),
  ]);
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${product.name} – ${words.title}`);
  doc.setAuthor(company.name);
  const [fonts, photo] = await Promise.all([
    embedFonts(doc, allText(input)),
    embedPhoto(doc, input.photo),
  ]);
  const flow = startFlow(doc, fonts, { company: company.name, product: product.name });

  flow.paragraph(words.title.toUpperCase(), { size: 9, bold: true, color: MUTED });
  flow.paragraph(product.name, { size: 22, bold: true, color: NAVY });
  flow.gap(4);
  if (product.summary) flow.paragraph(product.summary, { size: 11 });
  pictures(flow, input, { photo, qrcode });
  for (const text of product.description) {
    flow.gap(6);
    flow.paragraph(text);
  }
  if (content.specs.length > 0) {
    heading(flow, words.specsHeading);
    table(flow, content.specs);
  }
  for (const block of content.details) {
    heading(flow, block.label);
    if (block.kind === 'table') table(flow, block.rows);
    else
      for (const text of block.paragraphs) {
        flow.paragraph(text);
        flow.gap(4);
      }
  }
  if (content.models.length > 0) {
    heading(flow, words.modelsHeading);
    table(flow, content.models, [words.partNumberLabel, words.descriptionLabel]);
  }
  heading(flow, words.contactHeading);
  flow.paragraph(company.name, { bold: true });
  for (const line of company.address.split('\n').filter((l) => l.trim())) flow.paragraph(line);
  if (company.phone) flow.paragraph(`${words.phoneLabel}: ${company.phone}`);
  if (company.email) flow.paragraph(`${words.emailLabel}: ${company.email}`);

  footers(
    doc,
    fonts,
    [input.url, fillIn(words.versionLabel, { date: input.date })],
    (page, pages) => fillIn(words.pageLabel, { page: String(page), pages: String(pages) }),
  );
  return doc.save();
}
