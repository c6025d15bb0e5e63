/**
 * Reading an uploaded CSV or XLSX into its header and non-empty rows, streaming and stopping at the row
 * cap. Runs inside the parse worker (candidate.parse-worker.ts), so it imports only node and plain libraries.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { declaredTotal, inflatedTotal, zipEntries } from './candidate.zip';

export interface SheetLimits {
  /** Data rows with any content; one more is refused. */
  maxRows: number;
  /** Bytes the XLSX may unpack to, all entries together. */
  maxUnzippedBytes: number;
}

export interface SheetRow {
  /** As the spreadsheet shows it: the header is row 1. */
  row: number;
  cells: string[];
}

export type SheetFormat = 'csv' | 'xlsx';
export type SheetFailure = 'notUtf8' | 'notText' | 'unreadableXlsx' | 'noSheet' | 'tooManyRows' | 'tooLarge';
export type SheetOutcome =
  | { ok: true; format: SheetFormat; header: string[] | null; rows: SheetRow[] }
  | { ok: false; failure: SheetFailure };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
export const isZip = (buffer: Uint8Array): boolean => ZIP_MAGIC.every((byte, index) => buffer[index] === byte);

const hasContent = (cells: string[]) => cells.some((cell) => cell.trim() !== '');

/** Collects rows until one past the cap; `add` answers false when reading should stop. */
function collector(limits: SheetLimits) {
  const state = { header: null as string[] | null, rows: [] as SheetRow[], tooMany: false };
  const add = (row: number, cells: string[]): boolean => {
    if (row === 1) state.header = cells;
    else if (hasContent(cells)) state.rows.push({ row, cells });
    state.tooMany = state.rows.length > limits.maxRows;
    return !state.tooMany;
  };
  return { state, add };
}

function readCsv(buffer: Uint8Array, limits: SheetLimits): SheetOutcome {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return { ok: false, failure: 'notUtf8' };
  }
  if (text.includes('\u0000')) return { ok: false, failure: 'notText' };
  const { state, add } = collector(limits);
  let record = 0;
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: false,
    step: (result, parser) => {
      record += 1;
      if (!add(record, result.data)) parser.abort();
    },
  });
  if (state.tooMany) return { ok: false, failure: 'tooManyRows' };
  return { ok: true, format: 'csv', header: state.header, rows: state.rows };
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  // A formula a person typed is kept as the text they typed, never evaluated.
  if ('formula' in value && typeof value.formula === 'string' && value.formula !== '') return `=${value.formula}`;
  if ('sharedFormula' in value && typeof value.sharedFormula === 'string') return `=${value.sharedFormula}`;
  if ('result' in value && value.result !== undefined) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('error' in value) return String(value.error);
  return '';
}

/** The parts of the streaming reader that its type declarations leave out. */
interface ReaderModel {
  model?: { sheets?: Array<{ id?: number | string }> };
}

async function readXlsx(buffer: Buffer, limits: SheetLimits): Promise<SheetOutcome> {
  const entries = zipEntries(buffer);
  if (!entries) return { ok: false, failure: 'unreadableXlsx' };
  if (declaredTotal(entries) > limits.maxUnzippedBytes) return { ok: false, failure: 'tooLarge' };
  const real = inflatedTotal(buffer, entries, limits.maxUnzippedBytes);
  if (real === 'over') return { ok: false, failure: 'tooLarge' };
  if (real === null) return { ok: false, failure: 'unreadableXlsx' };

  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buffer]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const { state, add } = collector(limits);
  try {
    for await (const sheet of reader) {
      // The first tab in the workbook, as the whole-file reader chose it, whatever its place in the ZIP.
      const first = (reader as unknown as ReaderModel).model?.sheets?.[0]?.id;
      if (first !== undefined && String((sheet as unknown as { id?: number | string }).id) !== String(first)) continue;
      for await (const row of sheet) {
        const cells: string[] = [];
        for (let column = 1; column <= Math.max(row.cellCount, 1); column++)
          cells.push(cellText(row.getCell(column).value));
        if (!add(row.number, cells)) break;
      }
      if (state.tooMany) return { ok: false, failure: 'tooManyRows' };
      return { ok: true, format: 'xlsx', header: state.header, rows: state.rows };
    }
  } catch {
    return { ok: false, failure: 'unreadableXlsx' };
  }
  return { ok: false, failure: 'noSheet' };
}

/** The format is decided by the content: a ZIP is XLSX, anything else must be UTF-8 CSV. */
export async function readSheet(buffer: Buffer, limits: SheetLimits): Promise<SheetOutcome> {
  return isZip(buffer) ? readXlsx(buffer, limits) : readCsv(buffer, limits);
}
