/**
 * Who will see a post, as one choice (issue 17 §5): the API keeps the spec's two keys — `postVisibility` (GLOBAL,
 * INSTITUTE, SPECIFIC_GROUP) and `audience` (Everyone, Institute, Admin, Faculties, Candidates) — but side by side
 * they read as a contradiction ("Audience: Everyone" beside "Who can see it: My school"). Each choice here is the
 * pair that means what its label says under the server's visibility rule (post-visibility.ts): GLOBAL + EVERYONE is
 * public; anything else is seen inside the author's school by the roles the audience names (its moderators too).
 */
import type { PostAudience } from '@noticeboard/shared';

export type PostReach = 'EVERYONE' | 'SCHOOL' | 'STAFF' | 'STUDENTS' | 'ADMINS';
type Visibility = 'GLOBAL' | 'INSTITUTE' | 'SPECIFIC_GROUP';

interface ReachChoice {
  value: PostReach;
  label: string;
  description: string;
  postVisibility: Visibility;
  audience: PostAudience;
}

export const REACH_CHOICES: readonly ReachChoice[] = [
  {
    value: 'EVERYONE',
    label: 'Everyone',
    description: 'Anyone on Noticeboard, including visitors who are not signed in',
    postVisibility: 'GLOBAL',
    audience: 'EVERYONE',
  },
  {
    value: 'SCHOOL',
    label: 'My school',
    description: 'Students and staff of your school only',
    postVisibility: 'INSTITUTE',
    audience: 'EVERYONE',
  },
  {
    value: 'STAFF',
    label: 'Teachers and staff',
    description: "Your school's teachers and admins only",
    postVisibility: 'SPECIFIC_GROUP',
    audience: 'FACULTIES',
  },
  {
    value: 'STUDENTS',
    label: 'Students',
    description: "Your school's students (and its admins)",
    postVisibility: 'SPECIFIC_GROUP',
    audience: 'CANDIDATES',
  },
  {
    value: 'ADMINS',
    label: 'School admins',
    description: "Your school's admins only",
    postVisibility: 'SPECIFIC_GROUP',
    audience: 'ADMIN',
  },
];

/** The two keys the API takes for a choice. */
export function keysOfReach(reach: PostReach): { postVisibility: Visibility; audience: PostAudience } {
  const choice = REACH_CHOICES.find((item) => item.value === reach) ?? REACH_CHOICES[1];
  return { postVisibility: choice?.postVisibility ?? 'INSTITUTE', audience: choice?.audience ?? 'EVERYONE' };
}

/**
 * The choice an existing post's keys amount to (any pair the API accepts maps to one): a narrower audience decides;
 * Everyone or Institute is public only when the post asked to be GLOBAL for Everyone.
 */
export function reachOf(visibility: Visibility, audience: PostAudience): PostReach {
  switch (audience) {
    case 'FACULTIES':
      return 'STAFF';
    case 'CANDIDATES':
      return 'STUDENTS';
    case 'ADMIN':
      return 'ADMINS';
    case 'INSTITUTE':
      return 'SCHOOL';
    case 'EVERYONE':
      return visibility === 'GLOBAL' ? 'EVERYONE' : 'SCHOOL';
  }
}
