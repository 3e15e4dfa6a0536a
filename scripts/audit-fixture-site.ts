// One of the website audit's fixture sites (tests/fixtures/audit-sites/), served
// at http://127.0.0.1:<port>/ so that a local site can audit it:
//
//   node scripts/audit-fixture-site.ts [--port 4326] [--site phone-mismatch]
//   AUDIT_ALLOW_HOSTS=127.0.0.1:4326 npm run dev
//
// then type 127.0.0.1:4326 as the website in the audit form (or on the
// admin's Audits screen). The browser tests start one for the whole run
// (playwright.config.ts) on the port scripts/quality/ports.ts gives it.
import { parseArgs } from 'node:util';
import { FIXTURE_SITES, startFixtureSites } from '../tests/fixtures/audit-sites/serve.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4326' },
    site: { type: 'string', default: 'phone-mismatch' },
  },
});

if (!(values.site in FIXTURE_SITES)) {
  console.error(`No fixture site "${values.site}": one of ${Object.keys(FIXTURE_SITES).join(', ')}.`);
  process.exit(2);
}
const sites = await startFixtureSites({ defaultSite: values.site, httpPort: Number(values.port) });
console.log(`The "${values.site}" fixture site: http://127.0.0.1:${sites.httpPort}/ (AUDIT_ALLOW_HOSTS=127.0.0.1:${sites.httpPort})`);
const stop = () => void sites.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
