/**
 * `/individual/update` when two people save the same mobile number at once: the check before the write can pass for
 * both, and the unique index decides. The race is made certain here by a check that always says "free".
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildIndividual } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { caller } from './profile-test-kit';

vi.mock('./account-details.repository', async (original) => ({
  ...(await original<typeof import('./account-details.repository')>()),
  phoneUsedByAnother: async () => false,
}));

let t: TestApp;
let people: SignedIn[];

beforeEach(async () => {
  t = await buildTestApp();
  people = [];
  for (let index = 0; index < 2; index += 1) {
    const person = await buildIndividual(t.db);
    people.push(await signIn(t.app, 'individual', person.email));
  }
});
afterEach(async () => {
  await t.close();
});

describe('/individual/update', () => {
  it('answers 409 to the one who lost the race for a mobile number, never a 500', async () => {
    const call = caller(t);
    const phone = '+919800011122';
    const [first, second] = people as [SignedIn, SignedIn];
    expect((await call('PATCH', '/api/individual/update', first, { phone })).statusCode).toBe(200);
    const lost = await call('PATCH', '/api/individual/update', second, { phone });
    expect(lost.statusCode).toBe(409);
    expect(lost.json().details).toEqual([{ field: 'phone', message: 'Already in use' }]);
  });
});
