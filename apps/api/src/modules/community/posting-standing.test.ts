/**
 * `GET /community/posting`: whether the caller's next post waits for approval, by the rule the write applies
 * (`initialState`) — so the composer's "Submit for review" is never a guess.
 */
import { COMMUNITY_PATHS } from '@noticeboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../test/session';
import { buildModerationWorld, type ModerationWorld, moderationCaller, WORLD_TIMEOUT_MS } from './approval-test-kit';

type Who = 'studentA' | 'facultyA' | 'committeeA' | 'adminA' | 'instituteA' | 'studentB';
let w: ModerationWorld<Who>;
let call: ReturnType<typeof moderationCaller>;

beforeAll(async () => {
  w = await buildModerationWorld(['studentA', 'facultyA', 'committeeA', 'adminA', 'instituteA', 'studentB'] as const);
  call = moderationCaller(w.t);
}, WORLD_TIMEOUT_MS);
afterAll(async () => w.t.close());

const standingOf = async (who: SignedIn) => {
  const response = await call('GET', COMMUNITY_PATHS.posting, who);
  expect(response.status).toBe(200);
  return response.body as { needsApproval: boolean; sharesBeyondSchool: boolean | null };
};

describe('where my next post lands', () => {
  it('needs a signed-in caller', async () => {
    expect((await call('GET', COMMUNITY_PATHS.posting)).status).toBe(401);
  });

  it("waits for review for students and faculty off the committee; the school's moderators publish at once", async () => {
    expect(await standingOf(w.as.studentA)).toEqual({ needsApproval: true, sharesBeyondSchool: false });
    expect((await standingOf(w.as.facultyA)).needsApproval).toBe(true);
    for (const moderator of [w.as.committeeA, w.as.adminA, w.as.instituteA]) {
      expect((await standingOf(moderator)).needsApproval).toBe(false);
    }
  });

  it("follows the school's switches, and only the caller's own school's", async () => {
    const on = async (path: string, enabled: boolean) =>
      expect((await call('PUT', path, w.as.instituteA, { enabled })).status).toBe(200);
    await on(COMMUNITY_PATHS.autoApproval, true);
    await on(COMMUNITY_PATHS.globalVisibility, true);
    expect(await standingOf(w.as.studentA)).toEqual({ needsApproval: false, sharesBeyondSchool: true });
    expect(await standingOf(w.as.studentB)).toEqual({ needsApproval: true, sharesBeyondSchool: false });
    await on(COMMUNITY_PATHS.autoApproval, false);
    expect((await standingOf(w.as.studentA)).needsApproval).toBe(true);
  });
});
