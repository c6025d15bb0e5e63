/** Global set-up of the security suite: clears the counts before the run and prints their sum after it. */
import { clearTally, readTally } from './tally';

export default function summarySetup(): () => void {
  clearTally();
  return () => {
    const counts = readTally();
    const line = Object.entries(counts)
      .map(([name, n]) => `${n} ${name}`)
      .join(', ');
    console.log(
      `\nSecurity suite (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${line || 'nothing counted'}`,
    );
  };
}
