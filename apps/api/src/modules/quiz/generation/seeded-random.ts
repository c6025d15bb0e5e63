/**
 * A deterministic random sequence from a text seed (sha256 → xorshift128+), so the same article on the same day
 * always yields the same quiz: choices, distractors and option order.
 */
import { createHash } from 'node:crypto';

export class SeededRandom {
  private s0: bigint;
  private s1: bigint;

  constructor(seed: string) {
    const digest = createHash('sha256').update(seed).digest();
    this.s0 = digest.readBigUInt64LE(0) || 1n;
    this.s1 = digest.readBigUInt64LE(8) || 2n;
  }

  /** A float in [0, 1). */
  next(): number {
    const mask = (1n << 64n) - 1n;
    let x = this.s0;
    const y = this.s1;
    this.s0 = y;
    x ^= (x << 23n) & mask;
    this.s1 = x ^ y ^ (x >> 17n) ^ (y >> 26n);
    const sum = (this.s1 + y) & mask;
    return Number(sum >> 11n) / 2 ** 53;
  }

  /** An integer in [0, max). */
  below(max: number): number {
    return Math.floor(this.next() * max);
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }
}
