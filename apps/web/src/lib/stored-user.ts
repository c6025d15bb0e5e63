import type { UserDetails } from '@noticeboard/shared';
import { USER_TYPES } from '@noticeboard/shared/constants';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A light check of user details read back from local storage. They were validated with the shared
 * schema when the server sent them; re-running Zod here would put it in the first-load bundle.
 */
export function isStoredUser(value: unknown): value is UserDetails {
  if (!isRecord(value)) return false;
  const { id, name, email, type, customUrl, cookiesAccepted, subscription } = value;
  return (
    typeof id === 'string' &&
    typeof name === 'string' &&
    typeof email === 'string' &&
    typeof customUrl === 'string' &&
    customUrl !== '' &&
    USER_TYPES.some((known) => known === type) &&
    typeof cookiesAccepted === 'boolean' &&
    isRecord(subscription) &&
    typeof subscription.state === 'string'
  );
}
