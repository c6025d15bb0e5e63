/**
 * A newsletter's send under kill -9: the school account sends a newsletter to a class of 1,500 students; the server
 * (jobs off: the send runs in the background after the commit) is killed once some deliveries are SENT, and a new
 * server with its jobs on (and a claim lease of a few seconds instead of 10 minutes) resumes the queue through the
 * newsletter-send job. Afterwards every address has at most one mail: the dev outbox under DATA_DIR/outbox holds one
 * record per Message-ID (one per address), records written before the kill are untouched (a resend would rewrite
 * one) and the new server wrote only to addresses still waiting at the kill. Every delivery ends SENT or UNCONFIRMED
 * (the claims in flight at the kill, at most one batch), the newsletter is SENT with totals matching its rows, and
 * the server answers normally.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { NEWSLETTER_PATHS as P } from '@noticeboard/shared';
import { users } from '../src/db/schema';
import { buildInstitute, TEST_PASSWORD } from '../src/test/factories';
import { type Caller, call, signIn } from './http';
import type { FaultCase, FaultContext } from './run';
import { sleep } from './server-process';

const STUDENTS = 1_500;
const DOMAIN = 'fault-newsletter.test';
/** The sender's claim batch (newsletter-sender.ts BATCH): at most this many claims are in flight at a kill. */
const CLAIM_BATCH = 100;
const LEASE_SECONDS = 3;
const SECTIONS = ['A', 'B', 'C', 'D', 'E'] as const;

const pathOf = (template: string, newsletterId: string) => template.replace(':newsletterId', newsletterId);
const addressHash = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24);

/** 1,500 active students of class NINE (five sections) with their own addresses, straight into the database. */
async function seedClass(context: FaultContext, instituteId: string): Promise<string[]> {
  const tag = Date.now().toString(36);
  const emails = Array.from({ length: STUDENTS }, (_, index) => `nl-student-${index}-${tag}@${DOMAIN}`);
  for (let at = 0; at < emails.length; at += 500) {
    await context.database.db.insert(users).values(
      emails.slice(at, at + 500).map((email, offset) => ({
        type: 'CANDIDATE' as const,
        name: `Newsletter Student ${at + offset}`,
        email,
        customUrl: `nl-student-${at + offset}-${tag}`,
        emailVerifiedAt: new Date(),
        instituteId,
        studentClass: 'NINE' as const,
        section: SECTIONS[(at + offset) % SECTIONS.length],
      })),
    );
  }
  return emails;
}

/** A draft from the default template with the class as its audience, sent now; its id. */
async function sendToClass(school: Caller): Promise<string> {
  const created = await call(school, 'POST', P.newsletters, { template: 'DEFAULT' });
  if (created.status !== 201) throw new Error(`draft not created: ${created.status} ${created.message}`);
  const id = String(created.body.id);
  const saved = await call(school, 'PATCH', pathOf(P.newsletter, id), {
    revision: created.body.revision,
    title: 'Class 9 this week (fault test)',
    audience: { everyone: false, staff: false, parents: false, classes: ['NINE'], sections: [] },
  });
  if (saved.status !== 200) throw new Error(`draft not saved: ${saved.status} ${saved.message}`);
  const sent = await call(school, 'POST', pathOf(P.send, id), { revision: saved.body.revision });
  if (sent.status !== 200 || sent.body.state !== 'SENDING') {
    throw new Error(`newsletter not sent: ${sent.status} ${sent.message} ${JSON.stringify(sent.body).slice(0, 200)}`);
  }
  return id;
}

async function statesOf(context: FaultContext, newsletterId: string): Promise<Map<string, string>> {
  const found = await context.sql.query<{ email: string; state: string }>(
    'select email, state from newsletter_deliveries where newsletter_id = $1',
    [newsletterId],
  );
  return new Map(found.rows.map((row) => [row.email, row.state]));
}

async function countsOf(context: FaultContext, newsletterId: string): Promise<Record<string, number>> {
  const found = await context.sql.query<{ state: string; n: number }>(
    'select state, count(*)::int as n from newsletter_deliveries where newsletter_id = $1 group by state',
    [newsletterId],
  );
  return Object.fromEntries(found.rows.map((row) => [row.state, row.n]));
}

const withState = (states: Map<string, string>, state: string) =>
  [...states].filter(([, value]) => value === state).map(([email]) => email);

interface OutboxRecord {
  /** The address hash in the file name (the Message-ID is made from the newsletter and the address). */
  hash: string;
  /** The record's bytes, to tell a rewritten record (a second send) from the same one. */
  digest: string;
  /** The record's `to`, or null when it does not parse (a write cut by the kill). */
  to: string | null;
}

/** This newsletter's records in the dev outbox (`msg-<Message-ID>.json`), by file name. */
async function outboxOf(context: FaultContext, newsletterId: string): Promise<Map<string, OutboxRecord>> {
  const folder = path.join(context.dataDir, 'outbox');
  const prefix = `msg-newsletter.${newsletterId}.`;
  const names = (await readdir(folder).catch(() => [] as string[])).filter(
    (name) => name.startsWith(prefix) && name.endsWith('.json'),
  );
  const records = new Map<string, OutboxRecord>();
  for (let at = 0; at < names.length; at += 100) {
    await Promise.all(
      names.slice(at, at + 100).map(async (name) => {
        const bytes = await readFile(path.join(folder, name), 'utf8');
        let to: string | null = null;
        try {
          to = String((JSON.parse(bytes) as { to: unknown }).to).toLowerCase();
        } catch {}
        const hash = name.slice(prefix.length).split('_')[0] ?? '';
        records.set(name, { hash, digest: createHash('sha256').update(bytes).digest('hex'), to });
      }),
    );
  }
  return records;
}

/**
 * Waits until no other backend of this database runs a statement: a statement the killed server had sent (marking a
 * delivery SENT) may still commit after the kill, so the rows are read once those are done.
 */
async function killedStatementsDone(context: FaultContext): Promise<boolean> {
  return waitUntil(
    async () => {
      const busy = await context.sql.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
      );
      return busy.rows[0]?.n === 0;
    },
    10_000,
    50,
  );
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, everyMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await sleep(everyMs);
  }
  return false;
}

export const newsletterFault: FaultCase = {
  name: `newsletter: kill -9 while sending to ${STUDENTS} addresses, resumed by the newsletter-send job`,
  async run(context) {
    let server = await context.server();
    const school = await buildInstitute(context.database.db, 'Fault Newsletter School');
    const emails = await seedClass(context, school.institute.id);
    const byHash = new Map(emails.map((email) => [addressHash(email), email]));
    let account = await signIn(server.url, 'institute', school.account.email, TEST_PASSWORD);
    const newsletterId = await sendToClass(account);

    // The send runs in the background of this server: kill it once some, not all, deliveries are SENT.
    let seen: Record<string, number> = {};
    const midway = await waitUntil(
      async () => {
        seen = await countsOf(context, newsletterId);
        return (seen.SENT ?? 0) >= STUDENTS / 5;
      },
      120_000,
      10,
    );
    await server.kill();
    if (!(await killedStatementsDone(context))) console.log('  note: statements still running 10 s after the kill');
    const atKill = await statesOf(context, newsletterId);
    const before = await outboxOf(context, newsletterId);
    const sentAtKill = withState(atKill, 'SENT');
    const claimedAtKill = withState(atKill, 'SENDING');
    const pendingAtKill = new Set(withState(atKill, 'PENDING'));
    console.log(
      `  killed with ${sentAtKill.length} SENT, ${claimedAtKill.length} SENDING, ${pendingAtKill.size} PENDING; ` +
        `${before.size} outbox records`,
    );
    context.expect(
      'the kill came mid-send (some deliveries SENT, some still waiting)',
      midway && sentAtKill.length > 0 && sentAtKill.length < STUDENTS && atKill.size === STUDENTS,
      `last poll ${JSON.stringify(seen)}; at the kill ${sentAtKill.length} SENT of ${atKill.size} rows`,
    );

    server = await context.startServer({ JOBS_ENABLED: 'true', NEWSLETTER_CLAIM_LEASE_SECONDS: String(LEASE_SECONDS) });
    const restartedAt = Date.now();
    let open: Record<string, number> = {};
    const drained = await waitUntil(
      async () => {
        open = await countsOf(context, newsletterId);
        const state = await context.sql.query<{ state: string }>('select state from newsletters where id = $1', [
          newsletterId,
        ]);
        return !open.PENDING && !open.SENDING && state.rows[0]?.state === 'SENT';
      },
      120_000,
      250,
    );
    console.log(`  the restarted server finished the queue in ${((Date.now() - restartedAt) / 1000).toFixed(1)} s`);
    context.expect(
      'the restarted server’s newsletter-send job empties the queue (nothing PENDING or SENDING) within 2 minutes',
      drained,
      `${JSON.stringify(open)}\n${server.logTail(8)}`,
    );

    const after = await statesOf(context, newsletterId);
    const outbox = await outboxOf(context, newsletterId);
    const sent = withState(after, 'SENT');
    const unconfirmed = withState(after, 'UNCONFIRMED');
    const perAddress = new Map<string, number>();
    const strangers: string[] = [];
    const misnamed: string[] = [];
    const unreadable: string[] = [];
    for (const [name, record] of outbox) {
      const email = byHash.get(record.hash);
      if (!email) {
        strangers.push(name);
        continue;
      }
      perAddress.set(email, (perAddress.get(email) ?? 0) + 1);
      if (record.to === null) unreadable.push(name);
      else if (record.to !== email) misnamed.push(`${name} → ${record.to}`);
    }
    const twice = [...perAddress].filter(([, n]) => n > 1);
    context.expect(
      'every address has at most one outbox record, each for an address of the class',
      twice.length === 0 && strangers.length === 0 && misnamed.length === 0,
      `twice: ${twice.slice(0, 5).join('; ')}; strangers: ${strangers.slice(0, 5).join(', ')}; ` +
        `misnamed: ${misnamed.slice(0, 5).join(', ')}`,
    );

    // A resend would rewrite a record (same Message-ID, new time): those written before the kill must be untouched,
    // and the new server may only have written records of addresses still PENDING at the kill.
    const rewritten = [...before].filter(([name, record]) => outbox.get(name)?.digest !== record.digest);
    const newRecords = [...outbox].filter(([name]) => !before.has(name));
    const resentAddresses = newRecords
      .map(([, record]) => byHash.get(record.hash) ?? record.hash)
      .filter((email) => !pendingAtKill.has(email));
    context.expect(
      'nobody got the newsletter twice: records from before the kill are untouched, new ones only for addresses that were still PENDING',
      rewritten.length === 0 && resentAddresses.length === 0,
      `rewritten: ${rewritten
        .slice(0, 5)
        .map(([name]) => name)
        .join(', ')} (${rewritten.length}); new records for addresses not PENDING at the kill: ${resentAddresses
        .slice(0, 5)
        .join(', ')} (${resentAddresses.length})`,
    );

    // The mailer was asked once per SENT row, plus once for each UNCONFIRMED row the killed server had handed over.
    const handedOverUnconfirmed = unconfirmed.filter((email) => perAddress.has(email));
    const sentWithoutRecord = sent.filter((email) => !perAddress.has(email));
    const sentAfterRestart = sent.filter((email) => pendingAtKill.has(email));
    context.expect(
      'the mailer was asked once per delivery: outbox records = SENT rows + UNCONFIRMED rows handed over before the kill',
      outbox.size === sent.length + handedOverUnconfirmed.length &&
        sentWithoutRecord.length === 0 &&
        newRecords.length === sentAfterRestart.length,
      `${outbox.size} records, ${sent.length} SENT (${sentWithoutRecord.length} without a record), ` +
        `${handedOverUnconfirmed.length} of ${unconfirmed.length} UNCONFIRMED with a record; ` +
        `${newRecords.length} records new after the restart for ${sentAfterRestart.length} rows SENT after it` +
        (unreadable.length > 0 ? `; ${unreadable.length} records cut by the kill` : ''),
    );

    const others = [...after].filter(([, state]) => state !== 'SENT' && state !== 'UNCONFIRMED');
    const missing = emails.filter((email) => !after.has(email));
    context.expect(
      `every one of the ${STUDENTS} deliveries is SENT or UNCONFIRMED, none lost`,
      after.size === STUDENTS && missing.length === 0 && others.length === 0,
      `${after.size} rows, ${missing.length} addresses without a row, others: ${JSON.stringify(others.slice(0, 5))}`,
    );
    const claimed = new Set(claimedAtKill);
    context.expect(
      `UNCONFIRMED are exactly the claims in flight at the kill, at most one batch (${CLAIM_BATCH})`,
      unconfirmed.length <= CLAIM_BATCH &&
        unconfirmed.length === claimed.size &&
        unconfirmed.every((email) => claimed.has(email)),
      `${unconfirmed.length} UNCONFIRMED, ${claimed.size} SENDING at the kill`,
    );

    account = await signIn(server.url, 'institute', school.account.email, TEST_PASSWORD);
    const page = await call(account, 'GET', pathOf(P.newsletter, newsletterId));
    const totals = page.body.totals as Record<string, number> | undefined;
    const recipients = await context.sql.query<{ recipients: number }>(
      'select recipients from newsletters where id = $1',
      [newsletterId],
    );
    context.expect(
      'the newsletter is SENT and its totals match the rows',
      page.status === 200 &&
        page.body.state === 'SENT' &&
        recipients.rows[0]?.recipients === STUDENTS &&
        totals?.recipients === STUDENTS &&
        totals.delivered === sent.length &&
        totals.unconfirmed === unconfirmed.length &&
        totals.failed === 0,
      `${page.status} ${page.body.state} ${JSON.stringify(totals)}; rows: ${sent.length} SENT, ${unconfirmed.length} UNCONFIRMED`,
    );

    const ready = await fetch(`${server.url}/api/ready`).then((response) => response.status);
    const list = await call(account, 'GET', P.newsletters);
    const listed = (list.body.content as Array<{ id: string }> | undefined)?.some((item) => item.id === newsletterId);
    const draft = await call(account, 'POST', P.newsletters, { template: 'BLANK' });
    context.expect(
      'the server answers normally after the restart (ready, the list, a new draft)',
      ready === 200 && list.status === 200 && listed === true && draft.status === 201,
      `ready ${ready}; list ${list.status} ${JSON.stringify(list.body).slice(0, 200)}; draft ${draft.status} ${draft.message}`,
    );

    // The next case gets a server as the others start it (jobs off).
    await server.stop();
  },
};
