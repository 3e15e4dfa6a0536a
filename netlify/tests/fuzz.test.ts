import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import * as adminContent from '../functions/admin-content';
import * as adminLogin from '../functions/admin-login';
import * as adminLogout from '../functions/admin-logout';
import * as adminSeed from '../functions/admin-seed';
import * as adminSetup from '../functions/admin-setup';
import * as contact from '../functions/lead-submit';
import * as newsletter from '../functions/newsletter-signup';
import { resetAdminStores, signedInOwner } from './support/admin';
import { call, CookieJar, type FunctionModule } from './support/invoke';
import { useFunctionTestServers } from './support/function-tests';

/**
 * Property: whatever a client sends to a JSON endpoint, signed in or not, the
 * answer is never a 5xx, and every error is a JSON body with a sentence.
 */
useFunctionTestServers({ keepAdmins: true });
let adminJar: CookieJar;
// Signed in once for the file: the admins are kept between tests.
beforeAll(async () => {
  vi.stubEnv('BCRYPT_COST_FOR_TESTS', '4');
  await resetAdminStores();
  adminJar = await signedInOwner();
});
afterAll(() => {
  vi.unstubAllEnvs();
});

interface Endpoint {
  fn: FunctionModule;
  method: string;
  path: fc.Arbitrary<string>;
  fields: string[];
}

// "." and ".." are resolved away by URL parsing before any function is chosen, so they are left out.
const segment = fc.oneof(
  fc.constantFrom('home', 'lahore', 'home.main_heading', 'karachi.hero_title', 'blog', '%2F', 'home%2Emain_heading'),
  fc.stringMatching(/^[a-zA-Z0-9._~-]{1,80}$/).filter((value) => !/^\.+$/.test(value)),
);

const endpoints: Record<string, Endpoint> = {
  contact: {
    fn: contact,
    method: 'POST',
    path: fc.constant('/api/contact'),
    fields: ['name', 'email', 'phone', 'website', 'service_required', 'company_fax'],
  },
  newsletter: { fn: newsletter, method: 'POST', path: fc.constant('/api/newsletter'), fields: ['email'] },
  setup: { fn: adminSetup, method: 'POST', path: fc.constant('/api/admin/setup'), fields: ['username', 'email', 'password'] },
  login: { fn: adminLogin, method: 'POST', path: fc.constant('/api/admin/login'), fields: ['username', 'password'] },
  logout: { fn: adminLogout, method: 'POST', path: fc.constant('/api/admin/logout'), fields: [] },
  'content update': { fn: adminContent, method: 'PUT', path: segment.map((s) => `/api/admin/content/${s}`), fields: ['content'] },
  'content create': {
    fn: adminContent,
    method: 'POST',
    path: fc.constant('/api/admin/content'),
    fields: ['page', 'section', 'contentKey', 'content'],
  },
  seed: {
    fn: adminSeed,
    method: 'POST',
    path: fc.constantFrom('/api/admin/seed-content', '/api/admin/seed-lahore-content', '/api/admin/seed-sialkot-content'),
    fields: [],
  },
};

/** Plausible text for a field: real-looking values, edge cases and anything at all. */
const fieldValue = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.emailAddress(),
  fc.constantFrom('', ' ', 'home', 'hero', 'main_heading', 'owner', 'correct horse battery', '\u0000', 'é'.repeat(40)),
  fc.jsonValue({ maxDepth: 2 }),
);

function bodies(fields: string[]): fc.Arbitrary<string> {
  const shaped = fields.length
    ? fc.dictionary(fc.constantFrom(...fields, 'extra', '__proto__', 'constructor'), fieldValue, { maxKeys: fields.length + 2 })
    : fc.constant({});
  return fc.oneof(
    shaped.map((value) => JSON.stringify(value)),
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
    fc.string({ maxLength: 200 }),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  );
}

const contentTypes = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', '', 'application/jsonx');

describe.each(Object.entries(endpoints))('%s never answers 5xx to any body', (_name, endpoint) => {
  it('for anonymous and signed-in callers', async () => {
    await fc.assert(
      fc.asyncProperty(endpoint.path, bodies(endpoint.fields), contentTypes, fc.boolean(), async (path, body, type, signedIn) => {
        const res = await call(endpoint.fn, path, {
          method: endpoint.method,
          body,
          headers: { 'content-type': type },
          // A copy, so logout during fuzzing does not sign the shared jar out.
          jar: signedIn ? Object.assign(new CookieJar(), { values: new Map(adminJar.values) }) : new CookieJar(),
        });
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(typeof res.body.error).toBe('string');
      }),
      { numRuns: 120 },
    );
  }, 60_000);
});
