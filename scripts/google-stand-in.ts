// The tests' stand-in for Google's token endpoint and Search Console API
// (tests/support/google-stand-in.ts), on http://127.0.0.1:<port>/, for a local
// site to sync from:
//
//   node scripts/google-stand-in.ts [--port 4327] [--grant sc-domain:agency.pk] [--demo]
//   GOOGLE_SERVICE_ACCOUNT_KEY="$(cat .netlify/google-stand-in-key.json)" \
//     SEARCH_CONSOLE_API_URL=http://127.0.0.1:4327 npm run dev
//
// It takes the fixed test account (tests/fixtures/google/), writes that
// account's key file (token_uri pointing here) to .netlify/google-stand-in-key.json,
// adds it to each --grant property, with --demo fills those with 16 months of
// made-up figures for the site's landing pages, and takes more through
// POST /__stand-in/setup. The browser tests start one (playwright.config.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { standInServiceAccountKey } from '../tests/support/google-key.ts';
import { pacificDay, startGoogleStandIn, type SearchFact } from '../tests/support/google-stand-in.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4327' },
    grant: { type: 'string', multiple: true, default: [] },
    demo: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
const key = standInServiceAccountKey(port);
const google = await startGoogleStandIn({ port, control: true });
google.addServiceAccount({ clientEmail: key.file.client_email, privateKeyId: key.file.private_key_id, publicKey: key.publicKey });
for (const property of values.grant) {
  google.grant(property, key.file.client_email);
  if (values.demo) google.addFacts(property, demoFacts(property));
}
mkdirSync('.netlify', { recursive: true });
writeFileSync('.netlify/google-stand-in-key.json', key.json);
if (!values.quiet) {
  console.log(
    `Google stand-in: ${google.url} (SEARCH_CONSOLE_API_URL), key file .netlify/google-stand-in-key.json for ${key.file.client_email}`,
  );
}
const stop = () => void google.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

function demoFacts(property: string): SearchFact[] {
  const origin = property.startsWith('sc-domain:') ? `https://www.${property.slice('sc-domain:'.length)}` : property.replace(/\/$/, '');
  const pages = ['/', '/seo-lahore/', '/seo-karachi/', '/seo-islamabad/', '/local-seo/'];
  const facts: SearchFact[] = [];
  for (let back = 3; back < 480; back++) {
    const date = pacificDay(Date.now() - back * 86_400_000);
    pages.forEach((path, n) => {
      facts.push({
        date,
        page: origin + path,
        query: `seo ${path.replaceAll('/', ' ').trim() || 'agency'}`,
        clicks: 3 + n,
        impressions: 80 + 10 * n,
        position: 3 + n,
      });
      facts.push({ date, page: origin + path, query: null, clicks: 1, impressions: 12, position: 9 });
    });
  }
  return facts;
}
