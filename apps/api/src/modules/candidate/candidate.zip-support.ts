/** Test helper: XLSX files written by hand (sheet XML zipped here), fast enough to make a million rows. */
import { Readable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

interface Part {
  name: string;
  data: Buffer;
  crc: number;
  size: number;
}

/** Deflates a part as it is generated, so a 100 MB sheet never sits in memory whole. */
async function deflatePart(name: string, chunks: Iterable<string>): Promise<Part> {
  let crc = 0;
  let size = 0;
  const deflate = createDeflateRaw({ level: 1 });
  const source = Readable.from(
    (function* () {
      for (const chunk of chunks) {
        const bytes = Buffer.from(chunk, 'utf8');
        crc = crc32(bytes, crc);
        size += bytes.length;
        yield bytes;
      }
    })(),
  );
  const out: Buffer[] = [];
  source.pipe(deflate);
  for await (const piece of deflate) out.push(piece as Buffer);
  return { name, data: Buffer.concat(out), crc, size };
}

/** `sizeOf` lets a test write a size field that lies, as a crafted zip bomb would. */
function zip(parts: Part[], sizeOf: (part: Part) => number = (part) => part.size): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(part.crc >>> 0, 14);
    header.writeUInt32LE(part.data.length, 18);
    header.writeUInt32LE(sizeOf(part), 22);
    header.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(part.crc >>> 0, 16);
    entry.writeUInt32LE(part.data.length, 20);
    entry.writeUInt32LE(sizeOf(part), 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(header, name, part.data);
    directory.push(entry, name);
    offset += header.length + name.length + part.data.length;
  }
  const directorySize = directory.reduce((sum, piece) => sum + piece.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Students" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

const COLUMNS = 'ABCDEFGH';
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Sheet XML in chunks of 10,000 rows: `rowAt(n)` gives the cells of row n (1-based). Without cell
 * addresses (the format allows it; rows keep theirs) a million rows pack into well under a megabyte.
 */
function* sheetXml(rows: number, rowAt: (row: number) => string[], addresses: boolean): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
  for (let start = 1; start <= rows; start += 10_000) {
    let chunk = '';
    for (let row = start; row < Math.min(start + 10_000, rows + 1); row++) {
      chunk += `<row r="${row}">`;
      rowAt(row).forEach((text, column) => {
        const at = addresses ? ` r="${COLUMNS[column]}${row}"` : '';
        chunk += /^\d+$/.test(text)
          ? `<c${at}><v>${text}</v></c>`
          : `<c${at} t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`;
      });
      chunk += '</row>';
    }
    yield chunk;
  }
  yield '</sheetData></worksheet>';
}

export interface HandXlsxOptions {
  /** What the size fields claim each part unpacks to, instead of the truth. */
  claimedSize?: number;
  /** Cell addresses (`r="B7"`) on every cell; true unless a test wants the smallest file. */
  addresses?: boolean;
}

export async function handXlsx(
  rows: number,
  rowAt: (row: number) => string[],
  options: HandXlsxOptions = {},
): Promise<Buffer> {
  const parts = [
    await deflatePart('[Content_Types].xml', [CONTENT_TYPES]),
    await deflatePart('_rels/.rels', [ROOT_RELS]),
    await deflatePart('xl/workbook.xml', [WORKBOOK]),
    await deflatePart('xl/_rels/workbook.xml.rels', [WORKBOOK_RELS]),
    await deflatePart('xl/worksheets/sheet1.xml', sheetXml(rows, rowAt, options.addresses ?? true)),
  ];
  const { claimedSize } = options;
  return zip(parts, claimedSize === undefined ? undefined : () => claimedSize);
}

/** One entry that claims to unpack to almost 4 GB, holding bytes that are not even deflate data. */
export function claimedBomb(): Buffer {
  const junk = Buffer.alloc(200, 0xaa);
  return zip([{ name: 'xl/worksheets/sheet1.xml', data: junk, crc: 0, size: 0xfffffff0 }]);
}
