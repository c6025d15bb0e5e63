/**
 * At most a few uploads are converted at once (sharp, pdftoppm, ffmpeg all want whole CPU cores); the rest
 * wait their turn in order, so a burst of uploads slows itself rather than every other request.
 */
import { availableParallelism } from 'node:os';

export class ConversionSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number = Math.max(2, availableParallelism())) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
