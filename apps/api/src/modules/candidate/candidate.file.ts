/** Reading uploaded CSV/XLSX files into rows, and writing the template and exports safely. */
import { formatNumber, IMPORT_COLUMNS, IMPORT_MAX_ROWS } from '@noticeboard/shared';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError, badRequest } from '../../lib/errors';
import type { ParseResult, ParserSettings, SheetParser } from './candidate.parser';
import type { ImportColumn, RawRow } from './candidate.rules';
import type { SheetFormat, SheetRow } from './candidate.sheet';

export type { SheetFormat } from './candidate.sheet';

const MAX_ROWS_TEXT = formatNumber(IMPORT_MAX_ROWS);

/**
 * A class list of 10,000 students unpacks to about 6 MB of sheet XML; 64 MB leaves room for formatting
 * and a picture or two. The heap and time limits bound what a file that passes these checks can still cost.
 */
export const IMPORT_PARSER_SETTINGS: ParserSettings = {
  maxRows: IMPORT_MAX_ROWS,
  maxUnzippedBytes: 64 * 1024 * 1024,
  heapMb: 256,
  timeLimitMs: 30_000,
  maxWaiting: 8,
  idleMs: 60_000,
};

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');
const COLUMN_BY_HEADER = new Map<string, ImportColumn>(IMPORT_COLUMNS.map((column) => [normalise(column), column]));
COLUMN_BY_HEADER.set('studentclass', 'class');
COLUMN_BY_HEADER.set('dob', 'dateOfBirth');
COLUMN_BY_HEADER.set('rollno', 'rollNumber');

/** The header row (row 1) decides which column is which; unknown columns are ignored. */
function toRawRows(header: string[] | null, data: SheetRow[]): RawRow[] {
  if (!header) throw badRequest('The file is empty', [{ field: 'file', message: 'The file has no header row' }]);
  const columns = header.map((text) => COLUMN_BY_HEADER.get(normalise(text)));
  const missing = (['name', 'email', 'class'] as const).filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    throw badRequest('The header row is missing columns', [
      { field: 'file', message: `Missing column(s): ${missing.join(', ')}. Download the template to see the columns.` },
    ]);
  }
  const rows = data.map(({ row, cells }) => {
    const raw: RawRow = { row, cells: {} };
    columns.forEach((column, position) => {
      if (column) raw.cells[column] = cells[position] ?? '';
    });
    return raw;
  });
  if (rows.length === 0) throw badRequest('The file has no students', [{ field: 'file', message: 'No data rows' }]);
  return rows;
}

const tooLarge = (message: string, detail: string) =>
  new AppError('PAYLOAD_TOO_LARGE', message, { details: [{ field: 'file', message: detail }] });

function refusal(result: Exclude<ParseResult, { ok: true }>): AppError {
  switch (result.failure) {
    case 'notUtf8':
      return badRequest('The file is not UTF-8 text', [
        { field: 'file', message: 'Save the CSV as UTF-8, or upload XLSX' },
      ]);
    case 'notText':
      return badRequest('The file is not a CSV', [{ field: 'file', message: 'Not a text file' }]);
    case 'unreadableXlsx':
      return badRequest('The file is not a readable XLSX workbook', [{ field: 'file', message: 'Unreadable XLSX' }]);
    case 'noSheet':
      return badRequest('The workbook has no sheet', [{ field: 'file', message: 'No worksheet' }]);
    case 'tooManyRows':
      return tooLarge(
        `The file has more than ${MAX_ROWS_TEXT} students; split it into classes and upload each file`,
        `At most ${MAX_ROWS_TEXT} students per file`,
      );
    case 'tooLarge':
      return tooLarge(
        'The spreadsheet is too large to read; keep only the student list in it, or split it into classes',
        'The file unpacks to too much data',
      );
    case 'tooSlow':
      return tooLarge(
        'The spreadsheet took too long to read; keep only the student list in it, or split it into classes',
        'The file took too long to read',
      );
    case 'busy':
      return new AppError('UNAVAILABLE', 'Many files are being read right now; upload again in a minute');
  }
}

/** Read in the parser's worker; every refusal is a 4xx in the error shape and nothing is imported. */
export async function readStudentFile(
  parser: SheetParser,
  buffer: Buffer,
): Promise<{ format: SheetFormat; rows: RawRow[] }> {
  if (buffer.length === 0) throw badRequest('The file is empty', [{ field: 'file', message: 'Empty file' }]);
  const result = await parser.parse(buffer);
  if (!result.ok) throw refusal(result);
  return { format: result.format, rows: toRawRows(result.header, result.rows) };
}

/** Spreadsheet programs run cells starting with these as formulas; a leading quote keeps them text. */
export const escapeCell = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export async function writeSheet(format: SheetFormat, header: readonly string[], rows: string[][]): Promise<Buffer> {
  const safe = rows.map((row) => row.map(escapeCell));
  if (format === 'csv') return Buffer.from(`\uFEFF${Papa.unparse([header as string[], ...safe])}\r\n`, 'utf8');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students');
  sheet.addRow([...header]).font = { bold: true };
  for (const row of safe) sheet.addRow(row);
  sheet.columns.forEach((column) => {
    column.width = 20;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const TEMPLATE_EXAMPLE = [
  [
    'Asha Verma',
    'asha.verma@example.com',
    'Class 8',
    'A',
    '8A-01',
    '2013-04-12',
    'Ravi Verma',
    'ravi.verma@example.com',
  ],
  ['Kabir Rao', 'kabir.rao@example.com', '9', 'B', '9B-07', '', '', ''],
];

export const CONTENT_TYPES: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
