import Papa from 'papaparse';

/** One CSV column: its header and how to read the cell from a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | null | undefined;
}

/**
 * Cells a spreadsheet would run as a formula (OWASP "CSV injection"). Papa
 * Parse's built-in pattern ends in `.*$` without the `s` flag, so a cell such
 * as "=HYPERLINK(...)\nx" slips past it; testing the first character alone does not.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * RFC 4180 CSV (quoted where needed, CRLF line ends) with a UTF-8 byte-order
 * mark so Excel reads Urdu names and e-mail addresses correctly. Cells that
 * start like a formula get a leading apostrophe so they stay text.
 */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const body = Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
  return `\uFEFF${body}\r\n`;
}

/** Hands the CSV to the browser as a file download. */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "contact-submissions-2025-03-14.csv": the export's name with today's local date. */
export function csvFilename(name: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${name}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
