import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderIllustration, renderLogo } from './article-illustration';
import { renderArticlePage } from './article-page';
import { type CorpusFile, corpusFileSchema } from './corpus-schema';
import { type DemoFeedItem, renderAtom, renderRss } from './feed-xml';

/** The hand-written demo articles, one JSON file per fictional publisher. */
export const DEMO_CORPUS_DIR = path.resolve(import.meta.dirname, 'corpus');

const HOUR_MS = 3_600_000;
const RELATED_LINKS_PER_PAGE = 5;

export async function loadDemoCorpus(corpusDir = DEMO_CORPUS_DIR): Promise<CorpusFile[]> {
  const names = (await readdir(corpusDir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    names.map(async (name) => {
      const parsed = corpusFileSchema.safeParse(JSON.parse(await readFile(path.join(corpusDir, name), 'utf8')));
      if (!parsed.success) throw new Error(`Demo corpus ${name} is invalid: ${parsed.error.message}`);
      return parsed.data;
    }),
  );
}

/** Item links point at the site for full-content items, and at a local page when only the summary is carried. */
function itemLink(file: CorpusFile, articleId: string, summaryOnly: boolean, publishedAt: Date): string {
  if (summaryOnly) return `../pages/${file.publisher.slug}-${articleId}.html`;
  const year = publishedAt.getUTCFullYear();
  const month = String(publishedAt.getUTCMonth() + 1).padStart(2, '0');
  return `${file.publisher.siteUrl}/${year}/${month}/${articleId}`;
}

async function buildPublisher(file: CorpusFile, outDir: string, now: Date): Promise<void> {
  const { publisher } = file;
  const articles = [...file.articles].sort((a, b) => a.ageHours - b.ageHours);
  const items: DemoFeedItem[] = [];
  for (const article of articles) {
    const publishedAt = new Date(now.getTime() - article.ageHours * HOUR_MS);
    const imageName = `${publisher.slug}-${article.id}.svg`;
    const svg = renderIllustration(article.category, article.id);
    await writeFile(path.join(outDir, 'images', imageName), svg);
    const imageHref = `../images/${imageName}`;
    if (article.summaryOnly) {
      const related = articles
        .filter((other) => other.id !== article.id && other.category !== article.category)
        .slice(0, RELATED_LINKS_PER_PAGE)
        .map((other) => ({ title: other.title, href: `${publisher.siteUrl}/stories/${other.id}` }));
      const page = renderArticlePage(publisher, article, publishedAt, imageHref, related);
      await writeFile(path.join(outDir, 'pages', `${publisher.slug}-${article.id}.html`), page);
    }
    const link = itemLink(file, article.id, article.summaryOnly, publishedAt);
    items.push({ article, publishedAt, link, imageHref, imageBytes: Buffer.byteLength(svg) });
  }
  const xml = publisher.format === 'rss' ? renderRss(publisher, items, now) : renderAtom(publisher, items, now);
  await writeFile(path.join(outDir, 'feeds', `${publisher.slug}.xml`), xml);
  await writeFile(path.join(outDir, 'logos', `${publisher.slug}.svg`), renderLogo(publisher.name, publisher.colour));
}

/**
 * Writes the demo publishers' feeds (RSS or Atom), illustrations, logos and summary-only article pages into
 * outDir, with publish dates relative to `now`, and returns the absolute path of the publishers.json that
 * the ingester reads (feed and logo paths in it are relative to that file's folder).
 */
export async function buildDemoFeeds(outDir: string, now: Date, corpusDir = DEMO_CORPUS_DIR): Promise<string> {
  const root = path.resolve(outDir);
  const corpus = await loadDemoCorpus(corpusDir);
  const slugs = new Set<string>();
  for (const { publisher } of corpus) {
    if (slugs.has(publisher.slug)) throw new Error(`Demo corpus: publisher ${publisher.slug} appears twice`);
    slugs.add(publisher.slug);
  }
  await Promise.all(
    ['feeds', 'images', 'logos', 'pages'].map((folder) => mkdir(path.join(root, folder), { recursive: true })),
  );
  for (const file of corpus) await buildPublisher(file, root, now);
  const publishers = corpus.map(({ publisher }) => ({
    slug: publisher.slug,
    name: publisher.name,
    siteUrl: publisher.siteUrl,
    logo: `logos/${publisher.slug}.svg`,
    defaultCategory: publisher.defaultCategory,
    feeds: [{ url: `feeds/${publisher.slug}.xml` }],
  }));
  const publishersFile = path.join(root, 'publishers.json');
  await writeFile(publishersFile, `${JSON.stringify({ publishers }, null, 2)}\n`);
  return publishersFile;
}
