/**
 * Measures what opening the Contacts tab costs with many leads: store
 * requests and time for GET /api/contacts (first page, a search, a later
 * page), against a real local Blobs server. Not a gate; `npm run bench` runs
 * it and puts the numbers in docs/performance.md.
 *
 * Run: node scripts/lead-inbox-store-reads.ts [leads] [--json]
 * (Node 22.18+ runs TypeScript directly; `--json` prints one JSON line for the bench.)
 */
import './lib/ts-resolve.ts';

const { startLocalBlobs } = await import('../netlify/tests/support/local-blobs.ts');
const { exportLeads, listLeads } = await import('../src/server/leads/index.ts');
const { storeFormLead } = await import('../netlify/tests/support/leads.ts');
const leadsFunction = await import('../netlify/functions/admin-leads.ts');
const { signedInOwner } = await import('../netlify/tests/support/admin.ts');
const { call } = await import('../netlify/tests/support/invoke.ts');
// A quick password hash for the benchmark's own sign-in (the tests do the same).
process.env.BCRYPT_COST_FOR_TESTS = '4';

export interface StoreReadsRow {
  label: string;
  ms: number;
  /** HTTP requests to the store; locally a record read is two (signed URL, then the data), a listing page one. */
  requests: number;
  recordReads: number;
  total: number;
  items: number;
}

const args = process.argv.slice(2);
const LEADS = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 5000);
const asJson = args.includes('--json');
const log = (line: string) => (asJson ? console.error(line) : console.log(line));

const blobs = await startLocalBlobs();
let requests = 0;
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  requests += 1;
  return realFetch(input, init);
};
const rows: StoreReadsRow[] = [];
try {
  const seedStart = performance.now();
  const LEAD_EVERY_MS = 2.5 * 3_600_000;
  const seedEnd = Date.now() - 60_000;
  for (let start = 0; start < LEADS; start += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, LEADS - start) }, (_, i) =>
        storeFormLead(
          {
            name: `Lead ${start + i}`,
            email: `lead${start + i}@example.pk`,
            phone: '0300 1234567',
            website: 'shop.pk',
            service_required: 'Local SEO',
          },
          // Spread over the last ~520 days, about ten a day, the newest today: like a real inbox.
          { now: new Date(seedEnd - (LEADS - 1 - start - i) * LEAD_EVERY_MS) },
        ),
      ),
    );
  }
  const seedMs = performance.now() - seedStart;
  log(`seeded ${LEADS} leads in ${Math.round(seedMs)} ms`);
  const views = [
    // The first list after the seed folds every finished day into the inbox index (once; then once a day for one day).
    { label: 'first list after seeding (builds the inbox index)', query: {} },
    { label: 'first page (default view)', query: {} },
    { label: `search "lead${LEADS - 1}"`, query: { q: `lead${LEADS - 1}` } },
    { label: 'page 3, status New', query: { page: 3, status: 'new' as const } },
  ];
  for (const { label, query } of views) {
    requests = 0;
    const started = performance.now();
    const { page } = await listLeads(query);
    const ms = performance.now() - started;
    rows.push({ label, ms, requests, recordReads: page.items.length, total: page.total, items: page.items.length });
    log(
      `${label}: ${Math.round(ms)} ms, ${requests} HTTP requests to the store for ${page.items.length} records shown, total ${page.total}`,
    );
  }
  // What the admin's browser waits for: the same first page through the function, session check included.
  const jar = await signedInOwner();
  requests = 0;
  const viaFunctionStart = performance.now();
  const answer = await call(leadsFunction, '/api/contacts?page=1', { jar });
  const viaFunctionMs = performance.now() - viaFunctionStart;
  if (answer.status !== 200) throw new Error(`GET /api/contacts?page=1 answered ${answer.status}`);
  rows.push({
    label: 'GET /api/contacts?page=1 (signed in, through the function)',
    ms: viaFunctionMs,
    requests,
    recordReads: answer.body.items.length,
    total: answer.body.total,
    items: answer.body.items.length,
  });
  log(`GET /api/contacts?page=1 through the function: ${Math.round(viaFunctionMs)} ms, ${requests} HTTP requests to the store`);
  requests = 0;
  const started = performance.now();
  const all = await exportLeads();
  const exportRow = {
    label: 'every lead (the CSV export; what the old list read on every load)',
    ms: performance.now() - started,
    requests,
    recordReads: all.items.length,
    total: all.items.length,
    items: all.items.length,
  };
  rows.push(exportRow);
  log(`${exportRow.label}: ${Math.round(exportRow.ms)} ms, ${requests} HTTP requests`);
  if (asJson) console.log(JSON.stringify({ leads: LEADS, seedMs, rows }));
} finally {
  globalThis.fetch = realFetch;
  await blobs.stop();
}
