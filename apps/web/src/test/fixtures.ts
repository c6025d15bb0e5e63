/** Users and responses the web tests share, built with the shared schemas so they cannot drift from the contract. */
import { type UserDetails, userDetailsSchema } from '@noticeboard/shared';

const greenfield = {
  instituteId: '0b8a6f5e-95d3-4a36-a0d5-6b1e2f3c4d5e',
  instituteName: 'Greenfield Public School',
  instituteCustomUrl: 'greenfield-public-school',
};

export const studentUser: UserDetails = userDetailsSchema.parse({
  id: '6d2f7f0c-6a44-4df4-9d7c-0e0f5b0a1c01',
  name: 'Asha Student',
  email: 'student@demo.test',
  type: 'CANDIDATE',
  userType: null,
  customUrl: 'asha-student',
  ...greenfield,
  studentClass: 'EIGHT',
  section: 'A',
  cookiesAccepted: false,
  subscription: { state: 'TRIAL', endsAt: null, graceEndsAt: null, trialAvailable: false },
});

/** The school's own account (manages students, categories, its question bank). */
export const instituteUser: UserDetails = userDetailsSchema.parse({
  id: '0b8a6f5e-95d3-4a36-a0d5-6b1e2f3c4d5e',
  name: 'Greenfield Public School',
  email: 'office@greenfield.test',
  type: 'INSTITUTE',
  userType: null,
  customUrl: 'greenfield-public-school',
  ...greenfield,
  studentClass: null,
  section: null,
  cookiesAccepted: true,
  subscription: { state: 'ACTIVE', endsAt: null, graceEndsAt: null, trialAvailable: false },
});

/** A teacher of the same school. */
export const facultyUser: UserDetails = userDetailsSchema.parse({
  id: '9a7e3d21-58b4-4c1f-8e0a-2b6d4f1c3e77',
  name: 'Omar Teacher',
  email: 'omar@greenfield.test',
  type: 'INDIVIDUAL',
  userType: 'FACULTY',
  customUrl: 'omar-teacher',
  ...greenfield,
  studentClass: null,
  section: null,
  cookiesAccepted: true,
  subscription: { state: 'ACTIVE', endsAt: null, graceEndsAt: null, trialAvailable: false },
});

export function jsonResponse(status: number, payload: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(payload), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
