/** The words of the join-link email the account services do not send: the school's "no" to a request. */
import type { Mail } from '../../lib/mailer';

export function joinDeclinedMail(to: string, name: string, instituteName: string): Mail {
  return {
    to,
    subject: `Your request to join ${instituteName} on Noticeboard`,
    text: `Hello ${name},\n\n${instituteName} did not approve your request to join on Noticeboard. If you think this is a mistake, please ask your school; they can share a new join link.\n`,
  };
}
