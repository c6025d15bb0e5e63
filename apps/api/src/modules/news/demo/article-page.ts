import { TOPIC_CATEGORY_LABELS } from '@noticeboard/shared';
import type { CorpusArticle, CorpusPublisher } from './corpus-schema';
import { escapeText, escapeXml } from './xml-escape';

type RelatedLink = { title: string; href: string };

/**
 * A full publisher web page for a summary-only feed item: navigation, a cookie notice, a sidebar and a footer
 * around the <article>, so the ingester's Readability extraction has real clutter to strip.
 */
export function renderArticlePage(
  publisher: CorpusPublisher,
  article: CorpusArticle,
  publishedAt: Date,
  imageHref: string,
  related: RelatedLink[],
): string {
  const title = escapeXml(article.title);
  const name = escapeXml(publisher.name);
  const site = escapeXml(publisher.siteUrl);
  const category = escapeXml(TOPIC_CATEGORY_LABELS[article.category]);
  const date = publishedAt.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const sidebar = related
    .map((link) => `<li><a href="${escapeXml(link.href)}">${escapeXml(link.title)}</a></li>`)
    .join('\n          ');
  const paragraphs = article.paragraphs.map((paragraph) => `<p>${escapeText(paragraph)}</p>`).join('\n        ');
  return `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeText(article.title)} | ${name}</title>
  <meta name="description" content="${escapeXml(article.summary)}">
  <meta name="author" content="${escapeXml(article.author)}">
  <meta property="og:title" content="${title}">
  <meta property="og:type" content="article">
  <meta property="og:image" content="${escapeXml(imageHref)}">
  <meta property="article:published_time" content="${publishedAt.toISOString()}">
  <style>body{font-family:Georgia,serif;margin:0}header,footer{background:${escapeXml(publisher.colour)};color:#fff;padding:1rem}main{display:flex;gap:2rem;padding:1rem}article{flex:3}aside{flex:1}</style>
</head>
<body>
  <div class="cookie-notice">We use a single cookie to remember your text size. <button type="button">OK</button></div>
  <header>
    <a class="brand" href="${site}">${name}</a>
    <nav>
      <ul>
        <li><a href="${site}/">Home</a></li>
        <li><a href="${site}/news">News</a></li>
        <li><a href="${site}/topics/${escapeXml(article.category.toLowerCase())}">${category}</a></li>
        <li><a href="${site}/about">About us</a></li>
        <li><a href="${site}/contact">Contact</a></li>
      </ul>
    </nav>
  </header>
  <main>
    <article>
      <h1>${escapeText(article.title)}</h1>
      <p class="byline">By <span class="author">${escapeXml(article.author)}</span> · <time datetime="${publishedAt.toISOString()}">${date}</time> · ${category}</p>
      <figure><img src="${escapeXml(imageHref)}" alt="${category} illustration" width="1200" height="675"></figure>
      <div class="article-body">
        ${paragraphs}
      </div>
      <p class="tags">Tags: ${article.tags.map(escapeXml).join(', ')}</p>
    </article>
    <aside>
      <section class="newsletter">
        <h2>Get our weekly round-up</h2>
        <p>Ask a parent or teacher to sign up for our Friday email.</p>
      </section>
      <section class="more-stories">
        <h2>More from ${name}</h2>
        <ul>
          ${sidebar}
        </ul>
      </section>
    </aside>
  </main>
  <footer>
    <p>${name} · ${escapeXml(publisher.tagline)}</p>
    <p><a href="${site}/privacy">Privacy</a> · <a href="${site}/terms">Terms</a> · <a href="${site}/accessibility">Accessibility</a></p>
  </footer>
  <script>document.querySelector('.cookie-notice button')?.addEventListener('click', (event) => event.target.parentElement.remove());</script>
</body>
</html>
`;
}
