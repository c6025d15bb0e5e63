/**
 * Composition root of the community's moderation after publishing: reports and their review, appeals, a post's
 * history, spam review and posting restrictions. Removing a reported post clears the feeds through the core.
 */
import type { Infrastructure, Module } from '../../module';
import type { NotificationExports } from '../../notification/notification.module';
import type { CommunityExports } from '../community.module';
import { appealRoutes } from './appeal.routes';
import { AppealService } from './appeal.service';
import { historyRoutes } from './history.routes';
import { HistoryService } from './history.service';
import { reportRoutes } from './report.routes';
import { ReportService } from './report.service';
import { RestrictionService } from './restriction.service';
import { spamRoutes } from './spam.routes';
import { SpamService } from './spam.service';

export interface ReportsUses {
  /**
   * A post left the published feeds (removed on a report) or was appealed; the moderation lists present posts as the
   * core does.
   */
  community: Pick<CommunityExports, 'postChanged' | 'presentPosts'>;
  /** Reporters and authors hear of a decision on a report, inside its transaction. */
  notifications: NotificationExports['notifications'];
}

export function createReportsModule(infra: Infrastructure, { community, notifications }: ReportsUses): Module {
  const { db, mailer, config } = infra;
  const reports = new ReportService(db, mailer, community, notifications);
  const restrictions = new RestrictionService(db);
  const appeals = new AppealService(db, mailer, config.publicUrl, community.postChanged);
  const history = new HistoryService(db);
  const spam = new SpamService(db, community);
  return {
    name: 'reports',
    routes: (app) => {
      reportRoutes(app, { reports, restrictions });
      appealRoutes(app, { appeals });
      historyRoutes(app, { history });
      spamRoutes(app, { spam });
    },
    exports: {},
  };
}
