import { TOP_UP_LIMITS, WALLET_MESSAGES, WALLET_PATHS } from '@noticeboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/crypto';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember, TEST_PASSWORD } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { insertUser } from '../user/user.repository';
import { credit, spend } from './wallet.service';
import { buildTopUpOrder } from './wallet-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const rupees = (n: number) => n * 100;
const walletOf = (who?: SignedIn) =>
  t.app.inject({ method: 'GET', url: `/api${WALLET_PATHS.wallet}`, headers: who ? { cookie: who.cookie } : {} });

async function newSchool(name = 'Lotus Valley School') {
  const school = await buildInstitute(t.db, name);
  const member = async (role: 'CANDIDATE' | 'FACULTY' | 'ADMIN') =>
    signIn(
      t.app,
      role === 'CANDIDATE' ? 'user' : 'faculty',
      (await buildMember(t.db, school.institute.id, role)).email,
    );
  return {
    owner: { instituteId: school.institute.id },
    account: await signIn(t.app, 'institute', school.account.email),
    student: await member('CANDIDATE'),
    faculty: await member('FACULTY'),
    admin: await member('ADMIN'),
  };
}

async function newReader() {
  const user = await buildIndividual(t.db);
  return { owner: { userId: user.id }, session: await signIn(t.app, 'individual', user.email) };
}

describe('GET /wallet', () => {
  it('shows a new wallet as empty, with the room for a first top-up', async () => {
    const { account } = await newSchool();
    const response = await walletOf(account);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      statusCode: 200,
      message: 'Wallet',
      body: { balancePaise: 0, entries: [], topUpRoomPaise: TOP_UP_LIMITS.maxPaise },
    });
  });

  it('shows the school account its balance (the sum) and its entries newest first, signed', async () => {
    const { owner, account } = await newSchool();
    const orderId = await buildTopUpOrder(t.db, owner, rupees(2000));
    await t.db.transaction(async (tx) => {
      await credit(tx, owner, {
        kind: 'TOP_UP',
        amountPaise: rupees(2000),
        idempotencyKey: `order-${orderId}`,
        orderId,
        description: 'Added to the wallet',
        at: new Date('2026-11-01T05:00:00.000Z'),
      });
      await spend(tx, owner, {
        amountPaise: rupees(1500),
        idempotencyKey: 'plan-1',
        description: 'Seats for 15 students',
        at: new Date('2026-11-02T05:00:00.000Z'),
      });
      await credit(tx, owner, {
        kind: 'REFUND',
        amountPaise: rupees(500),
        idempotencyKey: 'refund-1',
        description: 'Refund: 5 seats',
        at: new Date('2026-11-03T05:00:00.000Z'),
      });
    });
    const body = (await walletOf(account)).json().body;
    expect(body.balancePaise).toBe(rupees(1000));
    expect(body.topUpRoomPaise).toBe(TOP_UP_LIMITS.maxPaise);
    expect(body.entries).toEqual([
      {
        id: expect.any(String),
        kind: 'REFUND',
        amountPaise: rupees(500),
        description: 'Refund: 5 seats',
        orderId: null,
        createdAt: '2026-11-03T05:00:00.000Z',
      },
      expect.objectContaining({ kind: 'SPEND', amountPaise: -rupees(1500), createdAt: '2026-11-02T05:00:00.000Z' }),
      expect.objectContaining({ kind: 'TOP_UP', amountPaise: rupees(2000), orderId }),
    ]);
  });

  it('lists the latest 20 entries while the balance counts them all', async () => {
    const { owner, session } = await newReader();
    await t.db.transaction(async (tx) => {
      for (let day = 1; day <= 25; day++) {
        await credit(tx, owner, {
          kind: 'TOP_UP',
          amountPaise: rupees(100),
          idempotencyKey: `day-${day}`,
          description: `Top-up ${day}`,
          at: new Date(Date.UTC(2026, 9, day)),
        });
      }
    });
    const body = (await walletOf(session)).json().body;
    expect(body.balancePaise).toBe(rupees(2500));
    expect(body.entries).toHaveLength(20);
    expect(body.entries[0].description).toBe('Top-up 25');
    expect(body.entries[19].description).toBe('Top-up 6');
  });

  it('shows how much more a nearly full wallet may take', async () => {
    const { owner, session } = await newReader();
    await t.db.transaction((tx) =>
      credit(tx, owner, {
        kind: 'TOP_UP',
        amountPaise: TOP_UP_LIMITS.maxBalancePaise - rupees(250),
        idempotencyKey: 'big',
        description: 'Added to the wallet',
      }),
    );
    expect((await walletOf(session)).json().body.topUpRoomPaise).toBe(rupees(250));
  });
});

describe('whose wallet', () => {
  it('keeps each school’s and each reader’s wallet to themselves', async () => {
    const first = await newSchool('First School');
    const second = await newSchool('Second School');
    const reader = await newReader();
    await t.db.transaction((tx) =>
      credit(tx, first.owner, {
        kind: 'TOP_UP',
        amountPaise: rupees(900),
        idempotencyKey: 'a',
        description: 'First’s money',
      }),
    );
    expect((await walletOf(first.account)).json().body.balancePaise).toBe(rupees(900));
    for (const outsider of [second.account, reader.session]) {
      const body = (await walletOf(outsider)).json().body;
      expect(body).toEqual({ balancePaise: 0, entries: [], topUpRoomPaise: TOP_UP_LIMITS.maxPaise });
      expect(JSON.stringify(body)).not.toContain('First’s money');
    }
  });

  it('refuses a school’s students, faculty and admins (the school account holds the wallet)', async () => {
    const school = await newSchool();
    await t.db.transaction((tx) =>
      credit(tx, school.owner, { kind: 'TOP_UP', amountPaise: rupees(100), idempotencyKey: 'b', description: 'x' }),
    );
    for (const member of [school.student, school.faculty, school.admin]) {
      const response = await walletOf(member);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect(response.body).not.toContain('balancePaise');
    }
  });

  it('refuses an individual account that belongs to a school', async () => {
    const school = await newSchool();
    const member = await insertUser(t.db, {
      type: 'INDIVIDUAL',
      name: 'Joined Reader',
      email: `joined-${school.owner.instituteId.slice(0, 8)}@mail.test`,
      customUrl: `joined-${school.owner.instituteId.slice(0, 8)}`,
      passwordHash: await hashPassword(TEST_PASSWORD),
      emailVerifiedAt: new Date(),
      instituteId: school.owner.instituteId,
    });
    const session = await signIn(t.app, 'individual', member.email);
    const response = await walletOf(session);
    expect(response.json()).toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: WALLET_MESSAGES.schoolWallet,
    });
  });

  it('refuses anonymous callers', async () => {
    const response = await walletOf();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
