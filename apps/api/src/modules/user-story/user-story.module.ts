/** Composition root of user stories: the author's routes; the operator command builds its own service. */
import type { UploadPipeline } from '../community/attachments/attachments.module';
import type { Infrastructure, Module } from '../module';
import { userStoryRoutes } from './user-story.routes';
import { UserStoryService } from './user-story.service';

export interface UserStoryExports {
  stories: UserStoryService;
}

export function createUserStoryModule(
  { db, storage, clock }: Infrastructure,
  { pipeline }: { pipeline: UploadPipeline },
): Module<UserStoryExports> {
  const stories = new UserStoryService(db, storage, pipeline, clock);
  return {
    name: 'user-story',
    routes: (app) => userStoryRoutes(app, { stories, storage }),
    exports: { stories },
  };
}
