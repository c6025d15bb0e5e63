/**
 * "This changed, drop what you cached about it": in-process listeners, and with Redis every API process.
 * Caches keyed by a user or a school (the signed-in actor, a reader's saved and hidden articles) subscribe to a
 * topic; the service that changes the data emits the key after its transaction commits.
 */
import type { Redis } from 'ioredis';

const CHANNEL = 'noticeboard:invalidate';

type Listener = (key: string) => void;

export class InvalidationBus {
  private readonly listeners = new Map<string, Listener[]>();
  private publisher: Redis | undefined;

  on(topic: string, listener: Listener): void {
    this.listeners.set(topic, [...(this.listeners.get(topic) ?? []), listener]);
  }

  emit(topic: string, key: string): void {
    this.deliver(topic, key);
    this.publisher?.publish(CHANNEL, JSON.stringify([topic, key])).catch(() => {
      // Other processes still drop their entry when its time to live is up.
    });
  }

  /** Shares emits between API processes; returns the subscriber connection's close. */
  async connect(redis: Redis): Promise<() => Promise<void>> {
    const subscriber = redis.duplicate();
    // This process hears its own emits again: dropping an entry twice is harmless.
    subscriber.on('message', (_channel: string, message: string) => {
      const [topic, key] = JSON.parse(message) as [string, string];
      this.deliver(topic, key);
    });
    await subscriber.subscribe(CHANNEL);
    this.publisher = redis;
    return async () => {
      this.publisher = undefined;
      await subscriber.quit().catch(() => subscriber.disconnect());
    };
  }

  private deliver(topic: string, key: string): void {
    for (const listener of this.listeners.get(topic) ?? []) listener(key);
  }
}
