import { describe, expect, it } from 'vitest';
import { firstWords, plainText } from './post-text';

describe('plainText', () => {
  it('drops tags, keeps words apart across paragraphs and decodes entities', () => {
    expect(plainText('<p>Our <strong>science</strong> fair</p><p>was fun &amp; loud&nbsp;!</p>')).toBe(
      'Our science fair was fun & loud !',
    );
    expect(plainText('A&#39;s &#x263A; &lt;b&gt;')).toBe("A's ☺ <b>");
  });
});

describe('firstWords', () => {
  it('cuts long posts with an ellipsis and names posts without text', () => {
    expect(firstWords('<p>one two three four five</p>', 3)).toBe('one two three…');
    expect(firstWords('<p>one two</p>', 3)).toBe('one two');
    expect(firstWords('<p> </p>')).toBe('Post without text');
  });
});
