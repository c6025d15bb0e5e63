import type { UserDetails } from '@noticeboard/shared';
import { useSyncExternalStore } from 'react';
import { peekSessionUser, subscribeSession } from './session';

/** The signed-in user (null when anonymous), re-rendering on sign-in, renewal and sign-out in any tab. */
export function useSessionUser(): UserDetails | null {
  return useSyncExternalStore(subscribeSession, peekSessionUser, () => null);
}
