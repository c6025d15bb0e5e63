/**
 * The background audio work: claims articles waiting for audio (newest first, a few at a time, one at a
 * time on the CPU), makes and stores their MP3s, then brings the bulletins up to date. A failed article
 * is retried later a limited number of times; without espeak-ng or lame everything becomes UNAVAILABLE
 * and the web reads aloud with the browser's speech synthesis instead.
 */
import type { FastifyBaseLogger } from 'fastify';
import { type AudioDeps, generateArticleAudio } from './article-audio';
import {
  type ClaimedArticle,
  claimFailedArticlesDue,
  claimPendingArticles,
  markArticleFailed,
  markArticleUnavailable,
  markPendingUnavailable,
  requeueUnavailable,
} from './audio.repository';
import { markBulletinUnavailable, refreshBulletin } from './bulletins';
import { EncoderUnavailableError } from './speech-encoder';
import { ALL_BULLETIN_KEYS, type BulletinKey } from './spoken-text';

export interface AudioWorkerSettings {
  batchSize: number;
  /** How long a claim holds before another worker may take the article (a crashed worker's claim). */
  leaseMs: number;
  /** Tries per article, the first included. */
  maxAttempts: number;
  /** Wait before retrying a failed article, multiplied by the attempts made. */
  retryDelayMs: number;
  /** How often failed articles are looked at again (they have no index, unlike pending ones). */
  failedSweepEveryMs: number;
  /** A run stops claiming new batches after this long, so bulletins and other jobs get their turn. */
  runBudgetMs: number;
  /** How often to look for espeak-ng and lame again after they were missing. */
  recheckEngineEveryMs: number;
  /** The bulletins this worker keeps up to date. */
  bulletins: BulletinKey[];
  /** Only articles published this recently get audio (older ones are read by the browser); none: all. */
  maxArticleAgeHours?: number | undefined;
}

export const DEFAULT_WORKER_SETTINGS: AudioWorkerSettings = {
  batchSize: 5,
  leaseMs: 10 * 60_000,
  maxAttempts: 3,
  retryDelayMs: 10 * 60_000,
  failedSweepEveryMs: 5 * 60_000,
  runBudgetMs: 30_000,
  recheckEngineEveryMs: 5 * 60_000,
  bulletins: ALL_BULLETIN_KEYS,
};

export interface AudioRunSummary {
  engineAvailable: boolean;
  ready: number;
  failed: number;
  bulletinsGenerated: number;
  bulletinsFailed: number;
}

export interface AudioWorkerDeps extends AudioDeps {
  log: FastifyBaseLogger;
}

export class NewsAudioWorker {
  private readonly settings: AudioWorkerSettings;
  private engine: { available: boolean; checkedAt: number } | null = null;
  private requeuedUnavailable = false;
  private lastFailedSweep = 0;

  constructor(
    private readonly deps: AudioWorkerDeps,
    settings: Partial<AudioWorkerSettings> = {},
  ) {
    this.settings = { ...DEFAULT_WORKER_SETTINGS, ...settings };
  }

  async runOnce(): Promise<AudioRunSummary> {
    const summary: AudioRunSummary = {
      engineAvailable: true,
      ready: 0,
      failed: 0,
      bulletinsGenerated: 0,
      bulletinsFailed: 0,
    };
    try {
      if (!(await this.engineAvailable())) throw new EncoderUnavailableError('espeak-ng or lame is not installed');
      if (!this.requeuedUnavailable) {
        const requeued = await requeueUnavailable(this.deps.db);
        if (requeued > 0) this.deps.log.info({ requeued }, 'speech engine found: queued articles for audio');
        this.requeuedUnavailable = true;
      }
      await this.processArticles(summary);
      await this.refreshBulletins(summary);
    } catch (error) {
      if (!(error instanceof EncoderUnavailableError)) throw error;
      summary.engineAvailable = false;
      await this.markEverythingUnavailable(error);
    }
    return summary;
  }

  private async engineAvailable(): Promise<boolean> {
    const now = Date.now();
    const known = this.engine;
    if (known && (known.available || now - known.checkedAt < this.settings.recheckEngineEveryMs)) {
      return known.available;
    }
    const available = await this.deps.encoder.isAvailable();
    this.engine = { available, checkedAt: now };
    return available;
  }

  private async markEverythingUnavailable(error: EncoderUnavailableError): Promise<void> {
    const wasAvailable = this.engine?.available !== false;
    this.engine = { available: false, checkedAt: Date.now() };
    this.requeuedUnavailable = false;
    const marked = await markPendingUnavailable(this.deps.db);
    for (const key of this.settings.bulletins) await markBulletinUnavailable(this.deps.db, key);
    if (wasAvailable || marked > 0) {
      this.deps.log.warn(
        { marked, reason: error.message },
        'no speech engine: audio is UNAVAILABLE (browsers read aloud)',
      );
    }
  }

  private async processArticles(summary: AudioRunSummary): Promise<void> {
    const started = Date.now();
    while (Date.now() - started < this.settings.runBudgetMs) {
      const claimed = await this.claimBatch(started);
      if (claimed.length === 0) return;
      for (const claim of claimed) await this.processArticle(claim, summary);
    }
  }

  /** Pending articles first; failed ones when none are pending, and never those that failed during this run. */
  private async claimBatch(runStarted: number): Promise<ClaimedArticle[]> {
    const { db } = this.deps;
    const { batchSize, leaseMs, maxAttempts, failedSweepEveryMs } = this.settings;
    const now = Date.now();
    const { maxArticleAgeHours } = this.settings;
    const publishedAfter =
      maxArticleAgeHours === undefined ? undefined : new Date(now - maxArticleAgeHours * 3_600_000);
    const pending = await claimPendingArticles(db, batchSize, now, now + leaseMs, publishedAfter);
    if (pending.length > 0 || now - this.lastFailedSweep < failedSweepEveryMs) return pending;
    this.lastFailedSweep = now;
    return claimFailedArticlesDue(db, batchSize, runStarted, now + leaseMs, maxAttempts);
  }

  private async processArticle(claim: ClaimedArticle, summary: AudioRunSummary): Promise<void> {
    const { db, log } = this.deps;
    const { maxAttempts, retryDelayMs } = this.settings;
    // A claim that expired past the last attempt: the article stopped its worker every time (e.g. a crash).
    if (claim.attempts > maxAttempts) {
      await markArticleFailed(db, claim.id, { attempts: claim.attempts, notBeforeMs: Date.now() });
      summary.failed += 1;
      return;
    }
    try {
      await generateArticleAudio(this.deps, claim.id);
      summary.ready += 1;
    } catch (error) {
      if (error instanceof EncoderUnavailableError) {
        await markArticleUnavailable(db, claim.id);
        throw error;
      }
      const retryAt = Date.now() + retryDelayMs * claim.attempts;
      await markArticleFailed(db, claim.id, { attempts: claim.attempts, notBeforeMs: retryAt });
      summary.failed += 1;
      log.warn({ err: error, articleId: claim.id, attempts: claim.attempts }, 'article audio failed');
    }
  }

  private async refreshBulletins(summary: AudioRunSummary): Promise<void> {
    for (const key of this.settings.bulletins) {
      const result = await refreshBulletin(this.deps, key, this.settings.retryDelayMs);
      if (result.outcome === 'generated') summary.bulletinsGenerated += 1;
      if (result.outcome === 'failed') {
        summary.bulletinsFailed += 1;
        this.deps.log.warn({ err: result.error, bulletin: key }, 'bulletin audio failed');
      }
    }
  }
}
