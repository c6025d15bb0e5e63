/** A school's moderation switches: one community_settings row, absent until first changed (both off). */
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { communitySettings } from '../../db/schema';
import type { SchoolSettings } from './approval.policy';

export type SettingName = keyof SchoolSettings;

const OFF: SchoolSettings = { autoApproval: false, globalVisibility: false };

export async function settingsOf(db: Queryable, instituteId: string): Promise<SchoolSettings> {
  const [row] = await db
    .select({ autoApproval: communitySettings.autoApproval, globalVisibility: communitySettings.globalVisibility })
    .from(communitySettings)
    .where(eq(communitySettings.instituteId, instituteId))
    .limit(1);
  return row ?? OFF;
}

/**
 * Sets one switch and returns its previous value. The row is created or locked first, so two changes of the
 * same school run one after the other and each sees the other's result.
 */
export async function writeSetting(
  tx: Queryable,
  instituteId: string,
  name: SettingName,
  enabled: boolean,
): Promise<boolean> {
  await tx.insert(communitySettings).values({ instituteId }).onConflictDoNothing();
  const [before] = await tx
    .select({ value: communitySettings[name] })
    .from(communitySettings)
    .where(eq(communitySettings.instituteId, instituteId))
    .for('update');
  await tx
    .update(communitySettings)
    .set({ [name]: enabled, updatedAt: sql`now()` })
    .where(eq(communitySettings.instituteId, instituteId));
  return before?.value ?? false;
}
