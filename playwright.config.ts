import { defineConfig, devices } from '@playwright/test';
import { OFFLINE_CHROMIUM_ARGS, testChromium } from './scripts/quality/chromium.ts';
import { DEV_SERVER_STARTED_VARIABLE, devServer } from './scripts/quality/dev-server.ts';
import {
  auditFixturePort,
  devPort as port,
  googleStandInPort,
  mailCatcherPort,
  staticPort,
  testSmtpPort,
  withFunctionsPort,
} from './scripts/quality/ports.ts';

/**
 * The tests in tests/e2e/built/ run against the built site: dist/ from the
 * last `astro build`, served with Netlify's file lookup and response headers
 * (CSP included) by scripts/quality/serve-dist.ts on STATIC_PORT, so they
 * check what ships, and no page waits on a dev-server compile. Every browser
 * test that needs no function or store belongs there.
 * The tests in tests/e2e/with-functions/ use a second such server (on
 * WITH_FUNCTIONS_PORT), which passes every function address (each `config.path` in netlify/functions, and
 * /.netlify/functions/*) on to `astro dev`: the admin app and the pages come
 * bundled from dist/, as they ship, and every API call reaches a real
 * function and the dev server's local Blobs store, on the page's own origin.
 * Where such a test checks a page rendered from the store after an edit, it
 * opens that page on `astro dev` (devURL in tests/e2e/support/servers.ts).
 * The tests left directly in tests/e2e/ run against `astro dev`, which serves
 * the pages and emulates Netlify Functions and Blobs locally.
 * Chromium comes from the system (Debian's chromium-headless-shell, or its
 * full chromium) because browsers cannot be downloaded here; set CHROMIUM_PATH
 * to use another, or leave both uninstalled on a machine where
 * `npx playwright install chromium` works.
 */
const baseURL = `http://localhost:${port}`;
const staticURL = `http://localhost:${staticPort}`;
const withFunctionsURL = `http://localhost:${withFunctionsPort}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Four on CI's two cores: many browser tests wait (on the dev server, a build, a trickled page);
  // three workers ran the built site's paint and consent specs in 138 s against 154 s for two, and
  // left 0.3 of the two cores idle over the whole step.
  workers: process.env.CI ? 4 : undefined,
  // No retries: a flaky test is a bug to find, not to hide.
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A failed test keeps its trace (actions with their call logs and errors, network, console),
    // without screenshots or DOM snapshots: a trace is recorded for every test and kept only on
    // failure, and the snapshots taken around each action cost 20% of the CPU of the built-site
    // specs (3 workers: 175 to 145 s, Chromium 194 to 149 CPU-s, test workers 67 to 54; tracing off
    // altogether: 152 s). To see the page at each step of a failing test, run it with `--trace on`.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: {
      ...(testChromium && { executablePath: testChromium }),
      args: OFFLINE_CHROMIUM_ARGS,
    },
  },
  // Workers take tests in the order of the projects: the longest (the admin's, 13-65 s each) first,
  // so the run does not end waiting on one of them while the other workers idle.
  projects: [
    {
      name: 'built-with-functions',
      testMatch: /[\\/]with-functions[\\/].*\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], baseURL: withFunctionsURL },
    },
    {
      name: 'chromium',
      testIgnore: [/[\\/]built[\\/]/, /[\\/]with-functions[\\/]/, /[\\/]concurrency[\\/]/],
      // At most two tests on astro dev at once: each one's first requests compile there.
      workers: 2,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'built-site',
      testMatch: /[\\/]built[\\/].*\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], baseURL: staticURL },
    },
    // Concurrency checks of the dev server's emulation. They run last and alone: one of them
    // needs the dev store's admin records out of the way for a moment, and their bursts take
    // every core (an axe run beside them ran past its 30 s timeout).
    {
      name: 'dev-concurrency',
      testMatch: /[\\/]concurrency[\\/].*\.spec\.ts$/,
      dependencies: ['chromium', 'built-site', 'built-with-functions'],
    },
  ],
  webServer: [
    {
      command: devServer.command,
      // Answers once the page app is up and every function is built, so no test waits on a compile:
      // 50-70 s from a fresh clone here, mostly the 48 function builds. `npm test` starts it during the
      // unit tests and says so (scripts/test.mjs): then it is used, in CI too.
      url: devServer.readyURL,
      timeout: 300_000,
      reuseExistingServer: !process.env.CI || process.env[DEV_SERVER_STARTED_VARIABLE] === '1',
      stdout: 'ignore',
      stderr: 'pipe',
      env: devServer.env,
    },
    {
      // One real SMTP server for the whole run, so specs that read mail run side by side (tests/e2e/support/test-mail.ts).
      command: `node scripts/mail-catcher.ts --smtp-port ${testSmtpPort} --http-port ${mailCatcherPort} --quiet`,
      url: `http://127.0.0.1:${mailCatcherPort}/health`,
      timeout: 30_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The site the website audit fetches in the browser tests (the dev server's AUDIT_ALLOW_HOSTS names it).
      command: `node scripts/audit-fixture-site.ts --port ${auditFixturePort} --site phone-mismatch`,
      url: `http://127.0.0.1:${auditFixturePort}/`,
      timeout: 30_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Google's token endpoint and Search Console API as the dev server sees them (its key and SEARCH_CONSOLE_API_URL).
      command: `node scripts/google-stand-in.ts --port ${googleStandInPort} --quiet`,
      url: `http://127.0.0.1:${googleStandInPort}/__stand-in/health`,
      timeout: 30_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/quality/serve-dist.ts --port ${staticPort}`,
      url: `${staticURL}/__serve-dist-health`,
      timeout: 30_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The same files, with every function address (/newsletter/confirm among them) passed to astro dev.
      command: `node scripts/quality/serve-dist.ts --port ${withFunctionsPort} --functions ${baseURL}`,
      url: `${withFunctionsURL}/__serve-dist-health`,
      timeout: 30_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
