/** Test helpers: multipart uploads through app.inject and student files built in memory. */
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import type { SignedIn } from '../../test/session';

export const HEADER = ['name', 'email', 'class', 'section', 'rollNumber', 'dateOfBirth', 'parentName', 'parentEmail'];

export function csvOf(rows: string[][]): Buffer {
  return Buffer.from(Papa.unparse([HEADER, ...rows]), 'utf8');
}

export async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students');
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `count` valid rows with emails unique to this call. */
export function studentRows(count: number, prefix = randomBytes(3).toString('hex')): string[][] {
  const classes = ['3', 'Class 8', 'TEN', 'Class 12 Onwards', '12'];
  return Array.from({ length: count }, (_, index) => [
    `Student ${prefix} ${index}`,
    `s${index}.${prefix}@kids.test`,
    classes[index % classes.length] as string,
    'ABCDEFG'[index % 7] as string,
    `R-${prefix}-${index}`,
    index % 2 === 0 ? '2014-06-01' : '',
    index % 2 === 0 ? `Parent ${index}` : '',
    index % 2 === 0 ? `p${index}.${prefix}@home.test` : '',
  ]);
}

export function upload(
  app: FastifyInstance,
  who: SignedIn | undefined,
  file: Buffer,
  filename = 'students.csv',
  query = '',
) {
  const boundary = `----nb${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/candidates/import${query}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(who ? { cookie: who.cookie } : {}) },
    payload,
  });
}
