/** Reading uploaded CSV/XLSX files into rows, and writing the template and exports safely. */
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from '@noticeboard/shared';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { badRequest } from '../../lib/errors';
import type { ImportColumn, RawRow } from './candidate.rules';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export type SheetFormat = 'csv' | 'xlsx';

export const isZip = (buffer: Buffer): boolean => ZIP_MAGIC.every((byte, index) => buffer[index] === byte);

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');
const COLUMN_BY_HEADER = new Map<string, ImportColumn>(IMPORT_COLUMNS.map((column) => [normalise(column), column]));
COLUMN_BY_HEADER.set('studentclass', 'class');
COLUMN_BY_HEADER.set('dob', 'dateOfBirth');
COLUMN_BY_HEADER.set('rollno', 'rollNumber');

/** The header row (row 1) decides which column is which; unknown columns are ignored. */
function toRawRows(table: string[][]): RawRow[] {
  const [header, ...data] = table;
  if (!header) throw badRequest('The file is empty', [{ field: 'file', message: 'The file has no header row' }]);
  const columns = header.map((text) => COLUMN_BY_HEADER.get(normalise(text)));
  const missing = (['name', 'email', 'class'] as const).filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    throw badRequest('The header row is missing columns', [
      { field: 'file', message: `Missing column(s): ${missing.join(', ')}. Download the template to see the columns.` },
    ]);
  }
  const rows: RawRow[] = [];
  data.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row: RawRow = { row: index + 2, cells: {} };
    columns.forEach((column, position) => {
      if (column) row.cells[column] = cells[position] ?? '';
    });
    rows.push(row);
  });
  if (rows.length === 0) throw badRequest('The file has no students', [{ field: 'file', message: 'No data rows' }]);
  if (rows.length > IMPORT_MAX_ROWS) {
    throw badRequest('Too many rows', [
      { field: 'file', message: `At most ${IMPORT_MAX_ROWS} students per file; this one has ${rows.length}` },
    ]);
  }
  return rows;
}

function readCsv(buffer: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw badRequest('The file is not UTF-8 text', [
      { field: 'file', message: 'Save the CSV as UTF-8, or upload XLSX' },
    ]);
  }
  if (text.includes('\u0000'))
    throw badRequest('The file is not a CSV', [{ field: 'file', message: 'Not a text file' }]);
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  return parsed.data;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  // A formula a person typed is kept as the text they typed, never evaluated.
  if ('formula' in value && typeof value.formula === 'string') return `=${value.formula}`;
  if ('sharedFormula' in value && typeof value.sharedFormula === 'string') return `=${value.sharedFormula}`;
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('error' in value) return String(value.error);
  return '';
}

async function readXlsx(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw badRequest('The file is not a readable XLSX workbook', [{ field: 'file', message: 'Unreadable XLSX' }]);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('The workbook has no sheet', [{ field: 'file', message: 'No worksheet' }]);
  if (sheet.rowCount > IMPORT_MAX_ROWS + 1) {
    throw badRequest('Too many rows', [{ field: 'file', message: `At most ${IMPORT_MAX_ROWS} students per file` }]);
  }
  const table: string[][] = [];
  for (let index = 1; index <= sheet.rowCount; index++) {
    const row = sheet.getRow(index);
    const cells: string[] = [];
    for (let column = 1; column <= Math.max(row.cellCount, 1); column++)
      cells.push(cellText(row.getCell(column).value));
    table.push(cells);
  }
  return table;
}

/** The format is decided by the content: a ZIP is XLSX, anything else must be UTF-8 CSV. */
export async function readStudentFile(buffer: Buffer): Promise<{ format: SheetFormat; rows: RawRow[] }> {
  if (buffer.length === 0) throw badRequest('The file is empty', [{ field: 'file', message: 'Empty file' }]);
  const format: SheetFormat = isZip(buffer) ? 'xlsx' : 'csv';
  const table = format === 'xlsx' ? await readXlsx(buffer) : readCsv(buffer);
  return { format, rows: toRawRows(table) };
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
