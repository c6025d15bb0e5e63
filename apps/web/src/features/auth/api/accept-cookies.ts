import { useMutation } from '@tanstack/react-query';
import { anyBody, post } from '../../../lib/http';

/** POST /user/acceptCookies: records the signed-in user's cookie consent. */
export const acceptCookies = () => post('/user/acceptCookies', undefined, anyBody);

export function useAcceptCookies() {
  return useMutation({ mutationFn: acceptCookies });
}
