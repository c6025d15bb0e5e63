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

/** One round of the bulletin job at `now`: what happened per school. */
export async function prepareAllBulletins(db: Infrastructure['db'], now: Date) {
  const counts = { made: 0, refreshed: 0 };
  for (const row of await enabledSettings(db)) {
    const settings = settingsOf(row);
    await fillEarlyBulletins(db, row.instituteId, settings, now);
    const outcome = await prepareSchoolBulletin(db, row.instituteId, settings, now);
    if (outcome === 'made') counts.made += 1;
    if (outcome === 'refreshed') counts.refreshed += 1;
  }
  return counts;
}

export function assemblyJobs({ db, storage, clock, log }: Infrastructure): Job[] {
  const encoder = new EspeakLameEncoder();
  return [
    {
      name: ASSEMBLY_BULLETIN_JOB,
      everyMs: 60_000,
      runAtStart: true,
      run: async () => {
        const counts = await prepareAllBulletins(db, clock.now());
        if (counts.made > 0) log.info(counts, 'assembly bulletins made');
      },
    },
    {
      name: ASSEMBLY_AUDIO_JOB,
      everyMs: 20_000,
      runAtStart: true,
      run: async () => {
        const made = await voiceBulletins({ db, storage, encoder }, clock.now());
        if (made > 0) log.info({ made }, 'assembly bulletins voiced');
      },
    },
  ];
}
