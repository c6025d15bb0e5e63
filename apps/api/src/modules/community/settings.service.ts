/**
 * A school's moderation switches (`/auto-approval`, `/global-visibility`): read by the school's moderators,
 * changed by the school account or its admins only (spec §6: institute or admin). Each change is audited.
 */
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import { moderatesByRole } from './post.policy';
import { moderatedSchoolOf } from './post-rules';
import { type SettingName, settingsOf, writeSetting } from './settings.repository';

/** Emitted with the school's id after one of its switches changed (for anything that caches them). */
export const COMMUNITY_SETTINGS_TOPIC = 'community-settings';

const LABELS: Record<SettingName, string> = {
  autoApproval: 'auto-approval',
  globalVisibility: 'global visibility',
};

export class SettingsService {
  constructor(
    private readonly db: Db,
    private readonly bus: InvalidationBus,
  ) {}

  async read(actor: Actor, name: SettingName): Promise<{ enabled: boolean }> {
    const instituteId = await moderatedSchoolOf(this.db, actor);
    return { enabled: (await settingsOf(this.db, instituteId))[name] };
  }

  async write(actor: Actor, name: SettingName, enabled: boolean): Promise<{ enabled: boolean }> {
    // The route admits only school accounts and admins (POST_ACCESS.switchSettings); both belong to a school.
    const instituteId = actor.instituteId;
    if (!instituteId || !moderatesByRole(actor, instituteId)) throw forbidden();
    const changed = await this.db.transaction(async (tx) => {
      const before = await writeSetting(tx, instituteId, name, enabled);
      if (before === enabled) return false;
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'community-settings.updated',
        entityType: 'community-settings',
        entityId: instituteId,
        summary: `Turned ${LABELS[name]} ${enabled ? 'on' : 'off'}`,
        data: { setting: name, before, after: enabled },
      });
      return true;
    });
    if (changed) this.bus.emit(COMMUNITY_SETTINGS_TOPIC, instituteId);
    return { enabled };
  }
}
