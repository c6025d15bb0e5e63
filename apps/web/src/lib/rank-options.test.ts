import { describe, expect, it } from 'vitest';
import { matchRank, rankByLabel, rankedFilter } from './rank-options';

const countries = [
  'Bahamas The',
  'British Indian Ocean Territory',
  'Côte d’Ivoire',
  'Dominica',
  'Dominican Republic',
  'India',
  'Indonesia',
  'Saint Kitts And Nevis',
  'United Kingdom',
  'United States',
].map((name) => ({ value: name.slice(0, 2).toUpperCase(), label: name }));

const labels = (items: Array<{ label: string }>) => items.map((item) => item.label);

describe('rankByLabel', () => {
  it('offers India first when "India" is typed, before a name that only contains it', () => {
    expect(labels(rankByLabel(countries, 'India'))).toEqual(['India', 'British Indian Ocean Territory']);
  });

  it('puts names starting with the text before names with a later word starting with it, then the rest', () => {
    expect(labels(rankByLabel(countries, 'ind'))).toEqual(['India', 'Indonesia', 'British Indian Ocean Territory']);
    expect(labels(rankByLabel(countries, 'domin'))).toEqual(['Dominica', 'Dominican Republic']);
    expect(labels(rankByLabel(countries, 'states'))).toEqual(['United States']);
    expect(labels(rankByLabel(countries, 'ngdo'))).toEqual(['United Kingdom']);
  });

  it('ignores case, accents and extra spaces', () => {
    expect(labels(rankByLabel(countries, '  cote ')).at(0)).toBe('Côte d’Ivoire');
    expect(labels(rankByLabel(countries, 'INDIA'))[0]).toBe('India');
  });

  it('keeps the list order when nothing is typed, and the limit', () => {
    expect(labels(rankByLabel(countries, ''))).toEqual(labels(countries));
    expect(rankByLabel(countries, 'in', 2)).toHaveLength(2);
  });

  it('answers nothing for a name that is not there', () => {
    expect(rankByLabel(countries, 'atlantis')).toEqual([]);
  });
});

describe('matchRank', () => {
  it('ranks exact, prefix, word prefix and substring', () => {
    expect(matchRank('India', 'india')).toBe(0);
    expect(matchRank('Indonesia', 'ind')).toBe(1);
    expect(matchRank('British Indian Ocean Territory', 'ind')).toBe(2);
    expect(matchRank('United Kingdom', 'ngdo')).toBe(3);
    expect(matchRank('Chad', 'india')).toBeNull();
  });
});

describe('rankedFilter (Mantine Select)', () => {
  it('ranks the parsed options and applies the limit', () => {
    expect(labels(rankedFilter({ options: countries, search: 'India', limit: 300 }) as typeof countries)).toEqual([
      'India',
      'British Indian Ocean Territory',
    ]);
  });
});
