/** Composition root of collabs: reads, the team and the lifecycle, built once over the community core's reads. */

import type { Infrastructure, Module } from '../../module';
import type { CommunityExports } from '../community.module';
import { collabRoutes } from './collab.routes';
import { CollabLifecycleService } from './collab-lifecycle.service';
import { CollabReadService } from './collab-reads.service';
import { CollabTeamService } from './collab-team.service';

export interface CollabUses {
  /** Posts presented for a viewer (a collab's updates); the posting refusals creating and editing share. */
  community: Pick<CommunityExports, 'presentPosts' | 'assertMayWrite'>;
}

export function createCollabModule(infra: Infrastructure, { community }: CollabUses): Module {
  const { db, mailer, config, log } = infra;
  const reads = new CollabReadService(db, community);
  const team = new CollabTeamService(db, reads);
  const lifecycle = new CollabLifecycleService({ db, reads, mailer, publicUrl: config.publicUrl, log, community });
  return { name: 'collabs', routes: (app) => collabRoutes(app, { reads, team, lifecycle }), exports: {} };
}
