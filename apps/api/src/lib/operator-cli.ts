/**
 * What every operator command line shares: the configured database (DATABASE_URL, else PGlite in DATA_DIR), migrated
 * first, the operator's name (NOTICEBOARD_OPERATOR, else user@host), printing, the exit code, and closing.
 */
import os from 'node:os';
import { type Config, loadConfig } from '../config';
import { createDatabase, type Db } from '../db/client';

export interface OperatorIo {
  defaultOperator: string;
  out: (line: string) => void;
  err: (line: string) => void;
}

export async function runOperatorCli(
  run: (context: { db: Db; config: Config; io: OperatorIo }) => Promise<number>,
): Promise<void> {
  const config = loadConfig();
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    process.exitCode = await run({
      db: database.db,
      config,
      io: {
        defaultOperator: process.env.NOTICEBOARD_OPERATOR || `${os.userInfo().username}@${os.hostname()}`,
        out: (line) => console.log(line),
        err: (line) => console.error(line),
      },
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
