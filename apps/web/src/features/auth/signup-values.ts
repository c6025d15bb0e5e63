/** Form shapes of the two sign-up forms and how they become the shared request bodies. */

import type { FormErrors } from '@mantine/form';
import { BOARD_LABELS, BOARDS, individualSignupBodySchema, instituteSignupBodySchema } from '@noticeboard/shared';
import { blankToUndefined, zodResolver } from '../../lib/zod-form';

export interface InstituteSignupValues {
  name: string;
  customUrl: string;
  email: string;
  phone: string;
  password: string;
  board: string;
  gstin: string;
  address: { line1: string; countryCode: string; stateCode: string; city: string; pincode: string };
  /** The box accepting the privacy policy and the safety advisory. */
  acceptsPolicies: boolean;
}

export const emptyInstituteValues: InstituteSignupValues = {
  name: '',
  customUrl: '',
  email: '',
  phone: '',
  password: '',
  board: '',
  gstin: '',
  address: { line1: '', countryCode: '', stateCode: '', city: '', pincode: '' },
  acceptsPolicies: false,
};

export const toInstituteBody = (values: InstituteSignupValues) => ({
  ...values,
  board: blankToUndefined(values.board),
  gstin: blankToUndefined(values.gstin),
});

const REQUIRED_CHOICES: Array<[string, (values: InstituteSignupValues) => string, string]> = [
  ['board', (v) => v.board, 'Choose a board'],
  ['address.countryCode', (v) => v.address.countryCode, 'Choose a country'],
  ['address.stateCode', (v) => v.address.stateCode, 'Choose a state'],
  ['address.city', (v) => v.address.city, 'Choose a city'],
];

/** The shared schema's verdict, with plain words for selects left empty. */
export function validateInstitute(values: InstituteSignupValues): FormErrors {
  const errors = zodResolver(instituteSignupBodySchema, toInstituteBody)(values);
  for (const [path, read, message] of REQUIRED_CHOICES) if (!read(values)) errors[path] = message;
  return errors;
}

export interface IndividualSignupValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  customUrl: string;
  acceptsPolicies: boolean;
}

export const emptyIndividualValues: IndividualSignupValues = {
  name: '',
  email: '',
  phone: '',
  password: '',
  customUrl: '',
  acceptsPolicies: false,
};

export const toIndividualBody = (values: IndividualSignupValues) => ({
  ...values,
  phone: blankToUndefined(values.phone),
  customUrl: blankToUndefined(values.customUrl),
});

export const validateIndividual = zodResolver(individualSignupBodySchema, toIndividualBody);

export const BOARD_OPTIONS = BOARDS.map((board) => ({ value: board, label: BOARD_LABELS[board] }));
