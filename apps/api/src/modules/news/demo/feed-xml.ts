import { TOPIC_CATEGORY_LABELS } from '@noticeboard/shared';
import type { CorpusArticle, CorpusPublisher } from './corpus-schema';
import { escapeText, escapeXml } from './xml-escape';

/** An article placed in time, with the feed-relative addresses of its page and illustration. */
export type DemoFeedItem = {
  article: CorpusArticle;
  publishedAt: Date;
  link: string;
  imageHref: string;
  imageBytes: number;
};

/** Stable across rebuilds, so re-ingesting the demo feeds de-duplicates by guid. */
export function demoGuid(publisher: CorpusPublisher, article: CorpusArticle): string {
  return `urn:noticeboard-demo:${publisher.slug}:${article.id}`;
}

export function articleHtml(article: CorpusArticle): string {
  return article.paragraphs.map((paragraph) => `<p>${escapeText(paragraph)}</p>`).join('\n');
}

const element = (name: string, text: string, attributes = ''): string =>
  `<${name}${attributes}>${escapeText(text)}</${name}>`;

export function renderRss(publisher: CorpusPublisher, items: DemoFeedItem[], now: Date): string {
  const entries = items.map(({ article, publishedAt, link, imageHref, imageBytes }) => {
    const lines = [
      element('title', article.title),
      element('link', link),
      element('guid', demoGuid(publisher, article), ' isPermaLink="false"'),
      element('pubDate', publishedAt.toUTCString()),
      element('dc:creator', article.author),
      element('category', TOPIC_CATEGORY_LABELS[article.category]),
      element('description', article.summary),
    ];
    if (!article.summaryOnly) lines.push(element('content:encoded', articleHtml(article)));
    lines.push(`<enclosure url="${escapeXml(imageHref)}" type="image/svg+xml" length="${imageBytes}"/>`);
    return `    <item>\n      ${lines.join('\n      ')}\n    </item>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${element('title', publisher.name)}`,
    `    ${element('link', publisher.siteUrl)}`,
    `    ${element('description', publisher.tagline)}`,
    '    <language>en-gb</language>',
    `    ${element('lastBuildDate', now.toUTCString())}`,
    `    <image>${element('url', `../logos/${publisher.slug}.svg`)}${element('title', publisher.name)}${element('link', publisher.siteUrl)}</image>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function renderAtom(publisher: CorpusPublisher, items: DemoFeedItem[], now: Date): string {
  const updated = items.reduce((latest, item) => Math.max(latest, item.publishedAt.getTime()), 0);
  const entries = items.map(({ article, publishedAt, link, imageHref, imageBytes }) => {
    const lines = [
      element('id', demoGuid(publisher, article)),
      element('title', article.title, ' type="text"'),
      `<link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      element('published', publishedAt.toISOString()),
      element('updated', publishedAt.toISOString()),
      `<author>${element('name', article.author)}</author>`,
      `<category term="${escapeXml(TOPIC_CATEGORY_LABELS[article.category])}"/>`,
      element('summary', article.summary, ' type="text"'),
    ];
    if (!article.summaryOnly) lines.push(element('content', articleHtml(article), ' type="html"'));
    lines.push(`<link rel="enclosure" type="image/svg+xml" length="${imageBytes}" href="${escapeXml(imageHref)}"/>`);
    return `  <entry>\n    ${lines.join('\n    ')}\n  </entry>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-gb">',
    `  ${element('id', `${publisher.siteUrl}/`)}`,
    `  ${element('title', publisher.name)}`,
    `  ${element('subtitle', publisher.tagline)}`,
    `  ${element('updated', new Date(updated || now.getTime()).toISOString())}`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(publisher.siteUrl)}"/>`,
    `  ${element('logo', `../logos/${publisher.slug}.svg`)}`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
