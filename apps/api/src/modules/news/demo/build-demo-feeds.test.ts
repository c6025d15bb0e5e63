import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { extractFromXml, type FeedEntry } from '@extractus/feed-extractor';
import { TOPIC_CATEGORY_LABELS } from '@noticeboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoFeeds, DEMO_CORPUS_DIR, loadDemoCorpus } from './build-demo-feeds';
import type { CorpusFile } from './corpus-schema';
import { escapeText } from './xml-escape';

const NOW = new Date('2026-03-15T09:30:00.000Z');
const HOUR_MS = 3_600_000;

type RawEntry = Record<string, unknown>;
type ParsedEntry = FeedEntry & { raw: RawEntry };

/** Parses a built feed the way the ingester does: links resolved against the feed file's own address. */
async function parseFeed(outDir: string, feedPath: string): Promise<ParsedEntry[]> {
  const feedFile = path.join(outDir, feedPath);
  const feed = extractFromXml(await readFile(feedFile, 'utf8'), {
    baseUrl: pathToFileURL(feedFile).href,
    descriptionMaxLen: 0,
    getExtraEntryFields: (raw) => ({ raw }),
  });
  return (feed.entries ?? []) as ParsedEntry[];
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const attribute = (node: unknown, name: string): string => String((node as Record<string, unknown>)[`@_${name}`] ?? '');

/** The illustration a feed entry points at, as a path inside outDir. */
function enclosureOf(raw: RawEntry, outDir: string, feedPath: string): { file: string; length: number } {
  const node = raw.enclosure ?? asArray(raw.link).find((link) => attribute(link, 'rel') === 'enclosure');
  const href = attribute(node, 'url') || attribute(node, 'href');
  return { file: path.resolve(outDir, path.dirname(feedPath), href), length: Number(attribute(node, 'length')) };
}

/** The HTML body of an RSS (content:encoded) or Atom (<content type="html">) entry. */
function contentHtmlOf(raw: RawEntry): string {
  const content = raw['content:encoded'] ?? raw.content;
  return typeof content === 'object' && content !== null
    ? String((content as Record<string, unknown>)['#text'])
    : String(content ?? '');
}

const hasContent = (raw: RawEntry): boolean => Boolean(raw['content:encoded'] ?? raw.content);

describe('buildDemoFeeds on the shipped corpus', () => {
  let outDir: string;
  let corpus: CorpusFile[];
  let publishersFile: string;

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'demo-feeds-'));
    corpus = await loadDemoCorpus();
    publishersFile = await buildDemoFeeds(outDir, NOW);
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('lists every corpus publisher in the ingester format and returns its absolute path', async () => {
    expect(path.isAbsolute(publishersFile)).toBe(true);
    const { publishers } = JSON.parse(await readFile(publishersFile, 'utf8'));
    expect(publishers.map((publisher: { slug: string }) => publisher.slug).sort()).toEqual(
      corpus.map((file) => file.publisher.slug).sort(),
    );
    for (const publisher of publishers) {
      expect(Object.keys(publisher).sort()).toEqual(['defaultCategory', 'feeds', 'logo', 'name', 'siteUrl', 'slug']);
      await expect(stat(path.join(outDir, publisher.logo))).resolves.toBeTruthy();
      expect(publisher.feeds).toEqual([{ url: `feeds/${publisher.slug}.xml` }]);
    }
  });

  it('writes feeds that the ingester parser reads, one entry per article, dated relative to now', async () => {
    expect(corpus.length).toBeGreaterThan(0);
    for (const { publisher, articles } of corpus) {
      const feedPath = `feeds/${publisher.slug}.xml`;
      const xml = await readFile(path.join(outDir, feedPath), 'utf8');
      expect(xml).toContain(
        publisher.format === 'rss' ? '<rss version="2.0"' : '<feed xmlns="http://www.w3.org/2005/Atom"',
      );
      const entries = await parseFeed(outDir, feedPath);
      expect(entries).toHaveLength(articles.length);
      for (const article of articles) {
        const entry = entries.find((candidate) => candidate.title === article.title);
        expect(entry, `${publisher.slug}/${article.id}`).toBeDefined();
        if (!entry) continue;
        expect(entry.id).toBe(`urn:noticeboard-demo:${publisher.slug}:${article.id}`);
        expect(new Date(entry.published ?? '').getTime()).toBe(NOW.getTime() - Math.round(article.ageHours * HOUR_MS));
        expect(entry.description).toBe(article.summary);
        expect(JSON.stringify(entry.raw)).toContain(TOPIC_CATEGORY_LABELS[article.category]);
        expect(hasContent(entry.raw)).toBe(!article.summaryOnly);
      }
    }
  });

  it('points every entry at an existing illustration and every summary-only entry at an existing page', async () => {
    for (const { publisher, articles } of corpus) {
      const feedPath = `feeds/${publisher.slug}.xml`;
      const entries = await parseFeed(outDir, feedPath);
      for (const entry of entries) {
        const article = articles.find((candidate) => candidate.title === entry.title);
        const image = enclosureOf(entry.raw, outDir, feedPath);
        const imageStat = await stat(image.file);
        expect(imageStat.size).toBe(image.length);
        expect(imageStat.size).toBeLessThan(6 * 1024);
        if (article?.summaryOnly) {
          expect(entry.link).toBe(
            pathToFileURL(path.join(outDir, 'pages', `${publisher.slug}-${article.id}.html`)).href,
          );
          const page = await readFile(new URL(entry.link ?? ''), 'utf8');
          expect(page).toContain(`<h1>`);
          for (const paragraph of article.paragraphs) expect(page).toContain(escapeText(paragraph));
        } else {
          expect(entry.link).toMatch(new RegExp(`^${publisher.siteUrl}/\\d{4}/\\d{2}/${article?.id}$`));
        }
      }
    }
  });

  it('draws the same illustrations on every build', async () => {
    const second = await mkdtemp(path.join(tmpdir(), 'demo-feeds-'));
    try {
      await buildDemoFeeds(second, new Date(NOW.getTime() + 5 * HOUR_MS));
      const names = await readdir(path.join(outDir, 'images'));
      expect(names.length).toBe(corpus.reduce((sum, file) => sum + file.articles.length, 0));
      for (const name of names.slice(0, 20)) {
        expect(await readFile(path.join(second, 'images', name), 'utf8')).toBe(
          await readFile(path.join(outDir, 'images', name), 'utf8'),
        );
      }
    } finally {
      await rm(second, { recursive: true, force: true });
    }
  });
});

describe('buildDemoFeeds on a small corpus', () => {
  const tricky = `Tom & Jerry's "<Great>" Bake Sale`;
  const article = (id: string, summaryOnly: boolean) => ({
    id,
    title: id === 'bake-sale' ? tricky : `Story ${id}`,
    author: 'A. N. Author',
    category: 'BUSINESS',
    ageHours: 30,
    summary: 'Pupils raised 120 pounds & counting for the <library>.',
    paragraphs: ['One & two.', 'Three < four.', 'Five > "four".'],
    tags: ['x'],
    summaryOnly,
  });
  const corpusFile = (format: 'rss' | 'atom', articles: unknown[]) => ({
    publisher: {
      slug: `small-${format}`,
      name: `Small ${format}`,
      siteUrl: 'https://small.example',
      defaultCategory: 'BUSINESS',
      tagline: 'Tiny & tidy',
      colour: '#123456',
      format,
    },
    articles,
  });
  let corpusDir: string;
  let outDir: string;

  beforeAll(async () => {
    corpusDir = await mkdtemp(path.join(tmpdir(), 'demo-corpus-'));
    outDir = await mkdtemp(path.join(tmpdir(), 'demo-feeds-'));
  });
  afterAll(async () => {
    await rm(corpusDir, { recursive: true, force: true });
    await rm(outDir, { recursive: true, force: true });
  });

  it('escapes markup in titles, summaries and content in both formats', async () => {
    for (const format of ['rss', 'atom'] as const) {
      const file = path.join(corpusDir, `small-${format}.json`);
      await writeFile(file, JSON.stringify(corpusFile(format, [article('bake-sale', false), article('second', true)])));
    }
    await buildDemoFeeds(outDir, NOW, corpusDir);
    for (const format of ['rss', 'atom'] as const) {
      const entries = await parseFeed(outDir, `feeds/small-${format}.xml`);
      expect(entries.map((entry) => entry.title)).toContain(tricky);
      const full = entries.find((entry) => entry.title === tricky);
      expect(contentHtmlOf(full?.raw ?? {})).toContain('<p>Three &lt; four.</p>\n<p>Five &gt; "four".</p>');
    }
  });

  it('rejects a corpus file with a duplicate article id or an unknown category', async () => {
    await writeFile(
      path.join(corpusDir, 'small-rss.json'),
      JSON.stringify(corpusFile('rss', [article('same', false), article('same', false)])),
    );
    await expect(buildDemoFeeds(outDir, NOW, corpusDir)).rejects.toThrow(/small-rss\.json.*Duplicate id same/s);
    await writeFile(
      path.join(corpusDir, 'small-rss.json'),
      JSON.stringify(corpusFile('rss', [{ ...article('odd', false), category: 'GARDENING' }])),
    );
    await expect(buildDemoFeeds(outDir, NOW, corpusDir)).rejects.toThrow(/small-rss\.json/);
  });
});

it('exports the corpus folder beside the builder', () => {
  expect(DEMO_CORPUS_DIR).toBe(path.join(import.meta.dirname, 'corpus'));
});
