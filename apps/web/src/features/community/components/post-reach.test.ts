import { POST_AUDIENCES } from '@noticeboard/shared';
import { describe, expect, it } from 'vitest';
import { keysOfReach, REACH_CHOICES, reachOf } from './post-reach';

describe('one choice of who sees a post, sent as the API keys', () => {
  it('sends each choice as the pair its label means', () => {
    expect(keysOfReach('EVERYONE')).toEqual({ postVisibility: 'GLOBAL', audience: 'EVERYONE' });
    expect(keysOfReach('SCHOOL')).toEqual({ postVisibility: 'INSTITUTE', audience: 'EVERYONE' });
    expect(keysOfReach('STAFF')).toEqual({ postVisibility: 'SPECIFIC_GROUP', audience: 'FACULTIES' });
    expect(keysOfReach('STUDENTS')).toEqual({ postVisibility: 'SPECIFIC_GROUP', audience: 'CANDIDATES' });
    expect(keysOfReach('ADMINS')).toEqual({ postVisibility: 'SPECIFIC_GROUP', audience: 'ADMIN' });
  });

  it('reads every choice back from its keys', () => {
    for (const choice of REACH_CHOICES) {
      expect(reachOf(choice.postVisibility, choice.audience)).toBe(choice.value);
    }
  });

  it('maps any pair an older post may hold to the choice that describes who sees it', () => {
    for (const visibility of ['GLOBAL', 'INSTITUTE', 'SPECIFIC_GROUP'] as const) {
      for (const audience of POST_AUDIENCES) {
        const reach = reachOf(visibility, audience);
        // Public only when the server would make it public.
        expect(reach === 'EVERYONE').toBe(visibility === 'GLOBAL' && audience === 'EVERYONE');
      }
    }
    expect(reachOf('GLOBAL', 'FACULTIES')).toBe('STAFF');
    expect(reachOf('SPECIFIC_GROUP', 'INSTITUTE')).toBe('SCHOOL');
  });
});
