/**
 * "Download my data": the person's own request and status, the school's for a student (mailed to the parent), and
 * the emailed link's download (open: the link's token is the key).
 */
import {
  ACCESS,
  DATA_EXPORT_MESSAGES,
  dataExportCandidateParamsSchema,
  dataExportDownloadParamsSchema,
  dataExportDownloadQuerySchema,
  dataExportStatusSchema,
  ROLE_SETS,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import { attachmentDisposition } from '../../lib/serve-file';
import type { FileStorage } from '../../lib/storage';
import type { App } from '../../types';
import type { DataExportService } from './data-export.service';

export const PERSONAL_DATA_PATHS = {
  exports: '/personal-data/exports',
  candidateExports: '/personal-data/exports/candidate/:candidateId',
  download: '/personal-data/exports/:id/download',
} as const;

export function personalDataRoutes(
  app: App,
  { exports, storage }: { exports: DataExportService; storage: FileStorage },
): void {
  const route = routeDefiner(app, { tags: ['personal-data'] });
  const school = ACCESS.roles(ROLE_SETS.instituteOnly);

  route(`POST ${PERSONAL_DATA_PATHS.exports}`, {
    access: ACCESS.signedIn,
    errors: ['CONFLICT', 'RATE_LIMITED', 'NOT_FOUND'],
    summary: 'Ask for a copy of my data (a ZIP, emailed as an expiring link)',
    response: dataExportStatusSchema,
    status: 202,
    message: DATA_EXPORT_MESSAGES.requested,
    handler: ({ actor }) => exports.requestOwn(actor),
  });
  route(`GET ${PERSONAL_DATA_PATHS.exports}`, {
    access: ACCESS.signedIn,
    errors: [],
    summary: 'My newest data export and its state',
    response: dataExportStatusSchema,
    message: 'Data export',
    handler: ({ actor }) => exports.statusOwn(actor),
  });
  route(`POST ${PERSONAL_DATA_PATHS.candidateExports}`, {
    access: school,
    errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED', 'UNPROCESSABLE'],
    summary: "Ask for a student's data on the parent's behalf (mailed to the parent on the consent record)",
    params: dataExportCandidateParamsSchema,
    response: dataExportStatusSchema,
    status: 202,
    message: DATA_EXPORT_MESSAGES.requestedForStudent,
    handler: ({ actor, params }) => exports.requestForStudent(actor, params.candidateId),
  });
  route(`GET ${PERSONAL_DATA_PATHS.candidateExports}`, {
    access: school,
    errors: ['NOT_FOUND'],
    summary: "A student's newest data export and its state",
    params: dataExportCandidateParamsSchema,
    response: dataExportStatusSchema,
    message: 'Data export',
    handler: ({ actor, params }) => exports.statusForStudent(actor, params.candidateId),
  });
  route(`GET ${PERSONAL_DATA_PATHS.download}`, {
    access: ACCESS.open('the emailed link carries its own token (stored hashed, expiring)'),
    errors: ['LINK_EXPIRED'],
    summary: 'Download a data export by its emailed link',
    params: dataExportDownloadParamsSchema,
    query: dataExportDownloadQuerySchema,
    raw: {},
    handler: async ({ params, query, reply }) => {
      const file = await exports.download(params.id, query.token);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(file.filename))
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(storage.stream(file.storageKey));
    },
  });
}
