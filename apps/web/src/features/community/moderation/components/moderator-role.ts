/** Which signed-in members may be moderators (the server decides; this only chooses what to show). */
import { type Role, roleOf, type SessionIdentity } from '@noticeboard/shared/access';

/** School accounts and their admins moderate; faculty may sit on the approval committee. */
const REVIEWERS: readonly Role[] = ['INSTITUTE', 'ADMIN', 'FACULTY'];
/** The school's switches (spec §6: institute or admin). */
const SETTINGS_EDITORS: readonly Role[] = ['INSTITUTE', 'ADMIN'];

export const mayReview = (user: SessionIdentity | null) => user !== null && REVIEWERS.includes(roleOf(user));
export const mayEditSettings = (user: SessionIdentity | null) =>
  user !== null && SETTINGS_EDITORS.includes(roleOf(user));
