/**
 * Text → speech → MP3 with Debian's espeak-ng piped into lame. Both run as child processes with an
 * argument array (the text goes through stdin, never through a shell), at low CPU priority, and are
 * killed when they take too long.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { setPriority } from 'node:os';
import path from 'node:path';
import { WavMeter } from './wav-meter';

export interface EncodedSpeech {
  mp3: Buffer;
  durationSeconds: number;
}

export interface SpeechEncoder {
  /** False when espeak-ng or lame is not installed. */
  isAvailable(): Promise<boolean>;
  encode(text: string): Promise<EncodedSpeech>;
}

/** espeak-ng or lame is missing: audio cannot be made on this machine at all. */
export class EncoderUnavailableError extends Error {}
/** This one text could not be encoded (crash, timeout, empty output). */
export class EncoderFailedError extends Error {}

export interface EspeakLameOptions {
  espeakPath: string;
  lamePath: string;
  /** A clear, neutral voice; `en-gb` is espeak-ng's best-maintained English. */
  voice: string;
  /** espeak-ng's `-s`; about 150 words per minute is a calm pace for young listeners. */
  speed: number;
  /** Constant bit rate: browsers seek in CBR files by byte offset without a seek table. */
  bitrateKbps: number;
  timeoutMs: number;
  /** A guard against runaway output. */
  maxMp3Bytes: number;
}

export const DEFAULT_ENCODER_OPTIONS: EspeakLameOptions = {
  espeakPath: 'espeak-ng',
  lamePath: 'lame',
  voice: 'en-gb',
  speed: 145,
  bitrateKbps: 32,
  // Generous: ten minutes of speech take ~20 s on a busy 2-core machine; only a hung process gets this far.
  timeoutMs: 180_000,
  maxMp3Bytes: 25 * 1024 * 1024,
};

/** Encoding is background work: leave the CPU to the API first. */
const BACKGROUND_PRIORITY = 10;
const STDERR_KEEP = 2000;

export class EspeakLameEncoder implements SpeechEncoder {
  readonly options: EspeakLameOptions;

  constructor(options: Partial<EspeakLameOptions> = {}) {
    this.options = { ...DEFAULT_ENCODER_OPTIONS, ...options };
  }

  async isAvailable(): Promise<boolean> {
    const results = await Promise.all([isInstalled(this.options.espeakPath), isInstalled(this.options.lamePath)]);
    return results.every(Boolean);
  }

  encode(text: string): Promise<EncodedSpeech> {
    const o = this.options;
    return new Promise<EncodedSpeech>((resolve, reject) => {
      const espeak = spawn(o.espeakPath, ['-v', o.voice, '-s', String(o.speed), '-b', '1', '--stdin', '--stdout'], {
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      // Input: WAV on stdin (any rate), output: mono MP3 at 22.05 kHz on stdout.
      const lame = spawn(
        o.lamePath,
        ['--quiet', '-m', 'm', '--resample', '22.05', '-b', String(o.bitrateKbps), '--cbr', '-', '-'],
        { stdio: ['pipe', 'pipe', 'pipe'] },
      );
      const meter = new WavMeter();
      const chunks: Buffer[] = [];
      const errors: Record<string, string> = { espeak: '', lame: '' };
      const exits = new Map<ChildProcess, number | null>();
      let mp3Bytes = 0;
      let settled = false;

      const stopAll = () => {
        for (const child of [espeak, lame])
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      };
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        stopAll();
        reject(error);
      };
      const timer = setTimeout(
        () => fail(new EncoderFailedError(`speech encoding timed out after ${o.timeoutMs} ms`)),
        o.timeoutMs,
      );

      const finishIfDone = () => {
        if (settled || exits.size < 2) return;
        const espeakCode = exits.get(espeak);
        const lameCode = exits.get(lame);
        if (espeakCode !== 0)
          return fail(new EncoderFailedError(`espeak-ng exited with ${espeakCode}: ${errors.espeak}`));
        if (lameCode !== 0) return fail(new EncoderFailedError(`lame exited with ${lameCode}: ${errors.lame}`));
        const durationSeconds = meter.durationSeconds();
        if (mp3Bytes === 0 || !durationSeconds) return fail(new EncoderFailedError('the encoder produced no sound'));
        settled = true;
        clearTimeout(timer);
        resolve({ mp3: Buffer.concat(chunks), durationSeconds: Math.round(durationSeconds * 100) / 100 });
      };

      for (const [name, child] of [
        ['espeak', espeak],
        ['lame', lame],
      ] as const) {
        lowerPriority(child);
        child.on('error', (error: NodeJS.ErrnoException) => {
          fail(
            error.code === 'ENOENT'
              ? new EncoderUnavailableError(`${name === 'espeak' ? o.espeakPath : o.lamePath} is not installed`)
              : new EncoderFailedError(`${name}: ${error.message}`),
          );
        });
        child.stderr?.on('data', (data: Buffer) => {
          errors[name] = (errors[name] + data.toString('utf8')).slice(-STDERR_KEEP);
        });
        // A child that dies early breaks the pipes around it; its exit code tells the story.
        child.stdin?.on('error', () => {});
        child.on('close', (code) => {
          exits.set(child, code);
          finishIfDone();
        });
      }

      lame.stdout.on('data', (chunk: Buffer) => {
        mp3Bytes += chunk.length;
        if (mp3Bytes > o.maxMp3Bytes) return fail(new EncoderFailedError('speech output is too large'));
        chunks.push(chunk);
      });
      meter.on('error', (error) => fail(new EncoderFailedError(`espeak-ng output: ${error.message}`)));
      espeak.stdout.pipe(meter).pipe(lame.stdin);
      espeak.stdin.end(text, 'utf8');
    });
  }
}

function lowerPriority(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    setPriority(child.pid, BACKGROUND_PRIORITY);
  } catch {
    // Not permitted on some systems; the work still runs, only at normal priority.
  }
}

/**
 * Whether a program is installed: an executable file at its path, or in a PATH folder. Looked up on the
 * file system rather than by running it, so a busy machine never makes a slow start look like "missing".
 */
async function isInstalled(program: string): Promise<boolean> {
  const candidates = program.includes('/')
    ? [program]
    : (process.env.PATH ?? '')
        .split(path.delimiter)
        .filter(Boolean)
        .map((folder) => path.join(folder, program));
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      return true;
    } catch {
      // Not in this folder.
    }
  }
  return false;
}
