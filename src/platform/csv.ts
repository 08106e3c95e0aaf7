/**
 * CSV for spreadsheets set to Italian (docs/product.md#diagnostica-sistema),
 * for every export (the system log, the cookie consents):
 * `;` between cells (the comma is the decimal separator there), CRLF between
 * lines, a cell quoted when it holds `;`, a quote, CR or LF, its quotes
 * doubled (RFC 4180). A cell a spreadsheet would run as a formula (starting
 * with =, +, -, @, a tab or CR) gets a leading apostrophe: a log message or a
 * version a browser sent is outside text (docs/security.md, "CSV exports").
 */

export const CSV_SEPARATOR = ";";
export const CSV_NEWLINE = "\r\n";
/** Makes Excel read the file as UTF-8, so "è" stays "è". */
export const UTF8_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

/** One cell as written. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line, its newline included. */
export function csvLine(cells: string[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR) + CSV_NEWLINE;
}
