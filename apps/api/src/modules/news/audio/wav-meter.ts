/**
 * Measures a WAV stream as it passes through. espeak-ng writes its header before it knows the length
 * (the size fields are placeholders when streaming), so the duration comes from the PCM bytes counted.
 */
import { Transform, type TransformCallback } from 'node:stream';

export interface WavFormat {
  channels: number;
  sampleRate: number;
  /** Bytes of PCM per second of sound. */
  byteRate: number;
  /** Where the PCM starts. */
  dataOffset: number;
}

/** The format once the header has fully arrived; null while it is incomplete. Throws when it is not a WAV. */
export function parseWavHeader(head: Buffer): WavFormat | null {
  if (head.length < 12) return null;
  if (head.toString('ascii', 0, 4) !== 'RIFF' || head.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a WAV stream');
  }
  let format: Omit<WavFormat, 'dataOffset'> | null = null;
  let offset = 12;
  while (offset + 8 <= head.length) {
    const id = head.toString('ascii', offset, offset + 4);
    const size = head.readUInt32LE(offset + 4);
    if (id === 'data') {
      if (!format) throw new Error('WAV data before its format');
      return { ...format, dataOffset: offset + 8 };
    }
    if (id === 'fmt ') {
      if (offset + 8 + 16 > head.length) return null;
      const body = offset + 8;
      format = {
        channels: head.readUInt16LE(body + 2),
        sampleRate: head.readUInt32LE(body + 4),
        byteRate: head.readUInt32LE(body + 8),
      };
      if (format.byteRate <= 0) throw new Error('WAV byte rate is zero');
    }
    // Chunks are padded to an even length.
    offset += 8 + size + (size % 2);
  }
  return null;
}

/** The longest header we wait for before giving up on finding the PCM. */
const MAX_HEADER_BYTES = 4096;

export class WavMeter extends Transform {
  private head = Buffer.alloc(0);
  private format: WavFormat | null = null;
  private totalBytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.totalBytes += chunk.length;
    if (!this.format) {
      this.head = Buffer.concat([this.head, chunk]);
      try {
        this.format = parseWavHeader(this.head);
      } catch (error) {
        callback(error as Error);
        return;
      }
      if (!this.format && this.head.length > MAX_HEADER_BYTES) {
        callback(new Error('WAV header not found'));
        return;
      }
      if (this.format) this.head = Buffer.alloc(0);
    }
    callback(null, chunk);
  }

  /** Seconds of sound seen so far; null when no complete header passed. */
  durationSeconds(): number | null {
    if (!this.format) return null;
    return Math.max(0, this.totalBytes - this.format.dataOffset) / this.format.byteRate;
  }
}
