/** The mails of a subscription ending: the renewal reminders of a paid plan, and the end of a free trial. */

import { formatDate, formatDateTime } from '@noticeboard/shared';
import type { Mail } from '../../lib/mailer';

const DAY_MS = 86_400_000;

/** "27 Nov 2026, 5:30 pm IST": the moment in India, named so, since a reader may be elsewhere. */
const indianTime = (at: Date) => `${formatDateTime(at)} IST`;

export interface EndingNotice {
  to: string;
  /** The school's or the reader's name. */
  name: string;
  school: boolean;
  endsAt: Date;
  /** Paid periods: writing keeps working until then (PAST_DUE); null or the end itself: no grace. */
  graceEndsAt: Date | null;
  /** Where to renew or choose a plan. */
  pricingLink: string;
}

/** What a plan keeps open: collabs are a school's (its members run them); a reader's plan is for posting. */
const writingOf = (school: boolean) => (school ? 'community posts, collabs' : 'community posts');

/** A paid plan ends in 7 days (or 1): what ends when, what keeps working after, and where to renew. */
export function renewalReminderMail(notice: EndingNotice, daysBefore: number): Mail {
  const { school, endsAt, graceEndsAt } = notice;
  const whose = school ? `${notice.name}’s Noticeboard plan` : 'Your Noticeboard plan';
  const graceDays = graceEndsAt ? Math.round((graceEndsAt.getTime() - endsAt.getTime()) / DAY_MS) : 0;
  const writing = `- Writing features (${writingOf(school)}) ask for a renewal until the plan is renewed.`;
  const afterEnd =
    graceEndsAt && graceDays > 0
      ? [
          `- For ${graceDays} day${graceDays === 1 ? '' : 's'} after it ends (until ${indianTime(graceEndsAt)}), everything keeps working and a banner reminds ${school ? 'your school' : 'you'} to renew.`,
          '- After that, reading stays open: news, quizzes and everything already posted. Nothing is deleted.',
          writing,
        ]
      : ['- Reading stays open: news, quizzes and everything already posted. Nothing is deleted.', writing];
  return {
    to: notice.to,
    subject: `${daysBefore <= 1 ? 'Last reminder: y' : 'Y'}our Noticeboard plan ends on ${formatDate(endsAt)}`,
    text: [
      `Hello ${notice.name},`,
      '',
      `${whose} ends on ${indianTime(endsAt)}.`,
      '',
      `Renew before then and nothing changes${school ? ' for your students and staff' : ''}:`,
      notice.pricingLink,
      '',
      'If it is not renewed:',
      ...afterEnd,
      '',
      'The Noticeboard team',
      '',
    ].join('\n'),
  };
}

/** A free trial ends in 2 days: choosing a plan keeps writing open; reading stays either way. */
export function trialEndingMail(notice: EndingNotice): Mail {
  return {
    to: notice.to,
    subject: `Your Noticeboard free trial ends on ${formatDate(notice.endsAt)}`,
    text: [
      `Hello ${notice.name},`,
      '',
      `${notice.school ? `${notice.name}’s free trial` : 'Your free trial'} of Noticeboard ends on ${indianTime(notice.endsAt)}.`,
      '',
      `Choose a plan to keep ${notice.school ? 'posting in the community and working on collabs' : 'posting in the community'}:`,
      notice.pricingLink,
      '',
      'When the trial ends, reading stays open (news, quizzes and everything already posted) and nothing is deleted;',
      'writing features ask for a plan until one is chosen.',
      '',
      'The Noticeboard team',
      '',
    ].join('\n'),
  };
}
