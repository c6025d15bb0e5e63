import type { UserDetails } from '@noticeboard/shared';

export const studentUser: UserDetails = {
  id: '6d2f7f0c-6a44-4df4-9d7c-0e0f5b0a1c01',
  name: 'Asha Student',
  email: 'student@demo.test',
  type: 'CANDIDATE',
  userType: null,
  customUrl: 'asha-student',
  instituteId: '0b8a6f5e-95d3-4a36-a0d5-6b1e2f3c4d5e',
  instituteName: 'Greenfield Public School',
  instituteCustomUrl: 'greenfield-public-school',
  studentClass: 'EIGHT',
  section: 'A',
  cookiesAccepted: false,
  subscription: { state: 'TRIAL', endsAt: null },
};

export function jsonResponse(status: number, payload: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(payload), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
