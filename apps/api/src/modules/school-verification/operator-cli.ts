/**
 * `npm run operator -- <command>`: a Noticeboard operator's decisions on schools' verification (list-pending, show,
 * verify-school, reject-school, revoke), against the configured database (DATABASE_URL, else PGlite in DATA_DIR).
 * Every decision is written to the school's history with the operator's name.
 */
import os from 'node:os';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/client';
import { systemClock } from '../module';
import { runOperatorCommand } from './operator-commands';
import { SchoolVerificationService } from './school-verification.service';

const config = loadConfig();
const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  process.exitCode = await runOperatorCommand(process.argv.slice(2), {
    verification: new SchoolVerificationService(database.db, systemClock),
    defaultOperator: process.env.NOTICEBOARD_OPERATOR || `${os.userInfo().username}@${os.hostname()}`,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
