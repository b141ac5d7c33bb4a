/**
 * CSV for spreadsheets (RFC 4180, CRLF, a BOM so Excel reads UTF-8). Cells that a spreadsheet
 * would run as a formula (=, +, -, @) are prefixed with an apostrophe: visitor input must never
 * execute on a staff computer.
 */
import { Readable } from 'node:stream';

export type CsvCell = string | number;

export const CSV_BOM = '\uFEFF';

const QUOTE = '"';
/** What makes a cell need quotes: a quote, a comma or a line break. */
const NEEDS_QUOTES = new RegExp(`[${QUOTE},\\n\\r]`);

function cell(value: CsvCell) {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = "'" + text;
  return NEEDS_QUOTES.test(text) ? QUOTE + text.replaceAll(QUOTE, QUOTE + QUOTE) + QUOTE : text;
}

/**
 * Characters per chunk handed to the socket, however long a batch or its rows: well under V8's
 * large-object threshold (128 kB), since a bigger string goes straight to large-object space,
 * which only a full GC frees.
 */
const CHUNK_CHARS = 16_384;

/** One encoded row, line ending included. */
export const csvRow = (cells: readonly CsvCell[]) => `${cells.map(cell).join(',')}\r\n`;

/**
 * A CSV file as a stream: the BOM and header first, then each batch of rows as it is read, so
 * memory holds one batch however long the file is, and a slow reader slows the reads down.
 */
export function csvStream(
  header: readonly CsvCell[],
  batches: AsyncIterable<readonly (readonly CsvCell[])[]>,
): Readable {
  async function* chunks() {
    yield `${CSV_BOM}${csvRow(header)}`;
    for await (const rows of batches) {
      let chunk = '';
      for (const row of rows) {
        chunk += csvRow(row);
        if (chunk.length >= CHUNK_CHARS) {
          yield chunk;
          chunk = '';
        }
      }
      if (chunk) yield chunk;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
