/** The signed-in user's details, availability look-ups and cookie consent. */
import type { UserDetails } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import { presentUserDetails } from '../auth/auth.presenter';
import { customUrlExists, emailExists, findUserById, phoneExists, updateUser } from './user.repository';

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

  async acceptCookies(userId: string): Promise<void> {
    await updateUser(this.db, userId, { cookiesAcceptedAt: new Date() });
  }
}
