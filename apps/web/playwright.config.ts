import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Run `npm run build -w apps/web` first: the API serves the built app from apps/web/dist. */
const here = import.meta.dirname;
const resultsDir = path.resolve(here, '../../test-results');
// E2E_PORT lets several runs share one machine.
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
// A fresh database for every run; the folder name is fixed per run by the main process's environment.
process.env.NB_E2E_DATA_DIR ??= path.join(resultsDir, `e2e-data-${Date.now()}`);

export default defineConfig({
  testDir: './e2e',
  testMatch: /.*\.e2e\.ts$/,
  globalSetup: './e2e/global-setup.ts',
  outputDir: path.join(resultsDir, 'e2e-artifacts'),
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npx tsx ../api/src/server.ts',
    cwd: here,
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.NB_E2E_DATA_DIR,
      // Always a fresh embedded database, even when CI points the API tests at PostgreSQL and Redis.
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
    },
  },
});
