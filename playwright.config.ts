import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests run against `astro dev`, which serves the pages and emulates
 * Netlify Functions and Blobs locally. Chromium comes from the system
 * (Debian's package) because browsers cannot be downloaded here; set
 * CHROMIUM_PATH to use another, or leave it unset on a machine where
 * `npx playwright install chromium` works.
 */
const port = Number(process.env.E2E_PORT ?? 4321);
const baseURL = `http://localhost:${port}`;
const systemChromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry in CI: the dev server's function runner occasionally trips over its own
  // rebuilds under load; Playwright still reports such a test as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(systemChromium && { executablePath: systemChromium }),
      // This machine has no outside network: keep Chromium from trying.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `npx astro dev --port ${port} --strictPort`,
    url: baseURL,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ASTRO_TELEMETRY_DISABLED: '1',
      // No analytics request to the outside in browser tests; dist tests cover the tag.
      GA_MEASUREMENT_ID: '',
    },
  },
});
