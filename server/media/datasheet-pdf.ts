/**
 * A one-page A4 datasheet written as PDF by hand, for seed products: the product's name, its
 * summary and its key specifications, in the PDF standard fonts (Helvetica, nothing embedded),
 * so a fresh site has real documents to download. Text is WinAnsi-encoded; characters outside
 * it become `?`. Long text is cut to the page rather than flowing onto a second one.
 */
import type { DatasheetText } from '../../content/section';

const PAGE = { width: 595, height: 842 };
const MARGIN = 56;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
/** The brand's navy (#0b2545) as PDF RGB. */
const NAVY = '0.043 0.145 0.271';

/** Characters of WinAnsiEncoding above Latin-1's range that product copy uses. */
const winAnsi: Record<string, number> = {
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '…': 0x85,
};

/** A PDF hex string of the text in WinAnsiEncoding: nothing in it needs escaping. */
function pdfString(text: string): string {
  const bytes = [...text].map((c) => {
    const code = c.codePointAt(0) ?? 0x3f;
    if (winAnsi[c]) return winAnsi[c];
    return code >= 0x20 && code <= 0xff && (code < 0x7f || code >= 0xa0) ? code : 0x3f;
  });
  return `<${Buffer.from(bytes).toString('hex')}>`;
}

/**
 * Splits text into lines of at most `width` points. Helvetica's average advance is about half
 * its size (bold a little more): close enough to keep lines inside the margins.
 */
function wrap(text: string, size: number, width: number, bold = false): string[] {
  const perChar = size * (bold ? 0.58 : 0.52);
  const max = Math.max(10, Math.floor(width / perChar));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= max) line = next;
    else {
      if (line) lines.push(line);
      line = word.length > max ? `${word.slice(0, max - 1)}…` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws the page's content stream, top to bottom. */
function contentStream({ title, summary, rows }: DatasheetText): string {
  const ops: string[] = [];
  const text = (x: number, y: number, font: 'F1' | 'F2', size: number, s: string, rgb = '0 0 0') =>
    ops.push(`BT ${rgb} rg /${font} ${size} Tf ${x} ${y} Td ${pdfString(s)} Tj ET`);

  // A navy band with the company's name and what the document is.
  ops.push(`${NAVY} rg 0 ${PAGE.height - 80} ${PAGE.width} 80 re f`);
  text(MARGIN, PAGE.height - 50, 'F2', 20, 'Tranos', '1 1 1');
  text(PAGE.width - MARGIN - 80, PAGE.height - 48, 'F1', 12, 'Datasheet', '1 1 1');

  let y = PAGE.height - 130;
  for (const line of wrap(title, 22, TEXT_WIDTH, true)) {
    text(MARGIN, y, 'F2', 22, line, NAVY);
    y -= 28;
  }
  y -= 6;
  for (const line of wrap(summary, 11, TEXT_WIDTH)) {
    text(MARGIN, y, 'F1', 11, line);
    y -= 15;
  }

  if (rows.length > 0) {
    y -= 20;
    text(MARGIN, y, 'F2', 13, 'Key specifications', NAVY);
    y -= 10;
    const valueX = MARGIN + 170;
    for (const [label, value] of rows) {
      const labels = wrap(label, 10, 160, true);
      const values = wrap(value, 10, TEXT_WIDTH - 170);
      const height = Math.max(labels.length, values.length) * 13 + 8;
      if (y - height < 110) break;
      ops.push(`0.8 0.84 0.88 RG 0.5 w ${MARGIN} ${y} m ${PAGE.width - MARGIN} ${y} l S`);
      labels.forEach((l, i) => text(MARGIN, y - 14 - i * 13, 'F2', 10, l));
      values.forEach((v, i) => text(valueX, y - 14 - i * 13, 'F1', 10, v));
      y -= height;
    }
    ops.push(`0.8 0.84 0.88 RG 0.5 w ${MARGIN} ${y} m ${PAGE.width - MARGIN} ${y} l S`);
  }

  const footer = wrap(
    'Designed, built and supported in Nigeria. Ask us for drawings, test certificates and a quotation: our engineers will size the right product for your site.',
    9,
    TEXT_WIDTH,
  );
  footer.forEach((line, i) => text(MARGIN, 70 - i * 12, 'F1', 9, line, '0.3 0.33 0.38'));
  return `${ops.join('\n')}\n`;
}

/** The datasheet as the bytes of a PDF 1.4 file: its objects, a cross-reference table, a trailer. */
export function renderDatasheet(sheet: DatasheetText): Buffer {
  const content = contentStream(sheet);
  const font = (name: string) =>
    `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
    font('Helvetica'),
    font('Helvetica-Bold'),
    `<< /Title ${pdfString(`${sheet.title} datasheet`)} /Author ${pdfString('Tranos')} >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  out += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
