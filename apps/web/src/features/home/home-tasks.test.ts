import type { HomeCounts } from '@noticeboard/shared';
import { describe, expect, it } from 'vitest';
import { homeTasks, setupPending, setupSteps } from './home-tasks';

const none: HomeCounts = {
  postsToReview: null,
  reportsOpen: null,
  myPostsWaiting: 0,
  myPostsDeclined: 0,
  consentsPending: null,
  studentsWithoutClass: null,
  myQuizzesOpen: null,
  assignmentsToDo: null,
  answersToMark: null,
  faceChecksToReview: null,
};

describe('homeTasks', () => {
  it('puts what others wait on first and leaves out empty and not-yours items', () => {
    const tasks = homeTasks(
      { ...none, myPostsWaiting: 1, postsToReview: 8, reportsOpen: 0, consentsPending: 3, studentsWithoutClass: null },
      true,
    );
    expect(tasks.map((task) => [task.key, task.count])).toEqual([
      ['postsToReview', 8],
      ['consentsPending', 3],
      ['myPostsWaiting', 1],
    ]);
    expect(tasks[0]).toMatchObject({
      label: '8 posts waiting for approval',
      title: 'Posts waiting for approval',
      urgent: true,
    });
    expect(tasks[2]).toMatchObject({
      label: '1 post of yours waiting for approval',
      to: '/pending-approval?view=mine',
    });
  });

  it('sends a member who does not moderate to their own posts', () => {
    const [declined] = homeTasks({ ...none, myPostsDeclined: 2 }, false);
    expect(declined).toMatchObject({ label: '2 posts of yours declined', to: '/pending-approval?status=DECLINED' });
  });

  it('is empty when nothing waits', () => {
    expect(homeTasks(none, false)).toEqual([]);
  });
});

describe('setupSteps', () => {
  it('ticks what a school has done and stays until all is done', () => {
    const fresh = { hasCurrentSession: false, classes: 0, students: 0, staff: 0 };
    expect(setupSteps(fresh).map((step) => step.done)).toEqual([false, false, false, false]);
    expect(setupPending(fresh)).toBe(true);
    const started = { hasCurrentSession: true, classes: 2, students: 40, staff: 0 };
    expect(setupSteps(started).map((step) => step.done)).toEqual([true, true, true, false]);
    expect(setupPending({ ...started, staff: 3 })).toBe(false);
    expect(setupPending(null)).toBe(false);
  });
});
