/**
 * TRANSITION (issue 14): route modules not yet built by their own composition root, wrapped as modules over the
 * old `RouteDeps` bag. Each module's `<name>.module.ts` replaces its lines here; the file goes when it is empty.
 */

import { backgroundJobs } from '../jobs';
import { createMailQuota } from '../lib/mail-quota';
import { OutboxMailer } from '../lib/mailer';
import { MemoryFailureCounter, RedisFailureCounter } from '../lib/throttle';
import type { App } from '../types';
import { LoginService } from './auth/login.service';
import { OtpService } from './auth/otp.service';
import { PasswordService } from './auth/password.service';
import { SessionService } from './auth/session.service';
import { SignupService } from './auth/signup.service';
import { LinkPreviewService } from './community/attachments/link-preview.service';
import { InstituteService } from './institute/institute.service';
import type { Infrastructure, Module } from './module';
import type { RouteDeps, Services } from './route-deps';
import { ROUTE_MODULES } from './routes';
import { UserService } from './user/user.service';

const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

function legacyServices(infra: Infrastructure): Services {
  const { config, db, mailer, redis, bus, tokens, storage } = infra;
  const sessions = new SessionService(db, tokens, config.refreshTokenTtlDays, bus);
  const failures = redis
    ? new RedisFailureCounter(redis, LOGIN_FAILURE_WINDOW_MS)
    : new MemoryFailureCounter(LOGIN_FAILURE_WINDOW_MS);
  const mailQuota = createMailQuota(redis);
  const otp = new OtpService(db, mailer, mailQuota);
  return {
    sessions,
    otp,
    login: new LoginService(db, sessions, failures),
    signup: new SignupService(db, mailer, otp, config.publicUrl),
    passwords: new PasswordService(db, mailer, sessions, config.publicUrl, mailQuota),
    users: new UserService(db),
    institutes: new InstituteService(db, mailer, sessions, config.publicUrl),
    linkPreviews: new LinkPreviewService({ allowPrivate: config.outboundAllowPrivate, storage }),
  };
}

export function legacyModules(infra: Infrastructure): Array<Module<object>> {
  const { config } = infra;
  const deps: RouteDeps = {
    config,
    db: infra.db,
    mailer: infra.mailer,
    storage: infra.storage,
    services: legacyServices(infra),
    bus: infra.bus,
    cookie: { secure: config.env === 'production', maxAgeSeconds: config.accessTokenTtlSeconds },
    limits: infra.rateLimits,
    outbox: infra.mailer instanceof OutboxMailer ? infra.mailer : undefined,
    ping: infra.ping,
  };
  return [
    {
      name: 'legacy',
      routes: (app: App) => {
        for (const routes of ROUTE_MODULES) routes(app, deps);
      },
      jobs: backgroundJobs({ config, db: infra.db, storage: infra.storage, log: infra.log }),
      exports: {},
    },
  ];
}
