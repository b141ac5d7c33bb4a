/**
 * CSV for spreadsheets (RFC 4180, CRLF, a BOM so Excel reads UTF-8). Cells that a spreadsheet
 * would run as a formula (=, +, -, @) are prefixed with an apostrophe: visitor input must never
 * execute on a staff computer.
 */
import { Readable } from 'node:stream';

export type CsvCell = string | number;

export const CSV_BOM = '\uFEFF';

function cell(value: CsvCell) {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

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
    for await (const rows of batches) yield rows.map(csvRow).join('');
  }
  return Readable.from(chunks(), { objectMode: false });
}
