/** Composition root of user accounts: availability look-ups and cookie consent. */
import type { Infrastructure, Module } from '../module';
import { userRoutes } from './user.routes';
import { UserService } from './user.service';

export interface UserExports {
  users: UserService;
}

export function createUserModule({ db, rateLimits }: Infrastructure): Module<UserExports> {
  const users = new UserService(db);
  return { name: 'user', routes: (app) => userRoutes(app, { users, limits: rateLimits }), exports: { users } };
}
