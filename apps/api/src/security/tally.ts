/**
 * Counts of what the suite tried, written by each test file (they run in workers) and summed by the global
 * teardown into one summary line at the end of the run.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const folder = path.join(tmpdir(), 'noticeboard-security-tally');

export type Counts = Record<string, number>;

export function writeTally(file: string, counts: Counts): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${file}.json`), JSON.stringify(counts));
  console.log(
    `${file}: ${Object.entries(counts)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ')}`,
  );
}

export function clearTally(): void {
  rmSync(folder, { recursive: true, force: true });
}

export function readTally(): Counts {
  const total: Counts = {};
  let files: string[] = [];
  try {
    files = readdirSync(folder);
  } catch {
    return total;
  }
  for (const file of files) {
    const counts = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Counts;
    for (const [name, n] of Object.entries(counts)) total[name] = (total[name] ?? 0) + n;
  }
  return total;
}
