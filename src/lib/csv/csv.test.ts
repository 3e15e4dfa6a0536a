import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvFilename, toCsv, type CsvColumn } from './csv';

interface Row {
  name: string;
  note?: string | null;
}
const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Note', value: (row) => row.note },
];

/** Reads the CSV back the way a spreadsheet would. */
function parse(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
}

describe('toCsv', () => {
  it('writes a header row and CRLF line ends', () => {
    const csv = toCsv(columns, [{ name: 'Amna', note: 'Hi' }]);
    expect(csv).toBe('\uFEFFName,Note\r\nAmna,Hi\r\n');
  });

  it('quotes commas, quotes and line breaks so they round-trip', () => {
    const rows = [{ name: 'Khan, Ali', note: 'He said "rank me"\nthen left' }];
    const csv = toCsv(columns, rows);
    expect(csv).toContain('"Khan, Ali","He said ""rank me""\nthen left"');
    expect(parse(csv)).toEqual([
      ['Name', 'Note'],
      ['Khan, Ali', 'He said "rank me"\nthen left'],
    ]);
  });

  it('writes empty cells for missing values', () => {
    expect(parse(toCsv(columns, [{ name: 'Sara', note: null }, { name: 'Omar' }]))).toEqual([
      ['Name', 'Note'],
      ['Sara', ''],
      ['Omar', ''],
    ]);
  });

  it('keeps cells that look like formulas as text with a leading apostrophe', () => {
    const rows = ['=1+1', '+92 300 1234567', '-5', '@SUM(A1)', '\tcmd', '=HYPERLINK("http://x")\nsecond line', 'a=b'].map((name) => ({
      name,
    }));
    const cells = parse(toCsv(columns, rows))
      .slice(1)
      .map((row) => row[0]);
    expect(cells).toEqual(["'=1+1", "'+92 300 1234567", "'-5", "'@SUM(A1)", "'\tcmd", '\'=HYPERLINK("http://x")\nsecond line', 'a=b']);
  });

  it('keeps Urdu text intact', () => {
    expect(parse(toCsv(columns, [{ name: 'عائشہ' }]))[1]).toEqual(['عائشہ', '']);
  });
});

describe('csvFilename', () => {
  it('adds the local date', () => {
    expect(csvFilename('contact-submissions', new Date(2025, 2, 4))).toBe('contact-submissions-2025-03-04.csv');
  });
});
