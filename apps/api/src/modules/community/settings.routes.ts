/** `/auto-approval` and `/global-visibility`: read by the school's moderators, set by the school or its admins. */
import { COMMUNITY_PATHS, communitySettingsBodySchema, communitySettingsSchema } from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import { MODERATION_TAGS } from './approval.routes';
import type { CommunityServices } from './community.module';
import { POST_ACCESS } from './post.policy';
import type { SettingName } from './settings.repository';

const SWITCHES: Array<{ path: string; name: SettingName; label: string }> = [
  { path: COMMUNITY_PATHS.autoApproval, name: 'autoApproval', label: 'Auto-approval' },
  { path: COMMUNITY_PATHS.globalVisibility, name: 'globalVisibility', label: 'Global visibility' },
];

export function settingsRoutes(app: App, { settings }: CommunityServices): void {
  const route = routeDefiner(app, { tags: MODERATION_TAGS });

  for (const { path, name, label } of SWITCHES) {
    route(`GET ${path}`, {
      access: POST_ACCESS.moderate,
      errors: [],
      summary: `${label} of your school`,
      response: communitySettingsSchema,
      message: label,
      handler: ({ actor }) => settings.read(actor, name),
    });

    route(`PUT ${path}`, {
      access: POST_ACCESS.switchSettings,
      errors: [],
      summary: `Turn ${label.toLowerCase()} on or off for your school`,
      body: communitySettingsBodySchema,
      response: communitySettingsSchema,
      message: (result) => `${label} turned ${result.enabled ? 'on' : 'off'}`,
      handler: ({ actor, body }) => settings.write(actor, name, body.enabled),
    });
  }
}
