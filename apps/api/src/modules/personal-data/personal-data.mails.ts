/** The email with the "Download my data" link: to the person, or to the parent of a student the school asked for. */
import { DATA_EXPORT_LINK_DAYS, formatDateTime } from '@noticeboard/shared';
import type { Mail } from '../../lib/mailer';

export function dataExportMail(to: string, name: string, link: string, expiresAt: Date, forParent: boolean): Mail {
  const firstName = name.split(' ')[0] ?? name;
  const whose = forParent ? `${firstName}'s data on Noticeboard` : 'your data on Noticeboard';
  const opening = forParent
    ? `${firstName}'s school asked us, on your behalf, for a copy of ${firstName}'s data on Noticeboard.`
    : 'You asked for a copy of your data on Noticeboard.';
  return {
    to,
    subject: `A copy of ${whose} is ready`,
    text: `Hello,\n\n${opening} It is ready: a ZIP file with the data as JSON files and the files uploaded.\n\nDownload it here (the link works for ${DATA_EXPORT_LINK_DAYS} days, until ${formatDateTime(expiresAt)}):\n${link}\n\nKeep the file somewhere safe: it holds personal information. If you did not expect this email, you can ignore it.\n`,
  };
}
