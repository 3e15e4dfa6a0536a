// One of the website audit's fixture sites (tests/fixtures/audit-sites/), or a site
// of the audit corpus (tests/fixtures/audit-corpus/: real sites nobody here wrote),
// served at http://127.0.0.1:<port>/ so that a local site can audit it:
//
//   node scripts/audit-fixture-site.ts [--port 4326] [--site phone-mismatch]
//   node scripts/audit-fixture-site.ts --corpus sb-agency
//   AUDIT_ALLOW_HOSTS=127.0.0.1:4326 npm run dev
//
// then type 127.0.0.1:4326 as the website in the audit form (or on the
// admin's Audits screen). The browser tests start one for the whole run
// (playwright.config.ts) on the port scripts/quality/ports.ts gives it.
import { parseArgs } from 'node:util';
import { FIXTURE_SITES, startFixtureSites } from '../tests/fixtures/audit-sites/serve.ts';
import { startCorpusSites } from '../tests/fixtures/audit-corpus/serve.ts';
import { readSources } from '../tests/fixtures/audit-corpus/sources.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4326' },
    site: { type: 'string', default: 'phone-mismatch' },
    corpus: { type: 'string' },
  },
});

const corpusNames = readSources().map((source) => source.name);
if (values.corpus !== undefined && !corpusNames.includes(values.corpus)) {
  console.error(`No corpus site "${values.corpus}": one of ${corpusNames.join(', ')}.`);
  process.exit(2);
}
if (values.corpus === undefined && !(values.site in FIXTURE_SITES)) {
  console.error(`No fixture site "${values.site}": one of ${Object.keys(FIXTURE_SITES).join(', ')}.`);
  process.exit(2);
}
const sites =
  values.corpus === undefined
    ? await startFixtureSites({ defaultSite: values.site, httpPort: Number(values.port) })
    : await startCorpusSites({ defaultSite: values.corpus, port: Number(values.port) });
const port = 'httpPort' in sites ? sites.httpPort : sites.port;
const label = values.corpus === undefined ? `The "${values.site}" fixture site` : `The corpus site "${values.corpus}"`;
console.log(`${label}: http://127.0.0.1:${port}/ (AUDIT_ALLOW_HOSTS=127.0.0.1:${port})`);
const stop = () => void sites.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
