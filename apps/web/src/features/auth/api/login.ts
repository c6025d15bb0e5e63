import { type LoginBody, type LoginKind, type UserDetails, userDetailsSchema } from '@noticeboard/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-error';
import { requestWithHeaders } from '../../../lib/http';
import { getDeviceId, saveSession, tokenFromHeader } from '../../../lib/session';

export interface LoginInput {
  kind: LoginKind;
  body: LoginBody;
}

/** POST /{kind}/login: user details in the body, the refresh token in the `authorization` header. */
export async function login({ kind, body }: LoginInput): Promise<UserDetails> {
  const deviceId = getDeviceId();
  const { data, headers } = await requestWithHeaders(
    'POST',
    `/${kind}/login`,
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
