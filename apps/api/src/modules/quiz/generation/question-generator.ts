/**
 * Multiple-choice questions written by our own code from an article's text (issue 6 §1): a sentence with a key
 * fact — a number or a name — blanked out, the fact as the answer, and plausible distractors: nearby numbers of
 * the same kind, or names taken from other articles of the same category. Every question passes the quality
 * rules below or is not made; the same article, pool and seed always give the same questions.
 */
import { formatNumber } from '@noticeboard/shared';
import { SeededRandom } from './seeded-random';

export interface SourceArticle {
  id: string;
  title: string;
  text: string;
  category: string;
}

export type FactKind = 'NUMBER' | 'NAME';

export interface GeneratedQuestion {
  sourceArticleId: string;
  kind: FactKind;
  /** The sentence with the fact blanked, and where it comes from. */
  stem: string;
  options: string[];
  answerIndex: number;
  /** The sentence as the article has it: shown after the attempt. */
  explanation: string;
}

export const OPTIONS_PER_QUESTION = 4;
export const BLANK = '_____';
const SENTENCE_MIN_CHARS = 40;
const SENTENCE_MAX_CHARS = 240;
const SENTENCE_MIN_WORDS = 6;

/**
 * A number with what belongs to it: a currency sign before it (₹, Rs., INR — the answer "₹14,800", never a bare
 * "14,800" beside a stem's lone ₹), Indian (1,20,000) or international (120,000) grouping, decimals, a percent sign.
 */
const NUMBER = /(?:(₹|Rs\.?|INR)\s?)?\b(\d{1,2}(?:,\d{2})+,\d{3}|\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(\s?%)?/g;
const INDIAN_GROUPING = /^\d{1,2}(?:,\d{2})+,\d{3}$/;
const CURRENCY = /^(₹|Rs\.?|INR)\s?/;
const NAME = /\b([A-Z][a-z]+(?:[ -](?:of |the |and |de |for )?[A-Z][a-z]+)+)\b/g;

interface Fact {
  kind: FactKind;
  answer: string;
  sentence: string;
  /** Where the fact starts in the sentence. */
  at: number;
}

export function sentencesOf(text: string): string[] {
  const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
  return [...segmenter.segment(text)].map((part) => part.segment.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

function fitsAsStem(sentence: string): boolean {
  return (
    sentence.length >= SENTENCE_MIN_CHARS &&
    sentence.length <= SENTENCE_MAX_CHARS &&
    sentence.split(' ').length >= SENTENCE_MIN_WORDS &&
    !sentence.includes('?')
  );
}

/** Numbers worth asking about: not a lone 0/1, not part of a longer token (a date's pieces, "COVID-19"). */
function numberFacts(sentence: string): Fact[] {
  const facts: Fact[] = [];
  for (const match of sentence.matchAll(NUMBER)) {
    const answer = match[0].trim();
    const value = Number(match[2]?.replace(/,/g, ''));
    const before = sentence[match.index - 1] ?? ' ';
    const after = sentence[match.index + match[0].length] ?? ' ';
    // Part of a longer token: a date's pieces, "COVID-19", the tail of a number the pattern did not take whole.
    if (
      value < 2 ||
      /[\w/:.,-]/.test(before) ||
      /[\w/:-]/.test(after) ||
      /[.,]\d/.test(sentence.slice(match.index + match[0].length, match.index + match[0].length + 2))
    )
      continue;
    facts.push({ kind: 'NUMBER', answer, sentence, at: match.index });
  }
  return facts;
}

/** Names of several capitalised words; a sentence's first word counts only after a leading "The". */
function nameFacts(sentence: string): Fact[] {
  return [...sentence.matchAll(NAME)].flatMap((match) => {
    const name = match[1] as string;
    if (match.index > 0) return [{ kind: 'NAME' as const, answer: name, sentence, at: match.index }];
    // "The Riverside Museum opened…": the name without the sentence's capitalised article.
    const rest = /^The ([A-Z][a-z]+(?: [A-Z][a-z]+)+)$/.exec(name)?.[1];
    return rest ? [{ kind: 'NAME' as const, answer: rest, sentence, at: 4 }] : [];
  });
}

export function namesIn(text: string): string[] {
  return [...new Set(sentencesOf(text).flatMap((sentence) => nameFacts(sentence).map((fact) => fact.answer)))];
}

/**
 * Numbers of the same kind and format near the answer: years stay years, percentages stay within 0–100, an amount
 * keeps its currency sign, and grouped figures keep their grouping (Indian "1,20,000" or international "120,000").
 */
export function numberDistractors(answer: string, random: SeededRandom): string[] {
  const percent = /%$/.test(answer);
  const currency = CURRENCY.exec(answer)?.[0] ?? '';
  const digits = answer.slice(currency.length).replace(/\s?%$/, '');
  const value = Number(digits.replace(/,/g, ''));
  const decimals = digits.includes('.') ? (digits.split('.')[1]?.length ?? 0) : 0;
  const grouped = digits.includes(',');
  // A four- or five-digit figure reads the same either way; an amount in rupees is grouped the Indian way.
  const indian = INDIAN_GROUPING.test(digits) || (grouped && currency !== '');
  const year = !currency && !percent && decimals === 0 && !grouped && value >= 1800 && value <= 2100;
  const format = (n: number) => {
    const whole = Math.round(n);
    const text =
      decimals > 0
        ? n.toFixed(decimals)
        : grouped
          ? indian
            ? formatNumber(whole)
            : whole.toLocaleString('en-US')
          : String(whole);
    return `${currency}${text}${percent ? (answer.includes(' %') ? ' %' : '%') : ''}`;
  };
  const candidates = year
    ? [-5, -3, -2, -1, 1, 2, 3, 4].map((step) => value + step)
    : [0.5, 0.6, 0.75, 0.8, 1.2, 1.25, 1.5, 2].map((factor) => value * factor);
  const fitting = candidates.filter((n) => n > 0 && (!percent || n <= 100));
  const seen = new Set([answer]);
  const chosen: string[] = [];
  for (const n of random.shuffle(fitting)) {
    const text = format(n);
    if (seen.has(text)) continue;
    seen.add(text);
    chosen.push(text);
    if (chosen.length === OPTIONS_PER_QUESTION - 1) break;
  }
  return chosen;
}

function questionOf(
  article: SourceArticle,
  fact: Fact,
  distractors: string[],
  random: SeededRandom,
): GeneratedQuestion | null {
  const blanked = `${fact.sentence.slice(0, fact.at)}${BLANK}${fact.sentence.slice(fact.at + fact.answer.length)}`;
  const lower = blanked.toLowerCase();
  // Trivial: the answer (or a distractor) can be read off the stem itself.
  if (lower.includes(fact.answer.toLowerCase())) return null;
  if (distractors.some((option) => lower.includes(option.toLowerCase()))) return null;
  const options = random.shuffle([fact.answer, ...distractors]);
  if (new Set(options.map((option) => option.toLowerCase())).size !== OPTIONS_PER_QUESTION) return null;
  return {
    sourceArticleId: article.id,
    kind: fact.kind,
    stem: `From “${article.title}”: ${blanked}`,
    options,
    answerIndex: options.indexOf(fact.answer),
    explanation: fact.sentence,
  };
}

/**
 * Up to `max` questions from `article`, at most one per sentence. `pool` gives name distractors (articles of the
 * same category count first; names the article itself mentions never serve as wrong answers).
 */
export function generateQuestions(
  article: SourceArticle,
  pool: readonly SourceArticle[],
  options: { seed: string; max: number },
): GeneratedQuestion[] {
  const random = new SeededRandom(`${options.seed}:${article.id}`);
  const ownText = article.text.toLowerCase();
  const others = pool.filter((other) => other.id !== article.id);
  const foreign = (articles: readonly SourceArticle[]) =>
    [...new Set(articles.flatMap((other) => namesIn(other.text)))].filter(
      (name) => !ownText.includes(name.toLowerCase()),
    );
  const sameCategoryNames = foreign(others.filter((other) => other.category === article.category));
  const otherNames = foreign(others.filter((other) => other.category !== article.category));
  const nameDistractors = () =>
    [...random.shuffle(sameCategoryNames), ...random.shuffle(otherNames)].slice(0, OPTIONS_PER_QUESTION - 1);

  const candidates = sentencesOf(article.text)
    .filter(fitsAsStem)
    .map((sentence) => [...numberFacts(sentence), ...nameFacts(sentence)]);
  const questions: GeneratedQuestion[] = [];
  for (const facts of random.shuffle(candidates)) {
    for (const fact of random.shuffle(facts)) {
      const distractors = fact.kind === 'NUMBER' ? numberDistractors(fact.answer, random) : nameDistractors();
      if (distractors.length < OPTIONS_PER_QUESTION - 1) continue;
      const question = questionOf(article, fact, distractors, random);
      if (question) {
        questions.push(question);
        break;
      }
    }
    if (questions.length >= options.max) break;
  }
  return questions;
}
