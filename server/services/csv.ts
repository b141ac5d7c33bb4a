/**
 * CSV for spreadsheets. Cells that a spreadsheet would run as a formula (=, +, -, @) are
 * prefixed with an apostrophe: visitor input must never execute on a staff computer.
 */
export function toCsv(rows: (string | number)[][]): string {
  const cell = (value: string | number) => {
    let text = String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
