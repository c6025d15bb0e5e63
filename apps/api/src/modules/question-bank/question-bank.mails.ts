/** Emails of the question bank: a rejected question's author, and the two schools of an adoption request. */
import type { Mail } from '../../lib/mailer';

const firstName = (name: string) => name.split(' ')[0] ?? name;
const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}...` : text);

export function questionRejectedMail(to: string, authorName: string, stem: string, note: string, link: string): Mail {
  const reason = note ? `Your reviewer wrote:\n\n  ${note}\n` : 'Your reviewer did not leave a note.\n';
  return {
    to,
    subject: 'A question of yours needs changes',
    text: `Hello ${firstName(authorName)},\n\nYour question "${excerpt(stem)}" was not approved for the question bank. ${reason}\nYou can edit it and send it for review again here:\n${link}\n`,
  };
}

export function adoptionRequestedMail(
  to: string,
  ownerName: string,
  requesterName: string,
  message: string,
  link: string,
): Mail {
  const note = message ? `\nTheir message:\n\n  ${message}\n` : '';
  return {
    to,
    subject: `${requesterName} would like to use your question bank`,
    text: `Hello ${ownerName},\n\n${requesterName} asks to use the approved questions of your question bank for their students' practice and papers. Your questions stay yours: they are not copied, and you can end the adoption at any time.\n${note}\nAccept or decline here (the link works once and for 14 days):\n${link}\n`,
  };
}

export function adoptionAnsweredMail(
  to: string,
  requesterName: string,
  ownerName: string,
  decision: 'ACCEPTED' | 'DECLINED',
  link: string,
): Mail {
  const outcome =
    decision === 'ACCEPTED'
      ? `accepted your request. Their approved questions are now in your bank under "Adopted".`
      : 'declined your request this time.';
  return {
    to,
    subject:
      decision === 'ACCEPTED'
        ? `${ownerName} accepted your adoption request`
        : `${ownerName} declined your adoption request`,
    text: `Hello ${requesterName},\n\n${ownerName} ${outcome}\n${link}\n`,
  };
}
