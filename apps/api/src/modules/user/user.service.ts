/** The signed-in user's details, availability look-ups, profiles and cookie consent. */
import type { Profile, UserDetails } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { notFound, unauthorized } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { presentUserDetails } from '../auth/auth.presenter';
import { canViewProfile } from './user.policy';
import { presentProfile } from './user.presenter';
import {
  customUrlExists,
  emailExists,
  findUserByCustomUrl,
  findUserById,
  phoneExists,
  updateUser,
} from './user.repository';

export class UserService {
  constructor(private readonly db: Db) {}

  async details(userId: string): Promise<UserDetails> {
    const user = await findUserById(this.db, userId);
    if (!user) throw unauthorized();
    return presentUserDetails(this.db, user);
  }

  async emailAvailable(email: string): Promise<boolean> {
    return !(await emailExists(this.db, email));
  }

  async mobileAvailable(mobile: string): Promise<boolean> {
    return !(await phoneExists(this.db, mobile));
  }

  async customUrlAvailable(customUrl: string): Promise<boolean> {
    return !(await customUrlExists(this.db, customUrl));
  }

  /** Unknown and not-yours look the same (404), so profiles of other schools cannot be probed. */
  async profile(viewer: Actor, customUrl: string): Promise<Profile> {
    const user = await findUserByCustomUrl(this.db, customUrl);
    if (!user || user.status !== 'ACTIVE' || !canViewProfile(viewer, user)) throw notFound('Profile not found');
    return presentProfile(user, viewer.id);
  }

  async acceptCookies(userId: string): Promise<void> {
    await updateUser(this.db, userId, { cookiesAcceptedAt: new Date() });
  }
}
