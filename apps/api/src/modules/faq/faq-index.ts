/**
 * Finding the entry that answers a question: an in-process full-text index (MiniSearch, BM25 scoring) over each
 * entry's question, its other phrasings and its answer, all read through the same folding of words and synonyms
 * (faq-text.ts). Entries for the asker's audience are preferred; a misspelt word still meets its entry (fuzzy
 * matching on longer words). Nothing leaves the process.
 */
import type { FaqAudience } from '@noticeboard/shared';
import MiniSearch from 'minisearch';
import type { FaqEntryData } from './faq-entries';
import { meaningfulTerms, normaliseTerm, tokenise } from './faq-text';

/** How much an entry written for the asker's audience counts over one written for others. */
const AUDIENCE_BOOST = 1.35;
/** At least this share of the question's words must meet the best entry for it to be the answer. */
const MIN_COVERAGE = 0.5;
/** Below this score the best entry is too weak a match, whatever the coverage. */
const MIN_SCORE = 2.5;
/** Related entries are those scoring at least this share of the best. */
const RELATED_SHARE = 0.35;

export interface FaqHit {
  entry: FaqEntryData;
  score: number;
  /** The share of the question's words the entry holds. */
  coverage: number;
}

export interface FaqMatch {
  best: FaqHit | null;
  related: FaqHit[];
  /** Every hit, best first (for the retrieval test's report). */
  ranked: FaqHit[];
}

interface IndexedEntry {
  id: string;
  question: string;
  phrasings: string;
  answer: string;
}

export class FaqIndex {
  private readonly search: MiniSearch<IndexedEntry>;
  private readonly byId: ReadonlyMap<string, FaqEntryData>;

  constructor(entries: readonly FaqEntryData[]) {
    this.byId = new Map(entries.map((entry) => [entry.id, entry]));
    this.search = new MiniSearch<IndexedEntry>({
      fields: ['question', 'phrasings', 'answer'],
      tokenize: tokenise,
      processTerm: (term) => normaliseTerm(term) ?? null,
      searchOptions: {
        boost: { question: 3, phrasings: 2, answer: 0.6 },
        fuzzy: (term) => (term.length >= 5 ? 0.25 : false),
        maxFuzzy: 2,
        prefix: (term) => term.length >= 5,
        weights: { fuzzy: 0.6, prefix: 0.4 },
        combineWith: 'OR',
      },
    });
    this.search.addAll(
      entries.map((entry) => ({
        id: entry.id,
        question: entry.question,
        phrasings: entry.phrasings.join('. '),
        answer: entry.answer,
      })),
    );
  }

  entry(id: string): FaqEntryData | undefined {
    return this.byId.get(id);
  }

  match(question: string, audience: FaqAudience): FaqMatch {
    const terms = meaningfulTerms(question);
    if (!terms.length) return { best: null, related: [], ranked: [] };
    const results = this.search.search(question, {
      boostDocument: (id) => (this.byId.get(String(id))?.audiences.includes(audience) ? AUDIENCE_BOOST : 1),
    });
    const ranked = results.flatMap((result): FaqHit[] => {
      const entry = this.byId.get(String(result.id));
      if (!entry) return [];
      // A word met only in the answer counts half: "capital" in "a capital letter" does not make a question about
      // capitals one about passwords.
      // (A fuzzy or prefix query word may meet several of the entry's words: never more than the words that met.)
      let met = 0;
      for (const fields of Object.values(result.match)) met += fields.some((field) => field !== 'answer') ? 1 : 0.5;
      met = Math.min(met, new Set(result.queryTerms).size);
      return [{ entry, score: result.score, coverage: Math.min(1, met / terms.length) }];
    });
    const top = ranked[0];
    if (!top || top.coverage < MIN_COVERAGE || top.score < MIN_SCORE) return { best: null, related: [], ranked };
    const related = ranked
      .slice(1)
      .filter((hit) => hit.score >= top.score * RELATED_SHARE)
      .slice(0, 2);
    return { best: top, related, ranked };
  }
}
