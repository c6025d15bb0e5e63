/**
 * `npx tsx apps/api/src/modules/user-story/story-operator-cli.ts <command>`: a Noticeboard operator reads waiting user
 * stories and approves or declines them, against the configured database (DATABASE_URL, else PGlite in DATA_DIR) and
 * file storage. Each decision is kept with the operator's name.
 */
import { runOperatorCli } from '../../lib/operator-cli';
import { createFileStorage } from '../../lib/s3-storage';
import { uploadPipeline } from '../community/attachments/attachments.module';
import { systemClock } from '../module';
import { runStoryOperatorCommand } from './story-operator-commands';
import { UserStoryService } from './user-story.service';

await runOperatorCli(({ db, config, io }) =>
  runStoryOperatorCommand(process.argv.slice(2), {
    stories: new UserStoryService(db, createFileStorage(config), uploadPipeline, systemClock),
    ...io,
  }),
);
