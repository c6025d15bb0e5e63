/** Test data straight into the database: institutes, members, individuals with known passwords. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { hashPassword } from '../lib/crypto';
import { insertInstitute } from '../modules/institute/institute.repository';
import { insertPeriod } from '../modules/subscription/subscription.repository';
import { insertUser, type UserRow } from '../modules/user/user.repository';

export const TEST_PASSWORD = 'Strong#Pass9';
let passwordHash: Promise<string> | undefined;
const knownHash = () => {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
};
const unique = () => randomBytes(4).toString('hex');

export async function buildInstitute(db: Db, name = 'Hillside School') {
  const slug = `hillside-${unique()}`;
  const institute = await insertInstitute(db, {
    name,
    customUrl: slug,
    email: `${slug}@school.test`,
    phone: `+9170${Math.floor(Math.random() * 1e8)
      .toString()
      .padStart(8, '0')}`,
    addressLine: '1 School Road',
    pincode: '560001',
    countryCode: 'IN',
    stateCode: 'KA',
    city: 'Bengaluru',
    board: 'CBSE',
    verified: true,
  });
  const account = await insertUser(db, {
    type: 'INSTITUTE',
    name,
    email: institute.email,
    customUrl: slug,
    passwordHash: await knownHash(),
    emailVerifiedAt: new Date(),
    instituteId: institute.id,
  });
  await insertPeriod(
    db,
    { instituteId: institute.id },
    { kind: 'PAID', startsAt: new Date(Date.now() - 86_400_000), endsAt: new Date(Date.now() + 30 * 86_400_000) },
  );
  return { institute, account };
}

export async function buildMember(
  db: Db,
  instituteId: string,
  role: 'FACULTY' | 'ADMIN' | 'CANDIDATE',
): Promise<UserRow> {
  const id = unique();
  return insertUser(db, {
    type: role === 'CANDIDATE' ? 'CANDIDATE' : 'INDIVIDUAL',
    userType: role === 'CANDIDATE' ? null : role,
    name: `${role.toLowerCase()} ${id}`,
    email: `${role.toLowerCase()}-${id}@school.test`,
    customUrl: `${role.toLowerCase()}-${id}`,
    passwordHash: await knownHash(),
    emailVerifiedAt: new Date(),
    instituteId,
    studentClass: role === 'CANDIDATE' ? 'EIGHT' : null,
    section: role === 'CANDIDATE' ? 'A' : null,
  });
}

export async function buildIndividual(db: Db): Promise<UserRow> {
  const id = unique();
  return insertUser(db, {
    type: 'INDIVIDUAL',
    name: `Reader ${id}`,
    email: `reader-${id}@mail.test`,
    customUrl: `reader-${id}`,
    passwordHash: await knownHash(),
    emailVerifiedAt: new Date(),
  });
}
