/**
 * The bulletin read aloud: the news module's espeak-ng + lame encoder makes an MP3 of each bulletin revision in the
 * background (a new file per revision, so a cached old one never plays for a new text), soonest assembly first.
 */
import type { Db } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import { EncoderUnavailableError, type SpeechEncoder } from '../news/audio/speech-encoder';
import {
  type BulletinRow,
  bulletinsNeedingAudio,
  findSettings,
  instituteById,
  saveBulletinAudio,
} from './assembly.repository';
import { bulletinPeople } from './assembly.service';
import { settingsOf } from './assembly-defaults';
import { bulletinScript } from './bulletin-script';

export const ASSEMBLY_AUDIO_PREFIX = 'assembly/audio/';
/** Bulletins whose assembly was longer ago than this are not voiced any more. */
const RECENT_MS = 2 * 86_400_000;
const PER_RUN = 3;

export const bulletinAudioKey = (row: Pick<BulletinRow, 'id' | 'revision'>) =>
  `${ASSEMBLY_AUDIO_PREFIX}${row.id}-r${row.revision}.mp3`;

export interface BulletinAudioDeps {
  db: Db;
  storage: FileStorage;
  encoder: SpeechEncoder;
}

/** One round: voices up to a few bulletins; returns how many were made. */
export async function voiceBulletins(
  deps: BulletinAudioDeps,
  now: Date,
  changed: (instituteId: string) => void = () => {},
): Promise<number> {
  const rows = await bulletinsNeedingAudio(deps.db, new Date(now.getTime() - RECENT_MS), PER_RUN);
  if (rows.length === 0) return 0;
  if (!(await deps.encoder.isAvailable())) {
    for (const row of rows) {
      await saveBulletinAudio(deps.db, row.id, row.revision, {
        audioStatus: 'UNAVAILABLE',
        audioKey: null,
        audioDurationSeconds: null,
      });
      changed(row.instituteId);
    }
    return 0;
  }
  let made = 0;
  for (const row of rows) {
    if (await voiceOne(deps, row, now)) made += 1;
    changed(row.instituteId);
  }
  return made;
}

async function voiceOne(deps: BulletinAudioDeps, row: BulletinRow, now: Date): Promise<boolean> {
  const [institute, settingsRow] = await Promise.all([
    instituteById(deps.db, row.instituteId),
    findSettings(deps.db, row.instituteId),
  ]);
  const people = await bulletinPeople(deps.db, row, settingsOf(settingsRow).birthdaysEnabled, now);
  const text = bulletinScript(institute?.name ?? 'everyone', row, people);
  try {
    const speech = await deps.encoder.encode(text);
    const key = bulletinAudioKey(row);
    await deps.storage.put(key, speech.mp3);
    const saved = await saveBulletinAudio(deps.db, row.id, row.revision, {
      audioStatus: 'READY',
      audioKey: key,
      audioDurationSeconds: Math.round(speech.durationSeconds),
    });
    // Edited while it was being voiced: this file reads an old revision.
    if (!saved) await deps.storage.remove(key);
    else if (row.audioKey && row.audioKey !== key) await deps.storage.remove(row.audioKey).catch(() => undefined);
    return saved;
  } catch (error) {
    if (error instanceof EncoderUnavailableError) throw error;
    await saveBulletinAudio(deps.db, row.id, row.revision, {
      audioStatus: 'FAILED',
      audioKey: row.audioKey,
      audioDurationSeconds: null,
    });
    return false;
  }
}
