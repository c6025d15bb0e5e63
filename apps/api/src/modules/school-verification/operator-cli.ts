/**
 * `npm run operator -- <command>`: a Noticeboard operator's decisions on schools' verification (list-pending, show,
 * verify-school, reject-school, revoke), against the configured database (DATABASE_URL, else PGlite in DATA_DIR).
 * Every decision is written to the school's history with the operator's name.
 */
import { runOperatorCli } from '../../lib/operator-cli';
import { systemClock } from '../module';
import { runOperatorCommand } from './operator-commands';
import { SchoolVerificationService } from './school-verification.service';

await runOperatorCli(({ db, io }) =>
  runOperatorCommand(process.argv.slice(2), { verification: new SchoolVerificationService(db, systemClock), ...io }),
);
