import { describe, expect, it } from 'vitest';
import { readLoginParams } from './login-params';

const read = (query: string) => readLoginParams(new URLSearchParams(query));

describe('readLoginParams', () => {
  it('pre-fills the email and says why the person is here', () => {
    expect(read('email=asha%40demo.test&status=verified')).toMatchObject({
      email: 'asha@demo.test',
      notice: 'verified',
    });
    expect(read('status=reset').notice).toBe('password-reset');
    expect(read('status=EXPIRED').notice).toBe('session-ended');
    expect(read('status=whatever').notice).toBeNull();
  });

  it('reads type and loginType as who is welcomed, never as a role to pick', () => {
    expect(read('type=institute').audience).toBe('school');
    expect(read('loginType=CANDIDATE').audience).toBe('student');
    expect(read('type=faculty').audience).toBe('staff');
    expect(read('').audience).toBeNull();
  });

  it('goes to the shared thing after sign-in', () => {
    expect(read('entity_type=POST&entityId=class-garden-1a2b').next).toBe('/community/details/class-garden-1a2b');
    expect(read('entity_type=forum&id=exam-tips').next).toBe('/forum/details/exam-tips');
    expect(read('entity_type=article&id=monsoon-arrives').next).toBe('/details/monsoon-arrives');
    expect(read('adoptionId=ad-42').next).toBe('/adoption/status?adoptionId=ad-42');
    expect(read('pageType=assessment&code=ASG123').next).toBe('/assessment-details/ASG123');
    expect(read('showQuizPage=true').next).toBe('/quiz');
    expect(read('pageType=leaderboard').next).toBe('/leaderboard');
    expect(read('pageType=signup&showTab=individual').next).toBe('/signup?tab=individual');
    expect(read('pageType=pending-approval&showTab=TEXT').next).toBe('/pending-approval?type=TEXT');
  });

  it('never sends people off-site or to unknown places', () => {
    expect(read('pageType=%2F%2Fevil.example').next).toBeNull();
    expect(read('entity_type=post&entityId=..%2F..%2Fx').next).toBeNull();
    expect(read('entity_type=unknown&entityId=abc').next).toBeNull();
    expect(read('pageType=no-such-page').next).toBeNull();
    expect(read('pageType=leaderboard&showTab=%3Cb%3E').next).toBe('/leaderboard');
  });

  it('keeps a handed-over session token to offer, not to use silently', () => {
    expect(read('authToken=abc.def').authToken).toBe('abc.def');
    expect(read('').authToken).toBeNull();
  });
});
