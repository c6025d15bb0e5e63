/** Small display rules of the collab pages: status colours, due dates, the generated cover. */
import type { CollabStatus } from '@noticeboard/shared';
import {
  type Icon,
  IconAward,
  IconBook,
  IconBuildingBank,
  IconBulb,
  IconCalendarEvent,
  IconMicrophone,
  IconMoodSmile,
  IconNews,
  IconRocket,
  IconSchool,
  IconSpeakerphone,
  IconStar,
  IconTarget,
  IconUsersGroup,
} from '@tabler/icons-react';

export const STATUS_COLORS: Record<CollabStatus, string> = {
  DRAFT: 'gray',
  IN_PROGRESS: 'blue',
  SUBMITTED: 'orange',
  CHANGES_REQUESTED: 'red',
  APPROVED: 'teal',
  PUBLISHED: 'green',
  ARCHIVED: 'dark',
};

/** States in which a due date no longer matters. */
const FINISHED: readonly CollabStatus[] = ['APPROVED', 'PUBLISHED', 'ARCHIVED'];

/** A due date (YYYY-MM-DD) before today, on a project still being worked on. */
export function isOverdue(dueOn: string | null, status: CollabStatus, today: Date = new Date()): boolean {
  if (!dueOn || FINISHED.includes(status)) return false;
  const todayText = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return dueOn.slice(0, 10) < todayText;
}

const CATEGORY_ICONS: Record<string, Icon> = {
  academics: IconSchool,
  awards: IconAward,
  awareness: IconSpeakerphone,
  challenges: IconTarget,
  'current-affairs': IconNews,
  events: IconCalendarEvent,
  fun: IconMoodSmile,
  history: IconBuildingBank,
  innovations: IconRocket,
  'junior-reporters': IconMicrophone,
  stories: IconBook,
  'student-spotlights': IconStar,
  'tips-and-tricks': IconBulb,
};

export const categoryIconOf = (slug: string): Icon => CATEGORY_ICONS[slug] ?? IconUsersGroup;

/** A stable two-colour gradient per category, for projects without a cover photo. */
export function gradientOf(slug: string): string {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `linear-gradient(135deg, hsl(${hue} 70% 45%), hsl(${(hue + 50) % 360} 75% 60%))`;
}

/** "1 update", "3 updates". */
export const countOf = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
