/** Fictional fixture content for the ingest tests: feeds, pages and prose long enough to be an article. */

const SENTENCES = [
  'The students of Maplewood School planted forty saplings along the river path on Saturday morning.',
  'Their teacher, Ms Farida Okoro, said the project began after a class survey about shade in the playground.',
  'Each sapling has a small wooden sign painted by a pupil in Class 6.',
  'The town gardener showed the children how deep to dig and how much water a young tree needs each week.',
  'Parents brought flasks of tea, and the youngest helpers collected litter in bright green bags.',
  'By noon the path looked different, and several neighbours stopped to thank the group.',
  'The school plans to measure how tall the trees grow every term and to share the results online.',
  'Next spring the pupils hope to add a row of flowering shrubs for bees and butterflies.',
];

/** About `words` words of prose, as paragraphs of plain text. */
export function prose(words: number): string[] {
  const paragraphs: string[] = [];
  let count = 0;
  let index = 0;
  while (count < words) {
    const paragraph = [0, 1, 2].map((offset) => SENTENCES[(index + offset) % SENTENCES.length]).join(' ');
    paragraphs.push(paragraph);
    count += paragraph.split(/\s+/).length;
    index += 3;
  }
  return paragraphs;
}

export const html = (paragraphs: string[]) => paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('');

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface RssItem {
  title: string;
  link?: string;
  guid?: string;
  pubDate?: Date | null;
  description?: string;
  content?: string;
  categories?: string[];
  enclosure?: { url: string; type: string };
  author?: string;
}

export function rss(title: string, items: RssItem[]): string {
  const entries = items.map((item) =>
    [
      '<item>',
      `<title>${escapeXml(item.title)}</title>`,
      item.link ? `<link>${escapeXml(item.link)}</link>` : '',
      item.guid ? `<guid isPermaLink="false">${escapeXml(item.guid)}</guid>` : '',
      item.pubDate ? `<pubDate>${item.pubDate.toUTCString()}</pubDate>` : '',
      item.author ? `<dc:creator>${escapeXml(item.author)}</dc:creator>` : '',
      ...(item.categories ?? []).map((category) => `<category>${escapeXml(category)}</category>`),
      item.description ? `<description>${escapeXml(item.description)}</description>` : '',
      item.content ? `<content:encoded><![CDATA[${item.content}]]></content:encoded>` : '',
      item.enclosure
        ? `<enclosure url="${escapeXml(item.enclosure.url)}" type="${item.enclosure.type}" length="1"/>`
        : '',
      '</item>',
    ].join(''),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel><title>${escapeXml(title)}</title><link>https://example.org/</link><description>Fixture feed</description>
${entries.join('\n')}
</channel></rss>`;
}

export interface AtomEntry {
  id: string;
  title: string;
  link: string;
  published: Date;
  summary: string;
  content?: string;
  category?: string;
  author?: string;
  thumbnail?: string;
}

export function atom(title: string, entries: AtomEntry[]): string {
  const body = entries.map((entry) =>
    [
      '<entry>',
      `<id>${escapeXml(entry.id)}</id>`,
      `<title type="text">${escapeXml(entry.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(entry.link)}"/>`,
      `<published>${entry.published.toISOString()}</published>`,
      `<updated>${entry.published.toISOString()}</updated>`,
      entry.author ? `<author><name>${escapeXml(entry.author)}</name></author>` : '',
      entry.category ? `<category term="${escapeXml(entry.category)}"/>` : '',
      `<summary type="text">${escapeXml(entry.summary)}</summary>`,
      entry.content ? `<content type="html">${escapeXml(entry.content)}</content>` : '',
      entry.thumbnail ? `<media:thumbnail url="${escapeXml(entry.thumbnail)}"/>` : '',
      '</entry>',
    ].join(''),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
<id>urn:fixture:${escapeXml(title)}</id><title>${escapeXml(title)}</title><updated>${new Date().toISOString()}</updated>
<link rel="alternate" href="https://example.org/"/>
${body.join('\n')}
</feed>`;
}

/** A publisher's article page: navigation and footer around the article, as real pages have. */
export function articlePage(title: string, paragraphs: string[], ogImage?: string): string {
  return `<!doctype html><html><head><title>${escapeXml(title)}</title>
${ogImage ? `<meta property="og:image" content="${escapeXml(ogImage)}">` : ''}</head>
<body><nav><a href="/">Home</a> <a href="/sports">Sports</a> <a href="/weather">Weather</a></nav>
<article><h1>${escapeXml(title)}</h1>${html(paragraphs)}</article>
<footer>Copyright Fixture Times. Subscribe to our newsletter.</footer>
<script>window.tracker = 1;</script></body></html>`;
}
