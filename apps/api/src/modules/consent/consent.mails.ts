/** The email a parent receives with the consent link. */
import type { Mail } from '../../lib/mailer';

export function consentRequestMail(
  to: string,
  parentName: string,
  studentFirstName: string,
  schoolName: string,
  link: string,
  ttlDays: number,
): Mail {
  return {
    to,
    subject: `${schoolName} asks for your consent for ${studentFirstName} on Noticeboard`,
    text: `Dear ${parentName},\n\n${schoolName} uses Noticeboard, a news, learning and community platform for its students. Because ${studentFirstName} is under 18, the school needs your consent before ${studentFirstName} can post, comment or appear in public lists.\n\nPlease open this link to grant or decline consent (it works once and expires in ${ttlDays} days):\n${link}\n\nIf you have questions, please contact the school.\n`,
  };
}
