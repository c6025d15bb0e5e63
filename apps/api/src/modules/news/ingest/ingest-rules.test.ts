import { describe, expect, it } from 'vitest';
import { nextFetchAt } from './backoff';
import { canonicalUrl } from './canonical-url';
import { categorize, scoreCategories } from './categorize';
import { resolveLocation } from './fetch-resource';
import { sanitizeArticleHtml } from './sanitize-article';
import { hashedSlug, MAX_SLUG_LENGTH, slugify, uniqueSlug } from './slug';
import { htmlToText, readingMinutes, trimAtWord } from './text';

const noTags = { tags: [] as string[] };

describe('category assignment', () => {
  it('scores the title and summary against each topic', () => {
    expect(
      categorize(
        { title: 'Students vote in the school council election', summary: 'A new mayor for a day.', ...noTags },
        'HEALTH',
      ),
    ).toBe('POLITICS');
    expect(
      categorize(
        {
          title: 'Cricket team wins the district tournament',
          summary: 'The final match went to the last ball.',
          ...noTags,
        },
        'HEALTH',
      ),
    ).toBe('SPORTS');
    expect(
      categorize(
        {
          title: 'A robot that sorts recycling',
          summary: 'Engineers built a small robot with a camera sensor.',
          ...noTags,
        },
        'HEALTH',
      ),
    ).toBe('TECHNOLOGY_AND_INNOVATION');
    expect(
      categorize(
        {
          title: 'Why sleep matters',
          summary: 'Doctors say children need nine hours of sleep for good health.',
          ...noTags,
        },
        'SPORTS',
      ),
    ).toBe('HEALTH');
  });

  it('lets a tag that names a topic outweigh the words', () => {
    const input = { title: 'Football stadium gets solar panels', summary: 'The match day lights now run on sunshine.' };
    expect(categorize({ ...input, tags: [] }, 'BUSINESS')).toBe('SPORTS');
    expect(categorize({ ...input, tags: ['Environment'] }, 'BUSINESS')).toBe('ENVIRONMENT');
    expect(categorize({ ...input, tags: ['technology-and-innovation'] }, 'BUSINESS')).toBe('TECHNOLOGY_AND_INNOVATION');
  });

  it("falls back to the publisher's category without a clear signal, or on a tie with it", () => {
    expect(categorize({ title: 'A quiet Tuesday', summary: 'Nothing much happened.', ...noTags }, 'TRAVEL')).toBe(
      'TRAVEL',
    );
    const tie = { title: 'Coach trip', summary: '', ...noTags };
    const scores = scoreCategories(tie);
    expect(scores.SPORTS).toBe(scores.TRAVEL);
    expect(categorize(tie, 'TRAVEL')).toBe('TRAVEL');
  });

  it('matches whole words where asked: "apple" is not an app', () => {
    expect(scoreCategories({ title: 'Apple harvest', summary: '', ...noTags }).TECHNOLOGY_AND_INNOVATION).toBe(0);
    expect(
      scoreCategories({ title: 'A new app for the library', summary: '', ...noTags }).TECHNOLOGY_AND_INNOVATION,
    ).toBe(2);
  });
});

describe('slugs', () => {
  it('are lower-case ASCII words joined by hyphens', () => {
    expect(slugify('Café owners’ “Big” Day: 5 things & more!')).toBe('cafe-owners-big-day-5-things-and-more');
    expect(slugify('???')).toBe('article');
  });

  it('stop at 80 characters between words', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith('word')).toBe(true);
    expect(slugify('a'.repeat(120))).toHaveLength(MAX_SLUG_LENGTH);
  });

  it('are made unique with a number, then a hash', () => {
    expect(uniqueSlug('fair', new Set(), 'g')).toBe('fair');
    expect(uniqueSlug('fair', new Set(['fair']), 'g')).toBe('fair-2');
    expect(uniqueSlug('fair', new Set(['fair', 'fair-2']), 'g')).toBe('fair-3');
    const taken = new Set(['fair', ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => `fair-${n}`)]);
    const hashed = uniqueSlug('fair', taken, 'guid-1');
    expect(hashed).toMatch(/^fair-[0-9a-f]{7}$/);
    expect(hashed).toBe(hashedSlug('fair', 'guid-1'));
    expect(hashedSlug('fair', 'guid-2')).not.toBe(hashed);
    expect(uniqueSlug('x'.repeat(80), new Set(['x'.repeat(80)]), 'g')).toHaveLength(MAX_SLUG_LENGTH);
  });
});

describe('canonical URLs', () => {
  it('drop tracking parameters and the fragment, keep the rest', () => {
    expect(canonicalUrl('https://News.example/a?utm_source=x&id=3&utm_medium=y&fbclid=z#top')).toBe(
      'https://news.example/a?id=3',
    );
    expect(canonicalUrl('https://news.example/a?b=2&a=1')).toBe(canonicalUrl('https://news.example/a?a=1&b=2'));
  });

  it('exist only for http(s) addresses', () => {
    expect(canonicalUrl('/tmp/demo/pages/a.html')).toBeNull();
    expect(canonicalUrl('javascript:alert(1)')).toBeNull();
    expect(canonicalUrl(null)).toBeNull();
  });
});

describe('addresses found in content', () => {
  it('resolve against their source; remote content never reaches local files', () => {
    expect(resolveLocation('/story', 'https://news.example/feed.xml')).toBe('https://news.example/story');
    expect(resolveLocation('file:///etc/passwd', 'https://news.example/feed.xml')).toBeNull();
    expect(resolveLocation('../pages/a.html', '/data/demo/feeds/x.xml')).toBe('/data/demo/pages/a.html');
    expect(resolveLocation('https://cdn.example/i.png', '/data/demo/feeds/x.xml')).toBe('https://cdn.example/i.png');
    expect(resolveLocation('mailto:a@b.example', '/data/demo/feeds/x.xml')).toBeNull();
  });
});

describe('back-off', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const minutesAfter = (date: Date) => (date.getTime() - now.getTime()) / 60_000;

  it('doubles the interval per failure in a row, up to a day', () => {
    expect(minutesAfter(nextFetchAt(now, 30, 0))).toBe(30);
    expect(minutesAfter(nextFetchAt(now, 30, 1))).toBe(60);
    expect(minutesAfter(nextFetchAt(now, 30, 3))).toBe(240);
    expect(minutesAfter(nextFetchAt(now, 30, 12))).toBe(24 * 60);
    expect(minutesAfter(nextFetchAt(now, 30, 500))).toBe(24 * 60);
  });
});

describe('sanitising and text', () => {
  it('keeps the reading subset and drops the rest', () => {
    const html = sanitizeArticleHtml(
      '<h1>Title</h1><p onclick="x()">One <b>bold</b> <i>word</i><img src="a.png"></p><p></p><table><tr><td>cell</td></tr></table><a href="data:text/html,hi">x</a><a href="/next">next</a>',
      'https://news.example/story',
    );
    expect(html).toBe(
      '<h2>Title</h2><p>One <strong>bold</strong> <em>word</em></p>cellx<a href="https://news.example/next" rel="noopener nofollow" target="_blank">next</a>',
    );
  });

  it('turns HTML into paragraphs of text with entities decoded', () => {
    expect(htmlToText('<p>Fish &amp; chips</p><p>Second<br>line</p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Fish & chips\n\nSecond\n\nline\n\none\n\ntwo',
    );
  });

  it('trims summaries at a word and counts reading minutes at 200 words a minute', () => {
    expect(trimAtWord('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown fox…');
    expect(trimAtWord('Short.', 20)).toBe('Short.');
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(450)).toBe(2);
    expect(readingMinutes(1000)).toBe(5);
  });
});
