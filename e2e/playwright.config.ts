import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell), the build Playwright itself
 * runs headless journeys on: the same Blink without the full browser's window machinery, so each
 * page costs less CPU. The full Chromium where the shell is not installed.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';

/**
 * Journeys against the real product: global setup makes the first start on an empty embedded
 * database; each worker then runs its own server on a copy of that data folder
 * (support/product-server.ts), so two workers never share members, uploads or remotes.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // A file's journeys run in order in one worker. Each worker has its own server, so two
  // workers keep journeys apart; on two cores one worker leaves a core idle while pages wait.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 90_000,
  // Two cores build and serve here: give the first load of a remote some room.
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: './test-results',
  // The fresh-start checks see the demo exactly as a first start leaves it; the other projects
  // run after them, in the order listed. No journey changes a demo account's
  // password or username: those that do it to an account use a member of their own
  // (support/api.ts createFreshMember), so each can run again against the same server.
  // Two workers take the queue in this order, so the longest files come first and the journeys
  // project last: its files of independent journeys (mode 'parallel') share the last minutes
  // between both workers instead of leaving one idle (docs/testing.md).
  projects: [
    { name: 'fresh-start', testMatch: /platform\.spec\.ts$/ },
    { name: 'company', testMatch: /company\.spec\.ts$/, dependencies: ['fresh-start'] },
    { name: 'risk', testMatch: /risk\.spec\.ts$/, dependencies: ['fresh-start'] },
    { name: 'elearning', testMatch: /(elearning|course-isolation)\.spec\.ts$/, dependencies: ['fresh-start'] },
    { name: 'start', testMatch: /start\.spec\.ts$/, dependencies: ['fresh-start'] },
    {
      name: 'journeys',
      testMatch: /(auth|back-office|budgets|federation|profile|routes|tables)\.spec\.ts$/,
      dependencies: ['fresh-start'],
    },
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    locale: 'de-DE',
    viewport: { width: 1280, height: 800 },
    // The actions, the console and the network, kept on failure beside its screenshot. DOM
    // snapshots of every action and a screencast cost much of the browsers' CPU in every journey,
    // for a trace kept only on failure: E2E_TRACE_SNAPSHOTS=1 records the snapshots to hunt a flake.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: process.env.E2E_TRACE_SNAPSHOTS === '1' },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
