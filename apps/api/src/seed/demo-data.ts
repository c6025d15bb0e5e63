/** Fictional demo schools and people. Names are combined from short lists; none is a real child. */
import { type SECTION_TYPES, STUDENT_CLASSES } from '@noticeboard/shared';

export const DEMO_PASSWORD = 'Demo@12345';

export interface DemoInstitute {
  name: string;
  customUrl: string;
  email: string;
  phone: string;
  addressLine: string;
  pincode: string;
  countryCode: string;
  stateCode: string;
  city: string;
  board: 'CBSE' | 'ICSE';
  gstin: string | null;
  subscription: { kind: 'TRIAL' | 'PAID'; days: number };
}

export const DEMO_INSTITUTES: DemoInstitute[] = [
  {
    name: 'Greenfield Public School',
    customUrl: 'greenfield-public-school',
    email: 'institute@demo.test',
    phone: '+919800000001',
    addressLine: '12 Lakeview Road, Jayanagar',
    pincode: '560041',
    countryCode: 'IN',
    stateCode: 'KA',
    city: 'Bengaluru',
    board: 'CBSE',
    gstin: '29AAACG1234A1ZA',
    subscription: { kind: 'PAID', days: 365 },
  },
  {
    name: 'Riverside International Academy',
    customUrl: 'riverside-international-academy',
    email: 'riverside@demo.test',
    phone: '+919800000002',
    addressLine: '4 Mula Riverside Lane, Aundh',
    pincode: '411007',
    countryCode: 'IN',
    stateCode: 'MH',
    city: 'Pune',
    board: 'ICSE',
    gstin: null,
    subscription: { kind: 'TRIAL', days: 14 },
  },
];

const FIRST_NAMES = [
  'Aarav',
  'Diya',
  'Kabir',
  'Meera',
  'Rohan',
  'Anaya',
  'Vihaan',
  'Ishita',
  'Arjun',
  'Saanvi',
  'Reyansh',
  'Tara',
  'Dev',
  'Kiara',
  'Aditya',
  'Nisha',
  'Yash',
  'Pari',
  'Neel',
  'Zoya',
  'Karan',
  'Riya',
  'Aryan',
  'Leela',
];
const LAST_NAMES = [
  'Sharma',
  'Iyer',
  'Nair',
  'Kulkarni',
  'Reddy',
  'Das',
  'Mehta',
  'Rao',
  'Bose',
  'Pillai',
  'Joshi',
  'Sen',
];

/** A stable, fictional full name for the n-th generated person. */
export function demoName(n: number): string {
  const first = FIRST_NAMES[n % FIRST_NAMES.length] ?? 'Asha';
  const last = LAST_NAMES[Math.floor(n / FIRST_NAMES.length + n) % LAST_NAMES.length] ?? 'Rao';
  return `${first} ${last}`;
}

export interface DemoMember {
  name: string;
  email: string;
  role: 'FACULTY' | 'ADMIN' | 'CANDIDATE';
  studentClass?: (typeof STUDENT_CLASSES)[number];
  section?: (typeof SECTION_TYPES)[number];
}

/** Staff and students of the n-th demo institute; the first carries the fixed demo accounts. */
export function demoMembers(instituteIndex: number, studentCount: number): DemoMember[] {
  const domain = instituteIndex === 0 ? 'demo.test' : `school${instituteIndex + 1}.demo.test`;
  const offset = instituteIndex * 100;
  const fixed = instituteIndex === 0;
  const members: DemoMember[] = [
    { name: demoName(offset + 1), email: fixed ? 'admin@demo.test' : `admin@${domain}`, role: 'ADMIN' },
    { name: demoName(offset + 2), email: `admin2@${domain}`, role: 'ADMIN' },
    { name: demoName(offset + 3), email: fixed ? 'faculty@demo.test' : `faculty@${domain}`, role: 'FACULTY' },
  ];
  for (let i = 0; i < 4; i++) {
    members.push({ name: demoName(offset + 4 + i), email: `faculty${i + 2}@${domain}`, role: 'FACULTY' });
  }
  const sections = ['A', 'B', 'C'] as const;
  for (let i = 0; i < studentCount; i++) {
    members.push({
      name: demoName(offset + 10 + i),
      email: fixed && i === 0 ? 'student@demo.test' : `student${i + 1}@${domain}`,
      role: 'CANDIDATE',
      studentClass: STUDENT_CLASSES[(i * 3 + 5) % STUDENT_CLASSES.length] ?? 'EIGHT',
      section: sections[i % sections.length] ?? 'A',
    });
  }
  return members;
}

export interface DemoIndividual {
  name: string;
  email: string;
  /** On a trial of this many days from today; 0: none. */
  trialDays: number;
  /** A yearly plan that ended this many days ago (past its grace, so EXPIRED). */
  planEndedDaysAgo?: number;
}

/** Three readers of their own: on a trial, new (offered the trial), and one whose yearly plan has expired. */
export const DEMO_INDIVIDUALS: DemoIndividual[] = [
  { name: 'Asha Menon', email: 'individual@demo.test', trialDays: 14 },
  { name: 'Vikram Shetty', email: 'vikram@demo.test', trialDays: 0 },
  { name: 'Lakshmi Rao', email: 'lakshmi@demo.test', trialDays: 0, planEndedDaysAgo: 30 },
];
