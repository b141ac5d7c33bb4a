/**
 * Text flowing down A4 pages: each block asks for the room it needs and goes onto a new page
 * when it has none, and each page gets the sheet's header (the company's and the product's
 * names). Lines wrap by words; a word longer than a line (a long part number) is broken.
 */
import type { PDFDocument, PDFPage, RGB } from 'pdf-lib';
import { runs, widthOf, type Face, type Fonts } from './fonts';

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
export const TEXT_WIDTH = A4.width - 2 * MARGIN;
/** The navy band at the top of each page. */
const BAND = 44;
/** Where the body starts below the band, and where it must stop above the footer. */
const TOP = A4.height - BAND - 28;
const BOTTOM = 64;

/**
 * A colour as pdf-lib's `rgb()` makes it (a plain object), made here so that this module does
 * not load pdf-lib: the server loads it with the first sheet (eslint.config.js).
 */
const rgb = (red: number, green: number, blue: number) =>
  ({ type: 'RGB', red, green, blue }) as unknown as RGB;

/** The brand's navy (#0b2545) and the sheet's greys. */
export const NAVY = rgb(0.043, 0.145, 0.271);
export const INK = rgb(0.1, 0.12, 0.15);
export const MUTED = rgb(0.33, 0.36, 0.41);
export const RULE = rgb(0.8, 0.84, 0.88);
const WHITE = rgb(1, 1, 1);

/** Draws `text` in one line from (x, y), each character in a font that has it. */
export function drawLine(
  page: PDFPage,
  face: Face,
  text: string,
  at: { x: number; y: number; size: number; color?: RGB },
) {
  let x = at.x;
  for (const [font, part] of runs(face, text)) {
    page.drawText(part, { x, y: at.y, font, size: at.size, color: at.color ?? INK });
    x += font.widthOfTextAtSize(part, at.size);
  }
}

/** Where a line may break: white space, but not a no-break space (`6,300 A`, `M20 x 1.5`). */
const BREAKS = /[^\S\u00a0\u2007\u202f]+/;

/** A word broken into pieces that each fit `width` (a long part number or address). */
function broken(face: Face, word: string, size: number, width: number): string[] {
  const pieces: string[] = [];
  let chars = [...word];
  while (chars.length > 1 && widthOf(face, chars.join(''), size) > width) {
    let cut = chars.length - 1;
    while (cut > 1 && widthOf(face, chars.slice(0, cut).join(''), size) > width) cut -= 1;
    pieces.push(chars.slice(0, cut).join(''));
    chars = chars.slice(cut);
  }
  pieces.push(chars.join(''));
  return pieces;
}

/**
 * Lines of `text` no wider than `width`, broken at spaces (and inside a word too long for one).
 * A line's width is its words' widths and its spaces': each word is measured once.
 */
export function wrap(face: Face, text: string, size: number, width: number): string[] {
  const space = widthOf(face, ' ', size);
  const lines: string[] = [];
  let line: string[] = [];
  let used = 0;
  for (const whole of text.split(BREAKS).filter(Boolean)) {
    for (const word of broken(face, whole, size, width)) {
      const w = widthOf(face, word, size);
      if (line.length > 0 && used + space + w > width) {
        lines.push(line.join(' '));
        line = [];
        used = 0;
      }
      used += (line.length > 0 ? space : 0) + w;
      line.push(word);
    }
  }
  if (line.length > 0) lines.push(line.join(' '));
  return lines;
}

/** The text cut to `width` with an ellipsis when it is longer (the header's product name). */
function fitted(face: Face, text: string, size: number, width: number): string {
  if (widthOf(face, text, size) <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && widthOf(face, `${chars.join('')}…`, size) > width) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

export interface Flow {
  fonts: Fonts;
  /** The page being written and the height of its next line's top. */
  page: PDFPage;
  y: number;
  /** Starts a new page unless `height` points still fit on this one. */
  room(height: number): void;
  /** A paragraph, a line at a time (it may continue on the next page). */
  paragraph(text: string, style?: { size?: number; bold?: boolean; color?: RGB; x?: number }): void;
  gap(points: number): void;
}

/** Starts the first page of a sheet whose header names `company` and `product`. */
export function startFlow(
  doc: PDFDocument,
  fonts: Fonts,
  header: { company: string; product: string },
): Flow {
  const newPage = () => {
    const page = doc.addPage([A4.width, A4.height]);
    page.drawRectangle({ x: 0, y: A4.height - BAND, width: A4.width, height: BAND, color: NAVY });
    const y = A4.height - BAND / 2 - 4;
    const company = fitted(fonts.bold, header.company, 12, TEXT_WIDTH / 2 - 8);
    drawLine(page, fonts.bold, company, { x: MARGIN, y, size: 12, color: WHITE });
    const product = fitted(fonts.regular, header.product, 10, TEXT_WIDTH / 2 - 8);
    const x = A4.width - MARGIN - widthOf(fonts.regular, product, 10);
    drawLine(page, fonts.regular, product, { x, y, size: 10, color: WHITE });
    return page;
  };
  const flow: Flow = {
    fonts,
    page: newPage(),
    y: TOP,
    room(height) {
      if (flow.y - height >= BOTTOM) return;
      flow.page = newPage();
      flow.y = TOP;
    },
    paragraph(text, style = {}) {
      const size = style.size ?? 10;
      const face = style.bold ? fonts.bold : fonts.regular;
      const x = style.x ?? MARGIN;
      const leading = size * 1.4;
      for (const line of wrap(face, text, size, A4.width - MARGIN - x)) {
        flow.room(leading);
        flow.y -= leading;
        drawLine(flow.page, face, line, { x, y: flow.y + size * 0.3, size, color: style.color });
      }
    },
    gap(points) {
      flow.y -= points;
    },
  };
  return flow;
}

/** Writes each page's footer once the pages are known: `left` lines and "Page n of m". */
export function footers(
  doc: PDFDocument,
  fonts: Fonts,
  left: readonly string[],
  pageLabel: (page: number, pages: number) => string,
) {
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    page.drawLine({
      start: { x: MARGIN, y: BOTTOM - 14 },
      end: { x: A4.width - MARGIN, y: BOTTOM - 14 },
      thickness: 0.5,
      color: RULE,
    });
    left.forEach((line, n) =>
      drawLine(page, fonts.regular, fitted(fonts.regular, line, 8, TEXT_WIDTH - 90), {
        x: MARGIN,
        y: BOTTOM - 28 - n * 11,
        size: 8,
        color: MUTED,
      }),
    );
    const label = pageLabel(i + 1, pages.length);
    const x = A4.width - MARGIN - widthOf(fonts.regular, label, 8);
    drawLine(page, fonts.regular, label, { x, y: BOTTOM - 28, size: 8, color: MUTED });
  });
}
