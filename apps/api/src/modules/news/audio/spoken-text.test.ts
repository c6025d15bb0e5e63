import { describe, expect, it } from 'vitest';
import { articleAudioKey, bulletinAudioKey } from './audio-keys';
import {
  ALL_BULLETIN_KEYS,
  articleScript,
  bulletinScript,
  MAX_SPOKEN_WORDS,
  speakable,
  trimToWords,
} from './spoken-text';

describe('what is read aloud', () => {
  it('reads an article as title, publisher, then text', () => {
    const script = articleScript({
      title: 'Bees return to the school garden',
      publisherName: 'Green Valley News',
      contentText: 'Class 5 counted twelve bees on Monday.',
    });
    expect(script).toBe(
      'Bees return to the school garden. From Green Valley News. Class 5 counted twelve bees on Monday.',
    );
  });

  it('keeps a title that already ends a sentence', () => {
    const script = articleScript({ title: 'Who won the relay?', publisherName: 'Sports Desk', contentText: 'We did.' });
    expect(script.startsWith('Who won the relay? From Sports Desk.')).toBe(true);
  });

  it('leaves out links, phoneme brackets and control characters', () => {
    expect(speakable('Read more at https://example.test/page?x=1 [[h@loU]] now\u0007')).toBe('Read more at h@loU now');
  });

  it('separates sentences whose paragraphs were joined without a space', () => {
    expect(speakable('Borrow two games a week.The librarian smiled!Chess won.')).toBe(
      'Borrow two games a week. The librarian smiled! Chess won.',
    );
    expect(speakable('Version 2.5 of the app, made in the U.K.')).toBe('Version 2.5 of the app, made in the U.K.');
  });

  it(`trims long articles to about ${MAX_SPOKEN_WORDS} words, ending on a sentence`, () => {
    const sentence = 'The river is cleaner this spring than last year.';
    const long = Array.from({ length: 400 }, () => sentence).join(' ');
    const script = articleScript({ title: 'River', publisherName: 'P', contentText: long });
    const words = script.split(' ').length;
    expect(words).toBeLessThanOrEqual(MAX_SPOKEN_WORDS + 12);
    expect(words).toBeGreaterThan(MAX_SPOKEN_WORDS - 20);
    expect(script.endsWith('year. The full article continues on Noticeboard.')).toBe(true);
    expect(trimToWords('one two three', 5)).toEqual({ text: 'one two three', trimmed: false });
  });

  it('reads a bulletin of the newest stories, with lead-ins', () => {
    const script = bulletinScript(undefined, [
      { title: 'A new library opens', summary: 'It has 2,000 books.' },
      { title: 'Rain expected', summary: 'Bring a coat' },
    ]);
    expect(script).toBe(
      'Here is the latest news from Noticeboard. First, A new library opens. It has 2,000 books. ' +
        'And finally, Rain expected. Bring a coat. That is all for now. Thank you for listening.',
    );
    expect(bulletinScript('HEALTH', [{ title: 'Eat well', summary: 'Fruit helps.' }])).toMatch(
      /^Here is the latest Health news from Noticeboard\. First, Eat well\. Fruit helps\./,
    );
    expect(bulletinScript('SPORTS', [])).toBe('There is no Sports news to read yet. Please check again soon.');
  });
});

describe('audio keys', () => {
  it('names files under news/audio/, one bulletin file per text version', () => {
    expect(articleAudioKey('4a1e')).toBe('news/audio/articles/4a1e.mp3');
    const first = bulletinAudioKey('category:SOCIAL_CONCERNS', 'one');
    expect(first).toMatch(/^news\/audio\/bulletins\/category-social-concerns-[0-9a-f]{16}\.mp3$/);
    expect(bulletinAudioKey('category:SOCIAL_CONCERNS', 'two')).not.toBe(first);
    expect(bulletinAudioKey('latest', 'one')).toMatch(/^news\/audio\/bulletins\/latest-[0-9a-f]{16}\.mp3$/);
    expect(ALL_BULLETIN_KEYS).toHaveLength(12);
  });
});
