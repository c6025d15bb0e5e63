/** `/auto-approval` and `/global-visibility`: read by the school's moderators, set by the school or its admins. */
import { COMMUNITY_PATHS, communitySettingsSchema, envelope, ROLE_SETS } from '@noticeboard/shared';
import { ok } from '../../lib/reply';
import { actorOf, rolesIn, signedIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { CommunityServices } from './community.module';
import type { SettingName } from './settings.repository';

const SWITCHES: Array<{ path: string; name: SettingName; label: string }> = [
  { path: COMMUNITY_PATHS.autoApproval, name: 'autoApproval', label: 'Auto-approval' },
  { path: COMMUNITY_PATHS.globalVisibility, name: 'globalVisibility', label: 'Global visibility' },
];

export function settingsRoutes(app: App, { settings }: CommunityServices): void {
  const tags = ['community moderation'];
  const reply = envelope(communitySettingsSchema);

  for (const { path, name, label } of SWITCHES) {
    app.get(
      path,
      {
        // The school's moderators (committee included): checked in the service.
        preHandler: signedIn,
        schema: { tags, summary: `${label} of your school`, response: { 200: reply } },
      },
      async (request) => ok(label, await settings.read(actorOf(request), name)),
    );

    app.put(
      path,
      {
        preHandler: rolesIn(ROLE_SETS.instituteOrAdmin),
        schema: {
          tags,
          summary: `Turn ${label.toLowerCase()} on or off for your school`,
          body: communitySettingsSchema.strict(),
          response: { 200: reply },
        },
      },
      async (request) => {
        const result = await settings.write(actorOf(request), name, request.body.enabled);
        return ok(`${label} turned ${result.enabled ? 'on' : 'off'}`, result);
      },
    );
  }
}
