/** The "In short" summariser: sentence splitting (abbreviations, decimals, Hindi) and the choice of key sentences. */
import { describe, expect, it } from 'vitest';
import { splitSentences, summarise } from './summary';

const ARTICLE = [
  'The city council approved a plan on Monday to plant 50,000 trees along school routes before the monsoon.',
  'Dr. Meera Rao, who leads the council’s environment team, said the trees would cool the roads by up to 2.5 degrees.',
  'The weather was pleasant in the morning.',
  'Children from twelve schools will help plant the trees and look after them for the first year.',
  'Each school will adopt one road and keep a diary of its trees.',
  'The band played at the opening of the new park.',
  'Officials said the tree plan will cost Rs. 4.2 crore and will be paid from the city’s green fund.',
  'Some people asked about parking.',
  'The council will report on how many trees survived the monsoon in December.',
].join(' ');

describe('splitSentences', () => {
  it('does not split at "Dr.", "Rs." or inside a decimal, and keeps every sentence', () => {
    const sentences = splitSentences(ARTICLE);
    expect(sentences).toHaveLength(9);
    expect(sentences[1]).toBe(
      'Dr. Meera Rao, who leads the council’s environment team, said the trees would cool the roads by up to 2.5 degrees.',
    );
    expect(sentences[6]).toContain('Rs. 4.2 crore');
  });

  it('splits at ! and ? and keeps a closing quote with its sentence', () => {
    expect(splitSentences('"We did it!" she said. Did they? Yes.')).toEqual([
      '"We did it!" she said.',
      'Did they?',
      'Yes.',
    ]);
  });

  it('splits Hindi at the danda', () => {
    expect(splitSentences('आज स्कूल में पेड़ लगाए गए। बच्चों ने पानी दिया। सब खुश थे।')).toEqual([
      'आज स्कूल में पेड़ लगाए गए।',
      'बच्चों ने पानी दिया।',
      'सब खुश थे।',
    ]);
  });

  it('keeps initials and "U.S." inside a sentence', () => {
    expect(splitSentences('A. P. J. Abdul Kalam visited the U.S. in 1962. He spoke to students.')).toEqual([
      'A. P. J. Abdul Kalam visited the U.S. in 1962.',
      'He spoke to students.',
    ]);
  });
});

describe('summarise', () => {
  it('picks the key sentences, at most three and about 60 words, in the article’s order', () => {
    const summary = summarise(ARTICLE);
    expect(summary.length).toBeGreaterThanOrEqual(2);
    expect(summary.length).toBeLessThanOrEqual(3);
    // The lead (what happened) is in; the asides about the weather, the band and parking are not.
    expect(summary[0]).toMatch(/^The city council approved a plan/);
    for (const aside of ['weather was pleasant', 'band played', 'parking']) {
      expect(summary.join(' ')).not.toContain(aside);
    }
    const all = splitSentences(ARTICLE);
    const positions = summary.map((sentence) => all.indexOf(sentence));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const words = summary.join(' ').split(/\s+/).length;
    expect(words).toBeLessThanOrEqual(60);
  });

  it('summarises a Hindi article from its own sentences', () => {
    const hindi = [
      'नगर परिषद ने सोमवार को स्कूलों के रास्तों पर पचास हज़ार पेड़ लगाने की योजना मंज़ूर की।',
      'सुबह मौसम सुहाना था।',
      'बारह स्कूलों के बच्चे पेड़ लगाने में मदद करेंगे और एक साल तक पेड़ों की देखभाल करेंगे।',
      'हर स्कूल एक सड़क के पेड़ों की डायरी रखेगा।',
      'पार्क में बैंड बजा।',
      'परिषद दिसंबर में बताएगी कि कितने पेड़ बचे।',
    ].join(' ');
    const summary = summarise(hindi);
    expect(summary.length).toBeGreaterThan(0);
    expect(summary[0]).toContain('नगर परिषद');
    expect(summary.every((sentence) => sentence.endsWith('।'))).toBe(true);
    expect(summary).not.toContain('पार्क में बैंड बजा।');
  });

  it('prefers sentences that stand on their own to ones opening with "They" or "But"', () => {
    const text = [
      'Students of Lakeview School built a solar cooker that boils water in twenty minutes.',
      'They used old mirrors and a cardboard box to build the solar cooker at school.',
      'The solar cooker was shown at the district science fair in Pune, where judges tested the solar cooker.',
      'Teachers said the students worked on the cooker every evening for a month.',
      'But the rain on Friday kept the solar cooker from working at the fair for an hour.',
      'The team now plans a bigger solar cooker for the school canteen.',
    ].join(' ');
    const summary = summarise(text).join(' ');
    expect(summary).not.toMatch(/\bThey used old mirrors/);
    expect(summary).not.toMatch(/\bBut the rain/);
  });

  it('gives nothing for a text too short to need a summary', () => {
    expect(summarise('Schools reopen on Monday. Buses run as usual.')).toEqual([]);
    expect(summarise('')).toEqual([]);
  });
});
