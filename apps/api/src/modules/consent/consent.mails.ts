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

/** The link a parent asked for, to change the choices they made for one child. */
export function parentManageMail(
  to: string,
  parentName: string,
  studentFirstName: string,
  schoolName: string,
  link: string,
  ttlDays: number,
): Mail {
  return {
    to,
    subject: `Your consent choices for ${studentFirstName} on Noticeboard`,
    text: `Dear ${parentName},\n\nYou asked to see or change what you allowed for ${studentFirstName} at ${schoolName} on Noticeboard: posting and being named outside the school, photos in public posts, face checks in assessments, their name in the assembly audio, and personalised news.\n\nOpen this link to change any of them (it expires in ${ttlDays} days):\n${link}\n\nIf you did not ask for this, you can ignore this email: nothing changes.\n`,
  };
}
