/**
 * What each signed-in reader must not see (articles they reported, articles their school hid) and what they
 * saved, kept in memory so a feed request needs no query of its own. Services emit on the bus when any of it
 * changes (save, report, a view or new feed choices for the for-you ranking; a school hiding an article), so
 * the change shows on the reader's next request, in every process when Redis is configured.
 */
import type { Db } from '../../db/client';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { bookmarkedArticleIds } from './bookmark.repository';
import { hiddenArticleIdsOf, reportedArticleIds } from './report.repository';
import { TtlCache } from './ttl-cache';
import type { Viewer } from './viewer';

/** A reader's saves, reports, reads or feed choices changed (key: user id). */
export const NEWS_READER_CHANGED = 'news-reader';
/** An article's counts changed, e.g. a save (key: article id). */
export const NEWS_ARTICLE_CHANGED = 'news-article';
/** A school hid an article from its members (key: institute id). */
export const NEWS_SCHOOL_CHANGED = 'news-school';

const STATE_TTL_MS = 60_000;
/** Beyond this many saves a reader's saved flags are looked up per page instead of kept. */
const MAX_KEPT_SAVES = 2_000;

export interface ReaderView {
  hiddenIds: string[];
  /** Null when the reader has too many saves to keep: ask the database for the page at hand. */
  saved: ReadonlySet<string> | null;
}

interface ReaderEntry {
  reported: string[];
  saved: Set<string> | null;
}

export class ReaderStates {
  private readonly readers = new TtlCache<ReaderEntry>(STATE_TTL_MS, 20_000);
  private readonly schools = new TtlCache<string[]>(STATE_TTL_MS, 2_000);

  constructor(
    private readonly db: Db,
    private readonly bus: InvalidationBus,
  ) {
    bus.on(NEWS_READER_CHANGED, (userId) => this.readers.delete(userId));
    bus.on(NEWS_SCHOOL_CHANGED, (instituteId) => this.schools.delete(instituteId));
  }

  async of(viewer: Viewer): Promise<ReaderView> {
    const [reader, school] = await Promise.all([
      this.readers.getOrLoad(viewer.userId, () => this.loadReader(viewer.userId)),
      viewer.instituteId
        ? this.schools.getOrLoad(viewer.instituteId, () => this.loadSchool(viewer.instituteId ?? ''))
        : Promise.resolve([]),
    ]);
    const hiddenIds = school.length === 0 ? reader.reported : [...new Set([...reader.reported, ...school])];
    return { hiddenIds, saved: reader.saved };
  }

  readerChanged(userId: string): void {
    this.bus.emit(NEWS_READER_CHANGED, userId);
  }

  /** A reader saved or unsaved an article: their flags and the article's count change. */
  savesChanged(userId: string, articleId: string): void {
    this.bus.emit(NEWS_READER_CHANGED, userId);
    this.bus.emit(NEWS_ARTICLE_CHANGED, articleId);
  }

  schoolChanged(instituteId: string): void {
    this.bus.emit(NEWS_SCHOOL_CHANGED, instituteId);
  }

  private async loadReader(userId: string): Promise<ReaderEntry> {
    const [reported, saved] = await Promise.all([
      reportedArticleIds(this.db, userId),
      bookmarkedArticleIds(this.db, userId, MAX_KEPT_SAVES + 1),
    ]);
    return { reported, saved: saved.length > MAX_KEPT_SAVES ? null : new Set(saved) };
  }

  private loadSchool(instituteId: string): Promise<string[]> {
    return hiddenArticleIdsOf(this.db, instituteId);
  }
}
