/** Pure timing rules of the audio player: clock labels and the plan the speech-synthesis fallback follows. */

/** "0:07", "3:05", "1:02:09". */
export function formatClock(totalSeconds: number): string {
  const safe = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const seconds = String(safe % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** Keeps a seek target inside the track. */
export const clampTime = (seconds: number, duration: number) => Math.min(Math.max(0, seconds), Math.max(0, duration));

/** About how fast a browser voice reads at rate 1 (words per second, ~160 words a minute). */
export const SPEECH_WORDS_PER_SECOND = 2.7;

export interface SpeechSentence {
  text: string;
  /** Estimated start at rate 1, in seconds. */
  start: number;
  /** Estimated length at rate 1, in seconds. */
  length: number;
}

export interface SpeechPlan {
  sentences: SpeechSentence[];
  /** Estimated length of the whole text at rate 1, in seconds. */
  duration: number;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Splits text into sentences (short utterances: browsers cut long ones off) with estimated timings. */
export function planSpeech(text: string): SpeechPlan {
  const pieces = text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?…])\s+(?=["'“‘(]?[A-Z0-9])/)
    .map((piece) => piece.trim())
    .filter(Boolean);
  const sentences: SpeechSentence[] = [];
  let start = 0;
  for (const piece of pieces) {
    // A short pause between sentences, as voices make.
    const length = wordCount(piece) / SPEECH_WORDS_PER_SECOND + 0.3;
    sentences.push({ text: piece, start, length });
    start += length;
  }
  return { sentences, duration: start };
}

/** The sentence to restart from for a position (rate-1 seconds): the one being read at that moment. */
export function sentenceAt(plan: SpeechPlan, seconds: number): number {
  if (plan.sentences.length === 0) return 0;
  let index = 0;
  for (let i = 0; i < plan.sentences.length; i += 1) {
    const sentence = plan.sentences[i];
    if (sentence && sentence.start <= seconds + 0.001) index = i;
    else break;
  }
  return index;
}
