/** The plain-text mails of an enquiry: the details for sales, a short acknowledgement for the sender. */
import type { EnquiryKind } from '@noticeboard/shared';
import type { Mail } from '../../lib/mailer';
import type { EnquiryRow } from './enquiry.repository';

const TITLES: Record<EnquiryKind, string> = {
  CALLBACK: 'Call-back request',
  CONTACT: 'Contact enquiry',
  DEVELOP_PLAN: 'Custom plan enquiry (large school)',
  EVOLVE_PLAN: 'Custom plan enquiry (group of schools)',
};

const ASKED_FOR: Record<EnquiryKind, string> = {
  CALLBACK: 'a call back',
  CONTACT: 'your message',
  DEVELOP_PLAN: 'a custom plan for your school',
  EVOLVE_PLAN: 'a custom plan for your group of schools',
};

/** Lines of the form `Label: value`, skipping what was not given. */
function details(row: EnquiryRow): string[] {
  const fields: Array<[string, string | number | null]> = [
    ['Name', row.name],
    ['Email', row.email],
    ['Phone', row.phone],
    ['School or organisation', row.organisation],
    ['Role', row.role],
    ['Students', row.studentCount],
    ['Schools', row.schoolCount],
    ['Preferred time', row.preferredTime],
    ['Product', row.productType],
    ['Signed-in user', row.userId],
  ];
  return fields.filter(([, value]) => value !== null && value !== '').map(([label, value]) => `${label}: ${value}`);
}

export function salesMail(row: EnquiryRow, salesEmail: string): Mail {
  const message = row.message ? ['', 'Message:', row.message] : [];
  return {
    to: salesEmail,
    subject: `${TITLES[row.kind]} from ${row.name}`,
    text: [
      `${TITLES[row.kind]} received ${row.createdAt.toISOString()} (enquiry ${row.id}).`,
      '',
      ...details(row),
      ...message,
    ].join('\n'),
  };
}

export function acknowledgementMail(row: EnquiryRow): Mail {
  return {
    to: row.email,
    subject: 'We have received your enquiry',
    text: [
      `Dear ${row.name},`,
      '',
      `Thank you for asking for ${ASKED_FOR[row.kind]}. Our team will get back to you within one working day.`,
      '',
      `Your reference: ${row.id}`,
      '',
      'Noticeboard',
    ].join('\n'),
  };
}
