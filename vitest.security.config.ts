import { defineConfig } from 'vitest/config';

/**
 * `npm run test:security`: the suite generated from the registered routes (route × caller table, fuzz of every
 * request schema, CSRF and revoked-session sweeps). Not part of `npm test` (vitest.config.ts leaves these files
 * out), and run once: on PostgreSQL when DATABASE_URL is set (CI), else on PGlite.
 */
const postgres = process.env.DATABASE_URL;

export default defineConfig({
  test: {
    name: postgres ? 'security-postgres' : 'security-pglite',
    globalSetup: ['./apps/api/src/test/global-setup.ts', './apps/api/src/security/summary-setup.ts'],
    include: ['apps/api/src/security/**/*.security.test.ts'],
    env: { TEST_DATABASE: postgres ? 'postgres' : 'pglite' },
    // As in vitest.config.ts: a worker imports the app once for all its files (each file still builds its own app).
    isolate: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
