/** Two short emails: the mentors hear a collab waits for them, the owner hears how it was evaluated. */
import type { Mail } from '../../../lib/mailer';

const firstName = (name: string) => name.split(' ')[0] ?? name;

export function sentForApprovalMail(to: string, mentorName: string, title: string, link: string): Mail {
  return {
    to,
    subject: `"${title}" is waiting for your evaluation`,
    text: `Hello ${firstName(mentorName)},\n\nThe team of "${title}" has sent their collab for approval. You can read it and give your evaluation here:\n${link}\n\nThank you for mentoring them!\n`,
  };
}

export function evaluatedMail(
  to: string,
  ownerName: string,
  title: string,
  decision: 'APPROVED' | 'CHANGES_REQUESTED',
  link: string,
): Mail {
  const outcome =
    decision === 'APPROVED'
      ? 'Good news: it was approved. Your mentors can now publish it.'
      : 'Your mentors asked for a few changes. Their feedback is on the collab page.';
  return {
    to,
    subject: decision === 'APPROVED' ? `"${title}" was approved` : `Changes requested for "${title}"`,
    text: `Hello ${firstName(ownerName)},\n\nYour collab "${title}" has been evaluated. ${outcome}\n${link}\n`,
  };
}
