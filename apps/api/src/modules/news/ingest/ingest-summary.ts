/** What one ingest run did, feed by feed added up. */
export interface IngestSummary {
  /** Feeds attempted. */
  feeds: number;
  /** Items read from the feeds that answered with content. */
  fetched: number;
  added: number;
  /** Items already stored (same guid for the publisher, or same canonical URL). */
  duplicates: number;
  /** Feeds that failed (HTTP error, timeout, malformed XML) plus single items that could not be stored. */
  failed: number;
  /** Feeds that answered 304 Not Modified (or a local file that did not change). */
  notModified: number;
}

export const emptySummary = (): IngestSummary => ({
  feeds: 0,
  fetched: 0,
  added: 0,
  duplicates: 0,
  failed: 0,
  notModified: 0,
});

export function addSummaries(summaries: IngestSummary[]): IngestSummary {
  const total = emptySummary();
  for (const summary of summaries) {
    for (const key of Object.keys(total) as Array<keyof IngestSummary>) total[key] += summary[key];
  }
  return total;
}
