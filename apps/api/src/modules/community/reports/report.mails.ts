/** Short, kind emails about reports: the reporter hears the outcome, the school hears about an appeal. */
import type { Mail } from '../../../lib/mailer';

/** Never names the post's author: the reporter only learns what happened to the post they saw. */
export function reportOutcomeMail(to: string, reporterName: string, removed: boolean): Mail {
  const outcome = removed
    ? 'They agreed with you and removed the post from the community.'
    : 'They decided the post can stay in the community.';
  return {
    to,
    subject: 'Your report on a community post was reviewed',
    text: `Hello ${reporterName},\n\nThank you for reporting a post. Your school's moderators looked at it carefully. ${outcome}\n\nKeeping the community kind and safe is a team effort, and your report helped.\n`,
  };
}

export function appealMail(to: string, schoolName: string, postLink: string): Mail {
  return {
    to,
    subject: 'A member appealed the removal of their community post',
    text: `Hello ${schoolName},\n\nA member of your school has asked you to look again at a post that was removed after a report. You can see the post and its history here:\n${postLink}\n\nPlease review it when you can.\n`,
  };
}
