import type { UserDetails } from '@noticeboard/shared';

/**
 * Offers are for buyers: a school's account and anyone without a school (the API answers others with none). A school's
 * students and staff are covered by the school's plan, so the web does not even ask for them.
 */
export function isOfferedPromotions(user: Pick<UserDetails, 'type' | 'instituteId'>): boolean {
  return user.type === 'INSTITUTE' || user.instituteId === null;
}
