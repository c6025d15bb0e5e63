/**
 * PostgreSQL crashes under load (a private cluster, `pg_ctl stop -m immediate`, 3 s down, started again) while one
 * API process keeps running: during the outage every request is answered (an error is fine) within a bound,
 * `/api/ready` says the database is down and `/api/health` stays up; after it the API serves reads and writes
 * again by itself, in the same process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { COMMUNITY_PATHS } from '@noticeboard/shared';
import { createDatabase } from '../src/db/client';
import { buildInstitute, buildMember, TEST_PASSWORD } from '../src/test/factories';
import { type Caller, call, signIn } from './http';
import { PrivatePostgres } from './private-postgres';
import type { Checks } from './run';
import { freePort, ServerProcess, sleep } from './server-process';

/** No request may take longer than this, outage or not. */
const ANSWER_BOUND_MS = 5_000;
/** After PostgreSQL is back, reads and writes succeed again within this. */
const RECOVERY_BOUND_MS = 10_000;
const OUTAGE_MS = 3_000;

interface Sample {
  at: number;
  ms: number;
  kind: 'read' | 'write';
  status: number;
}

async function loop(who: Caller, kind: Sample['kind'], samples: Sample[], running: () => boolean): Promise<void> {
  let round = 0;
  while (running()) {
    const at = Date.now();
    const status = await (kind === 'read'
      ? call(who, 'GET', COMMUNITY_PATHS.newsfeed, undefined, ANSWER_BOUND_MS * 2)
      : call(
          who,
          'POST',
          COMMUNITY_PATHS.posts,
          { description: `<p>Under load ${round++}</p>`, category: 'events' },
          ANSWER_BOUND_MS * 2,
        )
    )
      .then((reply) => reply.status)
      .catch(() => 0);
    samples.push({ at, ms: Date.now() - at, kind, status });
    if (status === 0 || status >= 500) await sleep(50);
  }
}

const ok = (sample: Sample) => sample.status >= 200 && sample.status < 300;

export const postgresRestartFault = {
  name: 'PostgreSQL crash and restart under load (private cluster), the API process kept',
  async run(checks: Checks, parentDir: string): Promise<void> {
    const cluster = await PrivatePostgres.create();
    const dataDir = mkdtempSync(path.join(parentDir, 'pg-restart-'));
    let server: ServerProcess | undefined;
    try {
      const databaseUrl = await cluster.createDatabase('noticeboard');
      server = await ServerProcess.start({ databaseUrl, dataDir, port: await freePort() });
      const database = createDatabase({ databaseUrl });
      const school = await buildInstitute(database.db, 'Fault Restart School');
      const members = await Promise.all([
        buildMember(database.db, school.institute.id, 'ADMIN'),
        buildMember(database.db, school.institute.id, 'ADMIN'),
      ]);
      await database.close();
      const base = server.url;
      const callers = await Promise.all(members.map((m) => signIn(base, 'faculty', m.email, TEST_PASSWORD)));
      const samples: Sample[] = [];
      let loading = true;
      const loops = callers.flatMap((who) => [
        loop(who, 'read', samples, () => loading),
        loop(who, 'read', samples, () => loading),
        loop(who, 'write', samples, () => loading),
      ]);
      await sleep(2_000);
      const pid = server.pid;
      const downAt = Date.now();
      cluster.stop('immediate');
      let readyDown = false;
      let healthUp = true;
      while (Date.now() - downAt < OUTAGE_MS) {
        const [ready, health] = await Promise.all(
          ['/ready', '/health'].map((p) =>
            call({ base }, 'GET', p, undefined, ANSWER_BOUND_MS)
              .then((reply) => reply.status)
              .catch(() => 0),
          ),
        );
        if (ready === 503) readyDown = true;
        if (health !== 200) healthUp = false;
        await sleep(200);
      }
      cluster.start();
      const upAt = Date.now();
      await sleep(RECOVERY_BOUND_MS);
      loading = false;
      await Promise.all(loops);

      const during = samples.filter((s) => s.at >= downAt && s.at < upAt);
      const slowest = Math.max(0, ...samples.map((s) => s.ms));
      console.log(
        `  ${samples.length} requests; ${during.length} sent during the ${upAt - downAt} ms outage ` +
          `(${during.filter((s) => !ok(s)).length} errors); slowest answer ${slowest} ms`,
      );
      checks.expect(
        'the outage was felt (requests failed while PostgreSQL was down)',
        during.some((s) => !ok(s)),
      );
      checks.expect(
        `every request was answered within ${ANSWER_BOUND_MS} ms (no hang)`,
        samples.every((s) => s.status !== 0 && s.ms <= ANSWER_BOUND_MS),
        JSON.stringify(samples.filter((s) => s.status === 0 || s.ms > ANSWER_BOUND_MS).slice(0, 5)),
      );
      checks.expect(
        '/api/ready answered 503 while the database was down; /api/health stayed 200',
        readyDown && healthUp,
      );
      const recovered = (kind: Sample['kind']) => {
        const after = samples.filter((s) => s.kind === kind && s.at >= upAt);
        const firstOk = after.find(ok);
        const lastFailure = after.filter((s) => !ok(s)).at(-1);
        return { firstOk: firstOk ? firstOk.at - upAt : null, lastFailure: lastFailure ? lastFailure.at - upAt : null };
      };
      const reads = recovered('read');
      const writes = recovered('write');
      console.log(`  after the start: reads ok from ${reads.firstOk} ms, writes ok from ${writes.firstOk} ms`);
      checks.expect(
        `reads and writes succeed again within ${RECOVERY_BOUND_MS / 1000} s, and keep succeeding`,
        [reads, writes].every(
          (r) => r.firstOk !== null && r.firstOk < RECOVERY_BOUND_MS && (r.lastFailure ?? -1) < RECOVERY_BOUND_MS / 2,
        ),
        JSON.stringify({ reads, writes }),
      );
      const ready = await call({ base }, 'GET', '/ready').catch(() => ({ status: 0 }));
      checks.expect(
        'the same API process recovered by itself (no restart), /api/ready 200 again',
        server.alive && server.pid === pid && ready.status === 200,
        server.alive ? `ready ${ready.status}` : server.logTail(),
      );
    } finally {
      await server?.kill();
      cluster.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
