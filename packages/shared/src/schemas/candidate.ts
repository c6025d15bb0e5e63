/** Students (candidates) of an institute: list, detail, changes and bulk upload. */
import { z } from 'zod';
import { SECTION_TYPES, STUDENT_CLASSES } from '../constants';
import { fieldProblemSchema } from '../errors';
import { emailSchema } from '../validators';
import { pageOf, pageQuerySchema } from './common';

export const CANDIDATE_STATUSES = ['ACTIVE', 'REMOVED'] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

/** Most rows one upload may carry. */
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Column headers of the upload template, in order. */
export const IMPORT_COLUMNS = [
  'name',
  'email',
  'class',
  'section',
  'rollNumber',
  'dateOfBirth',
  'parentName',
  'parentEmail',
] as const;

export const candidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  customUrl: z.string(),
  studentClass: z.enum(STUDENT_CLASSES).nullable(),
  section: z.enum(SECTION_TYPES).nullable(),
  rollNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  status: z.enum(CANDIDATE_STATUSES),
  /** False until the student has set a password from the emailed link. */
  passwordSet: z.boolean(),
  createdAt: z.string(),
});
export type Candidate = z.infer<typeof candidateSchema>;
export const candidatePageSchema = pageOf(candidateSchema);

const nameSchema = z.string().trim().min(2, 'Name must be at least 2 characters').max(120);
const rollNumberSchema = z.string().trim().min(1).max(40);
export const dateOfBirthSchema = z.iso
  .date('Use the date format YYYY-MM-DD')
  .refine((value) => value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10), {
    message: 'Date of birth must be in the past',
  });

export const candidateListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(80).optional(),
  studentClass: z.enum(STUDENT_CLASSES).optional(),
  section: z.enum(SECTION_TYPES).optional(),
  status: z.enum(CANDIDATE_STATUSES).default('ACTIVE'),
  sort: z.enum(['name', 'class']).default('class'),
});
export type CandidateListQuery = z.infer<typeof candidateListQuerySchema>;

export const addCandidateBodySchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    studentClass: z.enum(STUDENT_CLASSES),
    section: z.enum(SECTION_TYPES),
    rollNumber: rollNumberSchema.optional(),
    dateOfBirth: dateOfBirthSchema.optional(),
    parentName: nameSchema.optional(),
    parentEmail: emailSchema.optional(),
  })
  .strict();
export type AddCandidateBody = z.infer<typeof addCandidateBodySchema>;

export const updateCandidateBodySchema = z
  .object({
    name: nameSchema.optional(),
    rollNumber: rollNumberSchema.nullable().optional(),
    dateOfBirth: dateOfBirthSchema.nullable().optional(),
  })
  .strict();
export type UpdateCandidateBody = z.infer<typeof updateCandidateBodySchema>;

export const moveCandidateBodySchema = z
  .object({ studentClass: z.enum(STUDENT_CLASSES), section: z.enum(SECTION_TYPES) })
  .strict();
export type MoveCandidateBody = z.infer<typeof moveCandidateBodySchema>;

export const moveCandidatesBodySchema = moveCandidateBodySchema
  .extend({ ids: z.array(z.uuid()).min(1).max(500) })
  .strict();
export type MoveCandidatesBody = z.infer<typeof moveCandidatesBodySchema>;

export const candidateIdParamsSchema = z.object({ id: z.uuid() });

export const importQuerySchema = z.object({
  /** Validate only: report problems without importing. */
  dryRun: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const templateQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

/** The export takes the list's filters (every page) and a file format. */
export const candidateExportQuerySchema = candidateListQuerySchema
  .omit({ page: true, size: true })
  .extend(templateQuerySchema.shape);

export const moveCandidatesResultSchema = z.object({ moved: z.number().int() });

/**
 * One bad cell of an upload: an IMPORT_ROWS_INVALID error's `details` item, always with its 1-based row
 * (row 1 is the header).
 */
export const importProblemSchema = fieldProblemSchema.extend({ row: z.number().int() });
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importResultSchema = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  imported: z.number().int(),
  consentsPending: z.number().int(),
  byClass: z.array(
    z.object({ studentClass: z.enum(STUDENT_CLASSES), section: z.enum(SECTION_TYPES), count: z.number().int() }),
  ),
});
export type ImportResult = z.infer<typeof importResultSchema>;
