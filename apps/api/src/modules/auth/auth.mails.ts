/** The words of every account email. Links point at the web app's pages. */
import type { Mail } from '../../lib/mailer';

export const OTP_TTL_MINUTES = 10;

export function signupCodeMail(to: string, name: string, code: string, verifyLink?: string): Mail {
  const linkLine = verifyLink ? `\n\nOr confirm your school's email address with this link:\n${verifyLink}\n` : '\n';
  return {
    to,
    subject: `${code} is your Noticeboard verification code`,
    text: `Hello ${name},\n\nYour verification code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes.${linkLine}\nIf you did not sign up for Noticeboard, you can ignore this email.\n`,
  };
}

export function resetPasswordMail(to: string, name: string, link: string, ttlMinutes: number): Mail {
  return {
    to,
    subject: 'Reset your Noticeboard password',
    text: `Hello ${name},\n\nUse this link to choose a new password. It works once and expires in ${ttlMinutes} minutes:\n${link}\n\nIf you did not ask for this, you can ignore this email; your password stays the same.\n`,
  };
}

export function setPasswordMail(to: string, name: string, instituteName: string, link: string, ttlDays: number): Mail {
  return {
    to,
    subject: `${instituteName} added you to Noticeboard`,
    text: `Hello ${name},\n\n${instituteName} has added you to Noticeboard. Confirm your email address and set your password with this link (it works once and expires in ${ttlDays} days):\n${link}\n\nThen sign in with this email address.\n`,
  };
}

/** A person who joined through a school's link chose their password on the form: the link confirms the address. */
export function joinConfirmMail(to: string, name: string, instituteName: string, link: string, ttlDays: number): Mail {
  return {
    to,
    subject: `Confirm your email to join ${instituteName} on Noticeboard`,
    text: `Hello ${name},\n\nYou have joined ${instituteName} on Noticeboard. Confirm your email address with this link (it works once and expires in ${ttlDays} days):\n${link}\n\nThen sign in with this email address and the password you chose.\n`,
  };
}
