/** The httpOnly access-token cookie. */
import type { FastifyReply } from 'fastify';
import { ACCESS_COOKIE } from '../../lib/access-token';

export interface CookieSettings {
  secure: boolean;
  maxAgeSeconds: number;
}

export function setSessionCookie(reply: FastifyReply, settings: CookieSettings, accessToken: string): void {
  reply.setCookie(ACCESS_COOKIE, accessToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: '/',
    maxAge: settings.maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
}
