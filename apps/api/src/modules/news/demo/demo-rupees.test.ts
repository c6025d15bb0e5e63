/**
 * The lost ₹ (issue 17 §9): demo articles read "took a combined 14,800 in sales" and the quiz asked for "14,800".
 * The source was the corpus itself — its sums were written without a currency (some in "pounds") — and the question
 * generator, which took the figures without their sign and split Indian grouping ("1,20,000" gave "20,000"). These
 * tests keep the corpus in rupees and follow a sum from the corpus through the feeds, the ingester (feed text and a
 * publisher's page read by Readability) and the daily quiz's generator.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../../db/schema';
import { LocalFileStorage } from '../../../lib/storage';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { BLANK, generateQuestions } from '../../quiz/generation/question-generator';
import { IngestService } from '../ingest/ingest.service';
import { syncPublishersFile } from '../ingest/publishers-file';
import { buildDemoFeeds, loadDemoCorpus } from './build-demo-feeds';
import type { CorpusArticle, CorpusFile } from './corpus-schema';

const textsOf = (article: CorpusArticle) => [article.title, article.summary, ...article.paragraphs];

/**
 * A verb of paying or earning followed straight by a figure: a sum written without its ₹ ("pre-paid 300 hot
 * chocolates", "pays 5 per cent" and the classroom's play money, Reds, are not sums in rupees).
 */
const BARE_SUM =
  /(?<![-\w])(?:costs?|costing|paid|pay|pays|raised|raising|raises|worth|grants? of|profit of|budget of|charge|charging|earned|loan of|rent of)\s+(?:about |around |almost |nearly |over |more than |less than |between |up to |only |just |a |an )?\d[\d,.]*(?![\d,.])(?!\s*(?:and \d+ )?(?:per cent|%|Reds\b))/i;

describe('the demo corpus writes its money in rupees', () => {
  let corpus: CorpusFile[];
  beforeAll(async () => {
    corpus = await loadDemoCorpus();
  });

  it('names no other currency', () => {
    for (const file of corpus) {
      for (const article of file.articles) {
        for (const text of textsOf(article)) {
          expect(text, article.id).not.toMatch(/\bpounds?\b|\bpence\b|\d+p\b|[£$€]/i);
        }
      }
    }
  });

  it('puts ₹ before every sum paid, raised, earned or spent', () => {
    for (const file of corpus) {
      for (const article of file.articles) {
        for (const text of textsOf(article)) expect(text, article.id).not.toMatch(BARE_SUM);
      }
    }
  });

  it('has the fair that lost its ₹ in rupees, grouped the Indian way', () => {
    const fair = corpus
      .flatMap((file) => file.articles)
      .find((article) => article.id === 'millbrook-young-enterprise-fair');
    expect(fair?.paragraphs.join(' ')).toContain('took a combined ₹14,80,000 in sales');
  });
});

describe('a sum in rupees from the corpus to a quiz question', () => {
  const NOW = new Date();
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'nb-demo-rupees-'));
    t = await buildTestApp({ env: { FILES_DIR: path.join(dir, 'files') } });
    const storage = new LocalFileStorage(path.join(dir, 'files'));
    const market = (await loadDemoCorpus()).find((file) => file.publisher.slug === 'market-minis');
    if (!market) throw new Error('the Market Minis corpus file is missing');
    const pick = (id: string) => market.articles.find((article) => article.id === id) as CorpusArticle;
    // The fair's text comes in the feed; the interest explainer only from its page (Readability's path).
    const corpusDir = path.join(dir, 'corpus');
    await mkdir(corpusDir);
    await writeFile(
      path.join(corpusDir, 'market-minis.json'),
      JSON.stringify({
        publisher: market.publisher,
        articles: [
          { ...pick('millbrook-young-enterprise-fair'), ageHours: 2, summaryOnly: false },
          { ...pick('what-is-interest-savings'), ageHours: 3, summaryOnly: true },
        ],
      }),
    );
    const publishersFile = await buildDemoFeeds(path.join(dir, 'feeds'), NOW, corpusDir);
    await syncPublishersFile(t.db, storage, publishersFile, { log: t.app.log, timeoutMs: 20_000 });
    await new IngestService(t.db, storage, t.app.log, { intervalMinutes: 30, timeoutMs: 20_000 }).ingestDueFeeds();
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const stored = async (title: string) => {
    const [row] = await t.db.select().from(articles).where(eq(articles.title, title));
    if (!row) throw new Error(`not ingested: ${title}`);
    return row;
  };

  it('keeps ₹ in the stored text of a feed item and of a page read by Readability', async () => {
    const fair = await stored('Plant-Pot Robots Win Best Business at Millbrook Young Enterprise Fair');
    expect(fair.contentText).toContain('the teams took a combined ₹14,80,000 in sales');
    expect(fair.contentText).toContain('herb seeds for ₹600');
    const interest = await stored('Explainer: What Is Interest and How Does It Make Savings Grow?');
    expect(interest.contentText).toContain('Suppose you save ₹10,000 in an account');
    expect(interest.contentText).toContain('you would have ₹11,025');
  });

  it('asks for the sum with its ₹, and offers wrong sums in rupees too', async () => {
    const fair = await stored('Plant-Pot Robots Win Best Business at Millbrook Young Enterprise Fair');
    const source = { id: fair.id, title: fair.title, text: fair.contentText, category: fair.category };
    const asked = Array.from({ length: 30 }, (_, day) =>
      generateQuestions(source, [source], { seed: `2026-11-${day + 1}`, max: 10 }),
    )
      .flat()
      .filter((question) => question.options[question.answerIndex]?.includes('14,80,000'));
    expect(asked.length).toBeGreaterThan(0);
    for (const question of asked) {
      expect(question.options[question.answerIndex]).toBe('₹14,80,000');
      expect(question.stem).toContain(`took a combined ${BLANK} in sales`);
      for (const option of question.options) expect(option).toMatch(/^₹\d{1,2}(,\d{2})*,\d{3}$/);
    }
  });
});
