import { standInServiceAccountKey } from '../../tests/support/google-key.ts';
import { auditFixturePort, devPort, googleStandInPort, testSmtpPort } from './ports.ts';

/**
 * The `astro dev` the browser tests run against: Playwright starts it
 * (playwright.config.ts), or `npm test` starts it earlier, as soon as the
 * build is done, so that its 50-70 s of function builds on a fresh clone run
 * beside the unit and built-site tests instead of before the first browser
 * test (scripts/test.mjs; Playwright then finds it answering and uses it).
 */
export const devServer = {
  command: `npx astro dev --port ${devPort} --strictPort`,
  /** Answers 204 once the page app is up and every function is built (src/integrations/netlify-dev-emulation.ts). */
  readyURL: `http://localhost:${devPort}/__dev-ready`,
  env: {
    ASTRO_TELEMETRY_DISABLED: '1',
    // No analytics request to the outside in browser tests; dist tests cover the tag.
    GA_MEASUREMENT_ID: '',
    // Every mail goes to the run's mail catcher; specs read theirs from it.
    SMTP_URL: `smtp://127.0.0.1:${testSmtpPort}`,
    LEAD_NOTIFY_TO: 'sales@agency.test',
    // The website audit may fetch the run's fixture site (playwright.config.ts starts it), and only it, on this machine.
    AUDIT_ALLOW_HOSTS: `127.0.0.1:${auditFixturePort}`,
    // The specs' leads name made-up sites (example.pk): their audits resolve no name, so nothing leaves the machine.
    AUDIT_NO_DNS: '1',
    // Search Console is the run's stand-in of Google (playwright.config.ts starts it): the test key's
    // token_uri points there, and SEARCH_CONSOLE_API_URL (honoured in local runs only) too.
    GOOGLE_SERVICE_ACCOUNT_KEY: standInServiceAccountKey(googleStandInPort).json,
    SEARCH_CONSOLE_API_URL: `http://127.0.0.1:${googleStandInPort}`,
    // Passwords hash at bcrypt cost 4 instead of 12 in this server's local store (honoured only for a
    // store on this machine: src/server/auth/passwords.ts). The specs sign in and create admins about
    // 100 times, at 0.4-1 s of CPU each at cost 12; what cost 12 means is the unit tests' to check.
    BCRYPT_COST_FOR_TESTS: '4',
    // Each function worker compiles its modules once: V8's code cache on disk serves the next
    // worker of any function (the with-functions specs: astro dev 217 to 191 CPU-s).
    NODE_COMPILE_CACHE: 'node_modules/.cache/node-compile-cache',
    // A warm worker can wait for every function the specs call (37 of 48); with the default 16 they
    // pushed each other out and 100 workers started, each loading its function anew. Measured with 64:
    // astro dev 253 to 217 CPU-s over the with-functions specs, 3.4 GB at most.
    DEV_FUNCTION_IDLE_WORKERS: '48',
  },
};

/** Set by scripts/test.mjs when it has started the dev server itself, for Playwright to use. */
export const DEV_SERVER_STARTED_VARIABLE = 'E2E_DEV_SERVER_STARTED';
