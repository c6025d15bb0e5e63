/** Which fields each enquiry form shows, and how the form's values become the request body of its kind. */
import type { EnquiryKind } from '@noticeboard/shared';
import { blankToUndefined } from '../../../lib/zod-form';

export interface EnquiryValues {
  name: string;
  email: string;
  phone: string;
  organisation: string;
  role: string;
  studentCount: number | string;
  schoolCount: number | string;
  preferredTime: string;
  message: string;
}

export const EMPTY_ENQUIRY: EnquiryValues = {
  name: '',
  email: '',
  phone: '',
  organisation: '',
  role: '',
  studentCount: '',
  schoolCount: '',
  preferredTime: '',
  message: '',
};

type Optional = 'organisation' | 'role' | 'studentCount' | 'schoolCount' | 'preferredTime' | 'message';

export interface FieldSetting {
  label: string;
  required: boolean;
}

/** Beyond name, email and phone (always asked): each kind's fields with their labels. */
export const ENQUIRY_FIELDS: Record<EnquiryKind, Partial<Record<Optional, FieldSetting>>> = {
  CALLBACK: {
    organisation: { label: 'School or organisation', required: false },
    preferredTime: { label: 'Best time to call', required: false },
    message: { label: 'What would you like to talk about?', required: false },
  },
  CONTACT: {
    organisation: { label: 'School or organisation', required: false },
    role: { label: 'Your role', required: false },
    message: { label: 'Message', required: true },
  },
  DEVELOP_PLAN: {
    organisation: { label: 'School name', required: true },
    role: { label: 'Your role', required: false },
    studentCount: { label: 'Number of students', required: true },
    message: { label: 'Anything else we should know?', required: false },
  },
  EVOLVE_PLAN: {
    organisation: { label: 'Name of the group or trust', required: true },
    role: { label: 'Your role', required: false },
    schoolCount: { label: 'Number of schools', required: true },
    studentCount: { label: 'Students across the schools (approximate)', required: false },
    message: { label: 'Anything else we should know?', required: false },
  },
};

const countOf = (value: number | string): number | undefined =>
  value === '' ? undefined : typeof value === 'number' ? value : Number(value);

/** The body for `kind`: only its own fields, blanks of optional fields left out, required ones passed as typed. */
export function enquiryInput(kind: EnquiryKind, values: EnquiryValues, productType?: string): Record<string, unknown> {
  const body: Record<string, unknown> = { kind, name: values.name, email: values.email, phone: values.phone };
  if (productType) body.productType = productType;
  const fields = ENQUIRY_FIELDS[kind];
  for (const key of Object.keys(fields) as Optional[]) {
    const setting = fields[key];
    const value = values[key];
    if (key === 'studentCount' || key === 'schoolCount') body[key] = countOf(value);
    else if (typeof value === 'string') body[key] = setting?.required ? value : blankToUndefined(value);
  }
  return body;
}
