import { configDefaults, defineConfig } from 'vitest/config';

/**
 * API tests run on embedded PGlite; when DATABASE_URL is set (CI sets it) they run on that PostgreSQL server, and
 * PGlite runs again only the files that lean on what differs between the two drivers (see pgliteParity). Unit tests of shared rules and the web app's pure functions run once; web component tests
 * (`*.test.tsx`) run in jsdom with the API answered at the network boundary. API test files share their worker's
 * module cache (`isolate: false`: the app, Drizzle and Fastify are imported once per worker, not per file,
 * which halves the run); each file still builds its own app on its own database, and no test mocks modules.
 */
const apiTests = ['apps/api/src/**/*.test.ts'];
/** The security suite has its own command and config (vitest.security.config.ts). */
const apiExclude = [...configDefaults.exclude, 'apps/api/src/security/**'];
const postgres = process.env.DATABASE_URL;
/** API tests that never touch a database: once is enough (the face analyser costs CPU, not queries). */
const databaseFree = [
  'apps/api/src/modules/assessment/face/face-analyser.test.ts',
  'apps/api/src/modules/assessment/face/face-outcome.test.ts',
];
/**
 * PGlite is PostgreSQL itself compiled to WebAssembly: the SQL is the same engine's, what differs is the driver
 * (one connection, every query queued on it; our transaction and lock handling over it). Beside a PostgreSQL run,
 * PGlite repeats the files that exercise exactly that: transactions and locks (exactly-once quiz and assessment
 * submissions, payment callbacks, one-transaction imports, leased erasure and jobs), migrations and the demo seed,
 * sessions and the consent ledger's writes. The e2e run and `npm start` use PGlite for everything else.
 */
const pgliteParity = [
  'apps/api/src/lib/**/*.test.ts',
  'apps/api/src/seed/**/*.test.ts',
  'apps/api/src/plugins/**/*.test.ts',
  'apps/api/src/modules/auth/**/*.test.ts',
  'apps/api/src/modules/quiz/**/*.test.ts',
  'apps/api/src/modules/payment/**/*.test.ts',
  'apps/api/src/modules/candidate/**/*.test.ts',
  'apps/api/src/modules/assessment/**/*.test.ts',
  'apps/api/src/modules/personal-data/**/*.test.ts',
  'apps/api/src/modules/consent/**/*.test.ts',
  'apps/api/src/modules/outbox/**/*.test.ts',
];
/** Fails a file whose requests got an error code their route does not declare. */
const declaredErrors = './apps/api/src/test/declared-errors.setup.ts';

export default defineConfig({
  test: {
    globalSetup: ['./apps/api/src/test/global-setup.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        // Web component tests: real components and HTTP client in jsdom, the API answered by msw. Files share their
        // worker's modules and document (`isolate: false`, about half the time: no new jsdom and Mantine per file);
        // the setup empties the document and the toast store after every test.
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['./apps/web/src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: postgres ? pgliteParity : apiTests,
          exclude: apiExclude,
          isolate: false,
          setupFiles: [declaredErrors],
          env: { TEST_DATABASE: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                exclude: [...apiExclude, ...databaseFree],
                isolate: false,
                setupFiles: [declaredErrors],
                env: { TEST_DATABASE: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
