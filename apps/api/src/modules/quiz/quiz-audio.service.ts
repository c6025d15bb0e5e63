/**
 * Quiz audio: a question of the caller's own session read aloud (stem and options, never the answer) and the
 * spoken "minimum read" prompt, made by the news speech encoder and cached in storage under a hash of the text,
 * so each distinct text is encoded once.
 */
import { createHash } from 'node:crypto';
import { QUIZ_MESSAGES } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import type { Actor } from '../../plugins/auth';
import type { SpeechEncoder } from '../news/audio/speech-encoder';
import { BLANK } from './generation/question-generator';
import { ownSession, questionsByIds, settingsRowOf } from './quiz.repository';

export const QUIZ_AUDIO_PREFIX = 'quiz/audio/';
export const POPUP_TEXT =
  'You have already read minimum articles. Take a quiz to see how much you remember, or continue reading.';
const LETTERS = 'ABCDEFGHIJ';

/** "Question 3. … blank …. Option A, 2019. Option B, …" */
export function spokenQuestion(position: number, stem: string, options: readonly string[]): string {
  const spokenStem = stem.split(BLANK).join('blank').replace(/[“”]/g, '"');
  const spokenOptions = options.map((option, index) => `Option ${LETTERS[index]}, ${option}.`).join(' ');
  return `Question ${position}. ${spokenStem} ${spokenOptions}`;
}

export const audioKeyOf = (text: string) =>
  `${QUIZ_AUDIO_PREFIX}${createHash('sha256').update(text).digest('hex').slice(0, 32)}.mp3`;

export class QuizAudioService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly encoder: SpeechEncoder,
  ) {}

  async eligibility(actor: Actor): Promise<{ eligible: boolean; audioEnabled: boolean }> {
    const audioEnabled = (await settingsRowOf(this.db, actor.id))?.audioEnabled ?? true;
    return { eligible: audioEnabled && (await this.encoder.isAvailable()), audioEnabled };
  }

  async question(actor: Actor, sessionId: string, questionId: string): Promise<Buffer> {
    const session = await ownSession(this.db, sessionId, actor.id);
    const position = session ? session.questionIds.indexOf(questionId) + 1 : 0;
    if (!session || position === 0) throw notFound(QUIZ_MESSAGES.sessionNotFound);
    const [question] = await questionsByIds(this.db, [questionId]);
    if (!question) throw notFound(QUIZ_MESSAGES.sessionNotFound);
    return this.spoken(spokenQuestion(position, question.stem, question.options));
  }

  popup(): Promise<Buffer> {
    return this.spoken(POPUP_TEXT);
  }

  private async spoken(text: string): Promise<Buffer> {
    const key = audioKeyOf(text);
    if (await this.storage.info(key)) return this.storage.read(key);
    if (!(await this.encoder.isAvailable())) throw notFound(QUIZ_MESSAGES.audioUnavailable);
    const { mp3 } = await this.encoder.encode(text);
    await this.storage.put(key, mp3);
    return mp3;
  }
}
