/**
 * The sizes inside an uploaded XLSX (a ZIP), read from its central directory without inflating anything,
 * and then checked for real by inflating with a ceiling: a zip bomb is a tiny file that unpacks to gigabytes.
 */
import { inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** ZIP64 puts this in a 32-bit size field: "4 GB or more, see the extra field". */
const ZIP64_MARK = 0xffffffff;

/** The central directory's entries, or null when the buffer is not a ZIP this reader can follow. */
export function zipEntries(buffer: Buffer): ZipEntry[] | null {
  const lowest = Math.max(0, buffer.length - 22 - 0xffff);
  let end = -1;
  for (let at = buffer.length - 22; at >= lowest; at--) {
    if (buffer.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index++) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    entries.push({
      method: buffer.readUInt16LE(at + 10),
      compressedSize: buffer.readUInt32LE(at + 20),
      declaredSize: buffer.readUInt32LE(at + 24),
      localHeaderOffset: buffer.readUInt32LE(at + 42),
      name: buffer.toString('utf8', at + 46, Math.min(buffer.length, at + 46 + nameLength)),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** What the entries say they unpack to; a ZIP64 size counts as "more than any limit". */
export const declaredTotal = (entries: ZipEntry[]): number =>
  entries.reduce(
    (sum, entry) =>
      sum + (entry.declaredSize === ZIP64_MARK || entry.compressedSize === ZIP64_MARK ? Infinity : entry.declaredSize),
    0,
  );

/**
 * What the entries really unpack to, inflating each with a ceiling so a lying size field cannot make it
 * unpack more than `limit` bytes. 'over' past the limit, null when an entry cannot be read.
 */
export function inflatedTotal(buffer: Buffer, entries: ZipEntry[], limit: number): number | 'over' | null {
  let total = 0;
  for (const entry of entries) {
    const at = entry.localHeaderOffset;
    if (at + 30 > buffer.length || buffer.readUInt32LE(at) !== LOCAL_HEADER) return null;
    const start = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
    const data = buffer.subarray(start, start + entry.compressedSize);
    if (entry.method === STORED) {
      total += data.length;
    } else if (entry.method === DEFLATED) {
      try {
        total += inflateRawSync(data, { maxOutputLength: Math.max(1, limit - total + 1) }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'over';
        return null;
      }
    } else {
      return null;
    }
    if (total > limit) return 'over';
  }
  return total;
}
