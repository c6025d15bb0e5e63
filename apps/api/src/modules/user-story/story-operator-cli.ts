/**
 * `npx tsx apps/api/src/modules/user-story/story-operator-cli.ts <command>`: a Noticeboard operator reads waiting user
 * stories and approves or declines them, against the configured database (DATABASE_URL, else PGlite in DATA_DIR) and
 * file storage. Each decision is kept with the operator's name.
 */
import os from 'node:os';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/client';
import { createFileStorage } from '../../lib/s3-storage';
import { encodePhoto, ImageUnreadable } from '../community/attachments/image-variants';
import { readUpload } from '../community/attachments/upload.service';
import { systemClock } from '../module';
import { runStoryOperatorCommand } from './story-operator-commands';
import { UserStoryService } from './user-story.service';

const config = loadConfig();
const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const pipeline = {
    read: readUpload,
    encodePhoto,
    isUnreadable: (error: unknown) => error instanceof ImageUnreadable,
  };
  process.exitCode = await runStoryOperatorCommand(process.argv.slice(2), {
    stories: new UserStoryService(database.db, createFileStorage(config), pipeline, systemClock),
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
