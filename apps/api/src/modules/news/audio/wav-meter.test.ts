import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { parseWavHeader, WavMeter } from './wav-meter';

/** A PCM WAV header as espeak-ng streams it: the size fields are placeholders. */
function streamingHeader(sampleRate: number, extraChunk = false): Buffer {
  const fmt = Buffer.alloc(24);
  fmt.write('fmt ', 0, 'ascii');
  fmt.writeUInt32LE(16, 4);
  fmt.writeUInt16LE(1, 8); // PCM
  fmt.writeUInt16LE(1, 10); // mono
  fmt.writeUInt32LE(sampleRate, 12);
  fmt.writeUInt32LE(sampleRate * 2, 16);
  fmt.writeUInt16LE(2, 20);
  fmt.writeUInt16LE(16, 22);
  const list = Buffer.from('LIST\u0003\u0000\u0000\u0000abc\u0000', 'latin1'); // odd size: padded
  const data = Buffer.from('data\u00f0\u00ff\u00ff\u007f', 'latin1');
  const riff = Buffer.from('RIFF\u0024\u00f0\u00ff\u007fWAVE', 'latin1');
  return Buffer.concat([riff, fmt, ...(extraChunk ? [list] : []), data]);
}

describe('WAV meter', () => {
  it('finds the PCM after the format, skipping other chunks', () => {
    expect(parseWavHeader(streamingHeader(22050))).toMatchObject({
      sampleRate: 22050,
      byteRate: 44100,
      dataOffset: 44,
    });
    expect(parseWavHeader(streamingHeader(16000, true))).toMatchObject({ byteRate: 32000, dataOffset: 56 });
  });

  it('waits for a header cut short and refuses what is not a WAV', () => {
    expect(parseWavHeader(streamingHeader(22050).subarray(0, 30))).toBeNull();
    expect(() => parseWavHeader(Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000'))).toThrow(
      'not a WAV',
    );
  });

  it('measures the duration from the bytes that pass, in any chunking', async () => {
    const pcm = Buffer.alloc(44100 * 3 + 4410); // 3.1 s of 22.05 kHz 16-bit mono
    const whole = Buffer.concat([streamingHeader(22050), pcm]);
    const meter = new WavMeter();
    const chunks = [whole.subarray(0, 7), whole.subarray(7, 50), whole.subarray(50)];
    let passed = 0;
    await pipeline(Readable.from(chunks), meter, async (source) => {
      for await (const chunk of source) passed += (chunk as Buffer).length;
    });
    expect(passed).toBe(whole.length);
    expect(meter.durationSeconds()).toBeCloseTo(3.1, 5);
  });
});
