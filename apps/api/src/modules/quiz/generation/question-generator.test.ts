import { describe, expect, it } from 'vitest';
import {
  BLANK,
  generateQuestions,
  numberDistractors,
  OPTIONS_PER_QUESTION,
  type SourceArticle,
} from './question-generator';
import { SeededRandom } from './seeded-random';

const wetland: SourceArticle = {
  id: 'a1',
  title: 'Town restores its old wetland',
  category: 'environment',
  text:
    'Volunteers in Millbrook planted 4,200 reeds along the river this spring. ' +
    'The project was led by the Greenway Trust and began in 2019 after years of flooding. ' +
    'Birdwatchers have since counted 37 species returning to the marsh each year. ' +
    'About 65% of the wetland is now covered by native plants, the council said. ' +
    'Schools from the district visit the boardwalk every Friday to record water levels.',
};
const solar: SourceArticle = {
  id: 'a2',
  title: 'Rooftop panels power a library',
  category: 'environment',
  text:
    'The Harbour View Library now gets most of its power from 120 rooftop panels. ' +
    'Engineers from the Sunfield Cooperative installed them over 3 weeks in the summer holidays. ' +
    'Readers can watch the power meter on a screen near the Children Corner.',
};
const sports: SourceArticle = {
  id: 'a3',
  title: 'Relay team breaks a record',
  category: 'sports',
  text:
    'The relay team from Northgate Academy finished the race in 48.3 seconds at the regional meet. ' +
    'Their coach, Anita Rao, said the team trained at the Lakeside Stadium twice a week for 6 months.',
};
const facts: SourceArticle = {
  id: 'a4',
  title: 'Museum opens a new gallery',
  category: 'environment',
  text:
    'The Riverside Museum opened a gallery of river fossils found by the Westfield Explorers club. ' +
    'Visitors from the Old Quarry Society helped clean more than 300 stones before the opening.',
};
const pool = [wetland, solar, sports, facts];

describe('questions generated from an article', () => {
  const questions = generateQuestions(wetland, pool, { seed: '2026-11-21', max: 5 });

  it('makes several questions, each with its answer in the source text', () => {
    expect(questions.length).toBeGreaterThanOrEqual(3);
    for (const question of questions) {
      const answer = question.options[question.answerIndex] as string;
      expect(wetland.text).toContain(answer);
      expect(wetland.text).toContain(question.explanation);
      expect(question.stem).toContain(BLANK);
      expect(question.stem).not.toContain(answer);
      expect(question.sourceArticleId).toBe('a1');
    }
  });

  it('gives four distinct options, wrong ones never found in the sentence asked about', () => {
    for (const question of questions) {
      expect(question.options).toHaveLength(OPTIONS_PER_QUESTION);
      expect(new Set(question.options.map((option) => option.toLowerCase())).size).toBe(OPTIONS_PER_QUESTION);
      for (const [index, option] of question.options.entries()) {
        if (index !== question.answerIndex) expect(question.explanation).not.toContain(option);
      }
    }
  });

  it('draws name distractors from other articles, those of the same category first, never from its own text', () => {
    const seeds = Array.from({ length: 10 }, (_, day) => `2026-11-${10 + day}`);
    const names = seeds
      .flatMap((seed) => generateQuestions(wetland, pool, { seed, max: 5 }))
      .filter((question) => question.kind === 'NAME');
    expect(names.length).toBeGreaterThan(0);
    for (const question of names) {
      const wrong = question.options.filter((_, index) => index !== question.answerIndex);
      for (const option of wrong) expect(wetland.text).not.toContain(option);
      expect(wrong.every((option) => solar.text.includes(option) || facts.text.includes(option))).toBe(true);
    }
  });

  it('finds a name after a sentence\'s leading "The"', () => {
    const all = Array.from({ length: 10 }, (_, n) => generateQuestions(facts, pool, { seed: `s${n}`, max: 5 })).flat();
    expect(all.some((question) => question.options[question.answerIndex] === 'Riverside Museum')).toBe(true);
  });

  it('asks one question per sentence at most', () => {
    const sentences = questions.map((question) => question.explanation);
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('is the same quiz for the same article and day, and another order on another day', () => {
    expect(generateQuestions(wetland, pool, { seed: '2026-11-21', max: 5 })).toEqual(questions);
    const other = generateQuestions(wetland, pool, { seed: '2026-11-22', max: 5 });
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(questions));
  });

  it('makes nothing of a text without facts, and respects the maximum', () => {
    const plain: SourceArticle = {
      id: 'a5',
      title: 'Kindness week',
      category: 'social',
      text: 'everyone was kind to each other all week long and it was lovely to see. we hope it lasts.',
    };
    expect(generateQuestions(plain, pool, { seed: 's', max: 5 })).toEqual([]);
    expect(generateQuestions(wetland, pool, { seed: 's', max: 2 })).toHaveLength(2);
  });
});

describe('number distractors', () => {
  const random = () => new SeededRandom('numbers');

  it('keeps years as nearby years', () => {
    const years = numberDistractors('2019', random()).map(Number);
    expect(years).toHaveLength(3);
    for (const year of years) expect(Math.abs(year - 2019)).toBeLessThanOrEqual(5);
  });

  it('keeps the format: thousands separators, decimals, percentages within 100', () => {
    for (const option of numberDistractors('4,200', random())) expect(option).toMatch(/^\d{1,3}(,\d{3})+$|^\d{1,3}$/);
    for (const option of numberDistractors('48.3', random())) expect(option).toMatch(/^\d+\.\d$/);
    for (const option of numberDistractors('65%', random())) {
      expect(option).toMatch(/^\d+%$/);
      expect(Number.parseInt(option, 10)).toBeLessThanOrEqual(100);
    }
    expect(numberDistractors('65%', random())).not.toContain('65%');
  });
});

describe('amounts in rupees (issue 17 §9: the lost ₹)', () => {
  const fair: SourceArticle = {
    id: 'a6',
    title: 'Student companies fill the market hall',
    category: 'business',
    text:
      'About two thousand visitors came to shop at the fair in the market hall yesterday. ' +
      'The student teams took a combined ₹14,80,000 in sales at the fair this year.',
  };

  it('asks for the whole amount with its ₹, never a bare figure or the tail of a lakh', () => {
    const [question] = generateQuestions(fair, [fair], { seed: '2026-11-25', max: 5 });
    expect(question?.kind).toBe('NUMBER');
    expect(question?.options[question.answerIndex]).toBe('₹14,80,000');
    expect(question?.stem).toContain(`took a combined ${BLANK} in sales`);
    expect(question?.stem).not.toContain('₹');
    expect(question?.explanation).toContain('₹14,80,000');
    for (const option of question?.options ?? []) expect(option).toMatch(/^₹\d{1,2}(,\d{2})*,\d{3}$/);
  });

  it('keeps the sign and the Indian grouping in the wrong answers', () => {
    const random = () => new SeededRandom('rupees');
    for (const option of numberDistractors('₹14,800', random())) expect(option).toMatch(/^₹\d{1,2}(,\d{2})*,\d{3}$/);
    for (const option of numberDistractors('₹2.4', random())) expect(option).toMatch(/^₹\d+\.\d$/);
    for (const option of numberDistractors('₹600', random())) expect(option).toMatch(/^₹\d+$/);
    for (const option of numberDistractors('Rs. 450', random())) expect(option).toMatch(/^Rs\. \d+$/);
    for (const option of numberDistractors('1,20,000', random())) expect(option).toMatch(/^\d{1,2}(,\d{2})*,\d{3}$/);
    // A price of ₹2,000 is not a year.
    expect(numberDistractors('₹2000', random()).some((option) => Number(option.slice(1)) > 2100)).toBe(true);
  });
});
