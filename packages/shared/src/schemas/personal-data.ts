/**
 * "Download my data" (issue 20 §3) and how an erased person reads afterwards (issue 20 §2): the export's states and
 * wire shapes, shared by the API and the web.
 */
import { z } from 'zod';

/** How an erased account's author reads wherever their kept content is shown; it links nowhere. */
export const ERASED_MEMBER_NAME = 'Former member';

/**
 * An erased account's custom URL: `former-member-` and 32 hex digits (46 characters), longer than any custom URL a
 * person may choose (40), so it can only be a tombstone's. Presenters show such an author without a link.
 */
const ERASED_CUSTOM_URL = /^former-(member|school)-[0-9a-f]{32}$/;
export const isErasedCustomUrl = (customUrl: string | null | undefined): boolean =>
  customUrl ? ERASED_CUSTOM_URL.test(customUrl) : false;

/** An export's life: the ZIP being prepared, ready behind an emailed link, gone after the link expired, or failed. */
export const DATA_EXPORT_STATES = ['PREPARING', 'READY', 'EXPIRED', 'FAILED'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

/** How long an emailed download link works; the file is deleted after it. */
export const DATA_EXPORT_LINK_DAYS = 7;
/** A person may ask for a new export this often (a finished one still counts). */
export const DATA_EXPORT_COOLDOWN_HOURS = 24;

export const dataExportSchema = z.object({
  id: z.uuid(),
  state: z.enum(DATA_EXPORT_STATES),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  /** When the link stops working (READY), or stopped (EXPIRED). */
  expiresAt: z.string().nullable(),
  /** The address the link goes to, partly hidden (`pa•••@example.com`). */
  sentTo: z.string(),
  /** Size of the ZIP in bytes, once prepared. */
  bytes: z.number().int().nullable(),
  /** When the person may ask for another one. */
  nextRequestAt: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** The newest export of the person (or of the student, for their school), or none yet. */
export const dataExportStatusSchema = z.object({ export: dataExportSchema.nullable() });
export type DataExportStatus = z.infer<typeof dataExportStatusSchema>;

export const dataExportCandidateParamsSchema = z.object({ candidateId: z.uuid() });

/** The emailed link: `/api/personal-data/exports/<id>/download?token=…`. */
export const dataExportDownloadParamsSchema = z.object({ id: z.uuid() });
export const dataExportDownloadQuerySchema = z.object({ token: z.string().min(20).max(200) });

/** Spec-style messages the web shows as they are. */
export const DATA_EXPORT_MESSAGES = {
  requested: 'We are preparing your data. We will email you a link when it is ready.',
  requestedForStudent: "We are preparing the student's data. The link will be emailed to their parent.",
  alreadyPreparing: 'Your data is already being prepared.',
  tooSoon: 'You can ask for your data once a day.',
  noParent: 'This student has no parent email on their consent record, so there is nowhere to send the link.',
  linkExpired: 'This download link has expired or is not valid. Please ask for your data again.',
} as const;
