import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { looksLikeMp3 } from './audio-test-kit';
import { EncoderFailedError, EncoderUnavailableError, EspeakLameEncoder } from './speech-encoder';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'nb-speech-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

/** A stand-in program (a real process, not a mock) for the failure paths. */
async function script(name: string, body: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, `#!/bin/sh\n${body}\n`);
  await chmod(file, 0o755);
  return file;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('espeak-ng → lame', () => {
  it('makes a compact mono MP3 of the text, with its duration', async () => {
    const encoder = new EspeakLameEncoder();
    expect(await encoder.isAvailable()).toBe(true);
    const text =
      'Good morning. The pupils of Hillside School planted twenty young trees along the playground fence, ' +
      'and they will water them every Friday until the summer holidays begin.';
    const { mp3, durationSeconds } = await encoder.encode(text);
    expect(looksLikeMp3(mp3)).toBe(true);
    // 28 words at about 150 words a minute.
    expect(durationSeconds).toBeGreaterThan(6);
    expect(durationSeconds).toBeLessThan(20);
    // 32 kbit/s CBR is 4,000 bytes a second.
    expect(mp3.length / durationSeconds).toBeGreaterThan(3500);
    expect(mp3.length / durationSeconds).toBeLessThan(4500);
    // MPEG-2 layer III, 22.05 kHz, mono: the header's sample-rate and channel bits.
    expect(mp3[1]).toBe(0xf3);
    expect(((mp3[2] ?? 0) >> 2) & 0b11).toBe(0);
    expect((mp3[3] ?? 0) >> 6).toBe(0b11);
  });

  it('reads text that looks like shell or markup as plain words', async () => {
    const { mp3 } = await new EspeakLameEncoder().encode('Fish & chips; $(echo hi) `ls` <b>bold</b> "quotes"');
    expect(looksLikeMp3(mp3)).toBe(true);
  });

  it('reports a missing program as unavailable', async () => {
    const encoder = new EspeakLameEncoder({ espeakPath: path.join(dir, 'no-such-espeak') });
    expect(await encoder.isAvailable()).toBe(false);
    await expect(encoder.encode('Hello')).rejects.toBeInstanceOf(EncoderUnavailableError);
    const noLame = new EspeakLameEncoder({ lamePath: path.join(dir, 'no-such-lame') });
    expect(await noLame.isAvailable()).toBe(false);
    await expect(noLame.encode('Hello')).rejects.toBeInstanceOf(EncoderUnavailableError);
    const notOnPath = new EspeakLameEncoder({ espeakPath: 'no-such-espeak-ng' });
    expect(await notOnPath.isAvailable()).toBe(false);
    await expect(notOnPath.encode('Hello')).rejects.toBeInstanceOf(EncoderUnavailableError);
    const notExecutable = path.join(dir, 'plain-file');
    await writeFile(notExecutable, 'not a program');
    expect(await new EspeakLameEncoder({ lamePath: notExecutable }).isAvailable()).toBe(false);
  });

  it('kills an encoder that hangs and fails within the time limit', async () => {
    const pidFile = path.join(dir, 'hang.pid');
    const hanging = await script('hang', `echo $$ > ${pidFile}\nexec sleep 60`);
    const encoder = new EspeakLameEncoder({ espeakPath: hanging, timeoutMs: 800 });
    const started = Date.now();
    await expect(encoder.encode('Hello')).rejects.toThrow(/timed out after 800 ms/);
    expect(Date.now() - started).toBeLessThan(5000);
    const pid = Number((await readFile(pidFile, 'utf8')).trim());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(isAlive(pid)).toBe(false);
  });

  it('fails when a program exits with an error or produces nothing', async () => {
    const crashing = await script('crash', 'echo "voice not found" >&2\nexit 3');
    await expect(new EspeakLameEncoder({ espeakPath: crashing }).encode('Hello')).rejects.toThrow(
      /espeak-ng exited with 3: voice not found/,
    );
    const silent = await script('silent', 'cat > /dev/null\nexit 0');
    const error = await new EspeakLameEncoder({ espeakPath: silent }).encode('Hello').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EncoderFailedError);
  });
});
