/**
 * Composition root of profiles (issue 20 §1): the read with its visibility rule, each section's edits, skills'
 * endorsements, pictures and files through the attachments module's upload pipeline, the account details of
 * `/institute/update` and `/individual/update`, and the widgets (activity, latest posts and collabs, badges).
 */
import type { AttachmentsExports } from '../community/attachments/attachments.module';
import type { Infrastructure, Module } from '../module';
import { AccountDetailsService } from './account-details.service';
import { profileRoutes } from './profile.routes';
import { ProfileService } from './profile.service';
import { profileFileRoutes } from './profile-files.routes';
import { ProfileFileService } from './profile-files.service';
import { ProfileReadCache } from './profile-read-cache';
import { profileWidgetRoutes } from './profile-widgets.routes';
import { ProfileWidgetsService } from './profile-widgets.service';

export interface ProfileExports {
  profiles: ProfileService;
}

export interface ProfileUses {
  attachments: Pick<AttachmentsExports, 'pipeline'>;
}

export function createProfileModule(
  { db, storage, clock, bus }: Infrastructure,
  { attachments }: ProfileUses,
): Module<ProfileExports> {
  const reads = new ProfileReadCache(bus);
  const profiles = new ProfileService(db, storage, clock, reads);
  const files = new ProfileFileService(db, storage, attachments.pipeline, profiles, clock);
  const accounts = new AccountDetailsService(db, reads);
  const widgets = new ProfileWidgetsService(db, profiles, clock);
  return {
    name: 'profile',
    routes: (app) => {
      profileRoutes(app, { profiles, accounts });
      profileFileRoutes(app, { files, storage });
      profileWidgetRoutes(app, { widgets });
    },
    exports: { profiles },
  };
}
