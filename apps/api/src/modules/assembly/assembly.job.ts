/**
 * The assembly's background work: every minute each school with its assembly on gets its upcoming bulletin (made
 * once per school and day whichever process gets there first; birthdays and toppers kept current until it is out),
 * and every 20 seconds new bulletin revisions are read aloud.
 */
import type { Job } from '../../lib/jobs';
import type { Infrastructure } from '../module';
import { EspeakLameEncoder } from '../news/audio/speech-encoder';
import { enabledSettings } from './assembly.repository';
import { settingsOf } from './assembly-defaults';
import { voiceBulletins } from './bulletin-audio';
import { fillEarlyBulletins, prepareSchoolBulletin } from './bulletin-maker';

export const ASSEMBLY_BULLETIN_JOB = 'assembly-bulletins';
export const ASSEMBLY_AUDIO_JOB = 'assembly-audio';

/** A school's bulletins changed (key: its id): every process drops what it keeps of them. */
export const ASSEMBLY_CHANGED = 'assembly-changed';

/** One round of the bulletin job at `now`: what happened per school; `changed` hears of each school it changed. */
export async function prepareAllBulletins(
  db: Infrastructure['db'],
  now: Date,
  changed: (instituteId: string) => void = () => {},
) {
  const counts = { made: 0, refreshed: 0 };
  for (const row of await enabledSettings(db)) {
    const settings = settingsOf(row);
    const filled = await fillEarlyBulletins(db, row.instituteId, settings, now);
    const outcome = await prepareSchoolBulletin(db, row.instituteId, settings, now);
    if (outcome === 'made') counts.made += 1;
    if (outcome === 'refreshed') counts.refreshed += 1;
    if (filled > 0 || outcome === 'made' || outcome === 'refreshed') changed(row.instituteId);
  }
  return counts;
}

export function assemblyJobs({ db, storage, clock, log, bus }: Infrastructure): Job[] {
  const encoder = new EspeakLameEncoder();
  const changed = (instituteId: string) => bus.emit(ASSEMBLY_CHANGED, instituteId);
  return [
    {
      name: ASSEMBLY_BULLETIN_JOB,
      everyMs: 60_000,
      runAtStart: true,
      run: async () => {
        const counts = await prepareAllBulletins(db, clock.now(), changed);
        if (counts.made > 0) log.info(counts, 'assembly bulletins made');
      },
    },
    {
      name: ASSEMBLY_AUDIO_JOB,
      everyMs: 20_000,
      runAtStart: true,
      run: async () => {
        const made = await voiceBulletins({ db, storage, encoder }, clock.now(), changed);
        if (made > 0) log.info({ made }, 'assembly bulletins voiced');
      },
    },
  ];
}
