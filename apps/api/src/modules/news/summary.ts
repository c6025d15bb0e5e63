/**
 * "In short": an extractive summary of a news article, computed by our own code from its text. The text is split
 * into sentences (not at "Dr." or "3.5", and at the Hindi "।"); each sentence is scored by how many of the article's
 * own key words it holds (term frequency in the article, damped for words in almost every sentence — a TF-IDF with
 * the sentences as documents), with a bonus for opening sentences, where news puts the gist, and less for one that
 * opens with "They", "But"… (it needs the sentence before it); the best three within about 60 words are kept, in the
 * article's order.
 */

/** Bump when the method changes: stored summaries of an older version are computed again when read. */
export const SUMMARY_VERSION = 2;

const MAX_SENTENCES = 3;
const MAX_WORDS = 60;
/** Shorter sentences are captions, bylines or datelines, not statements. */
const MIN_SENTENCE_WORDS = 5;
/** An article of this many sentences or fewer is its own summary: nothing to show. */
const MIN_ARTICLE_SENTENCES = 4;

/** Words ending with a full stop that do not end a sentence. */
const ABBREVIATIONS = new Set(
  (
    'dr mr mrs ms prof sr jr st mt ft no nos vs etc approx dept govt gov inc ltd co corp est fig jan feb mar apr jun ' +
    'jul aug sep sept oct nov dec a.m p.m i.e e.g u.s u.k u.n rs sh smt shri km kg cm mm lt col gen capt sgt rev hon'
  ).split(' '),
);

/** A sentence opening with one of these leans on the one before it: out of context it reads badly. */
const DEPENDENT_OPENING = /^["'“‘]?(they|he|she|it|this|these|those|that|but|and|so|also|however|then|there)\b/i;
const DEPENDENT_FACTOR = 0.55;

const STOP_WORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from as is are was were be been being am do does did have has ' +
    'had i me my we us our you your he him his she her it its they them their this that these those there here what ' +
    'which who whom whose when where why how can could would should shall will may might must not no so than then ' +
    'too very just also any some all each every about into over under after before said says say more most other ' +
    'such only own same both few up out one two new like while during through between because until against ' +
    'का के की है में और से को पर यह था थे ने एक भी हैं कि तो ही लिए गया गई किया कर रहे रहा होता'
  ).split(' '),
);

/** Splits text into sentences: at . ! ? । (and the Devanagari double danda) followed by a space and a new start. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  const clean = text.replace(/\s+/g, ' ').trim();
  let start = 0;
  for (let i = 0; i < clean.length; i += 1) {
    const char = clean[i] as string;
    if (char === '।' || char === '॥') {
      push(clean.slice(start, i + 1));
      start = i + 1;
      continue;
    }
    if (char !== '.' && char !== '!' && char !== '?') continue;
    // Closing quotes and brackets belong to the sentence that ends.
    let end = i + 1;
    while (end < clean.length && /["'”’)\]]/.test(clean[end] as string)) end += 1;
    if (end < clean.length && clean[end] !== ' ') continue; // "3.5", "e.g.x", "node.js"
    if (!endsSentence(char === '.' ? clean.slice(start, i) : '', clean.slice(end + 1))) continue;
    push(clean.slice(start, end));
    start = end;
    i = end - 1;
  }
  push(clean.slice(start));
  return sentences;

  function push(sentence: string) {
    const trimmed = sentence.trim();
    if (trimmed) sentences.push(trimmed);
  }
}

/** Whether a full stop after `before` ends the sentence, given what follows. */
function endsSentence(before: string, after: string): boolean {
  const lastWord = before.split(' ').pop() ?? '';
  const word = lastWord.replace(/^["'“‘(]+/, '').toLowerCase();
  if (ABBREVIATIONS.has(word)) return false;
  // Initials: "J. K. Rowling", "A.P.J."
  if (/^(\p{L}\.)*\p{Lu}$/u.test(lastWord.replace(/^["'“‘(]+/, ''))) return false;
  const next = after.trimStart();
  if (!next) return true;
  // A sentence starts with a capital, a digit, a quote or a letter of a script without case (Hindi).
  return /^["'“‘(]?[\p{Lu}\p{N}]|^[^\p{L}\p{N}]*[\p{Lo}]/u.test(next);
}

const wordsOf = (sentence: string): string[] =>
  (sentence.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).filter((word) => !/^\p{N}+$/u.test(word));

/** The key sentences of an article's text, in order; none when the text is too short to need a summary. */
export function summarise(text: string): string[] {
  const sentences = splitSentences(text);
  if (sentences.length <= MIN_ARTICLE_SENTENCES) return [];
  const words = sentences.map((sentence) => wordsOf(sentence).filter((word) => !STOP_WORDS.has(word)));

  // Term frequency over the article, and in how many sentences each word appears.
  const frequency = new Map<string, number>();
  const sentenceCount = new Map<string, number>();
  for (const list of words) {
    for (const word of list) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    for (const word of new Set(list)) sentenceCount.set(word, (sentenceCount.get(word) ?? 0) + 1);
  }
  const weight = (word: string) =>
    (frequency.get(word) ?? 0) * Math.log(1 + sentences.length / (sentenceCount.get(word) ?? 1));

  const scored = sentences.map((sentence, index) => {
    const all = wordsOf(sentence).length;
    const list = words[index] ?? [];
    if (all < MIN_SENTENCE_WORDS || !list.length) return { index, sentence, words: all, score: -1 };
    const unique = [...new Set(list)];
    // Mean weight of the key words, so long sentences do not win by length alone.
    const content = unique.reduce((sum, word) => sum + weight(word), 0) / Math.sqrt(unique.length + 2);
    const position = index === 0 ? 1.5 : index === 1 ? 1.25 : index < sentences.length / 4 ? 1.1 : 1;
    const standsAlone = index === 0 || !DEPENDENT_OPENING.test(sentence) ? 1 : DEPENDENT_FACTOR;
    return { index, sentence, words: all, score: content * position * standsAlone };
  });

  const chosen: typeof scored = [];
  let total = 0;
  for (const candidate of [...scored].sort((a, b) => b.score - a.score)) {
    if (candidate.score < 0 || chosen.length >= MAX_SENTENCES) break;
    if (total + candidate.words > MAX_WORDS && chosen.length > 0) continue;
    if (candidate.words > MAX_WORDS) continue;
    chosen.push(candidate);
    total += candidate.words;
  }
  return chosen.sort((a, b) => a.index - b.index).map((candidate) => candidate.sentence);
}
