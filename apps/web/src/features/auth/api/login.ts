import { ACCOUNT_LOGIN_PATH, type LoginBody, type UserDetails, userDetailsSchema } from '@noticeboard/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-error';
import { requestWithHeaders } from '../../../lib/http';
import { getDeviceId, saveSession, tokenFromHeader } from '../../../lib/session';

/**
 * POST ACCOUNT_LOGIN_PATH: the server finds the account's kind by its email, so nobody picks a role first. User details
 * in the body, the refresh token in the `authorization` header.
 */
export async function login(body: LoginBody): Promise<UserDetails> {
  const deviceId = getDeviceId();
  const { data, headers } = await requestWithHeaders(
    'POST',
    ACCOUNT_LOGIN_PATH,
    body,
    userDetailsSchema,
    deviceId ? { 'x-device-id': deviceId } : undefined,
  );
  const refreshToken = tokenFromHeader(headers);
  if (!refreshToken) throw new ApiRequestError(500, null, 'Sign-in did not return a session. Please try again.');
  saveSession(data, refreshToken);
  return data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
