/**
 * Measures what opening the Contacts tab costs with many leads: store
 * requests and time for GET /api/contacts (first page, a search, a later
 * page), against a real local Blobs server. Not a gate; `npm run bench` runs
 * it and puts the numbers in docs/performance.md.
 *
 * Run: node scripts/lead-inbox-store-reads.ts [leads] [--json]
 * (Node 22.18+ runs TypeScript directly; `--json` prints one JSON line for the bench.)
 */
import { registerHooks } from 'node:module';

// src/server imports its siblings without an extension, as the bundlers want;
// plain Node needs the `.ts`, so a resolve hook adds it when the bare path is not found.
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!/^\.{1,2}\//.test(specifier) || /\.[cm]?[jt]sx?$/.test(specifier)) throw error;
      return nextResolve(`${specifier}.ts`, context);
    }
  },
});

const { startLocalBlobs } = await import('../netlify/tests/support/local-blobs.ts');
const { exportContacts, listContacts, saveContact } = await import('../src/server/contacts.ts');

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
  for (let start = 0; start < LEADS; start += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, LEADS - start) }, (_, i) =>
        saveContact(
          {
            name: `Lead ${start + i}`,
            email: `lead${start + i}@example.pk`,
            phone: '0300 1234567',
            website: 'shop.pk',
            service_required: 'Local SEO',
          },
          { now: new Date(Date.UTC(2025, 0, 1) + (start + i) * 1000) },
        ),
      ),
    );
  }
  const seedMs = performance.now() - seedStart;
  log(`seeded ${LEADS} leads in ${Math.round(seedMs)} ms`);
  const views = [
    { label: 'first page (default view)', query: {} },
    { label: `search "lead${LEADS - 1}"`, query: { search: `lead${LEADS - 1}` } },
    { label: 'page 3, status New', query: { page: 3, status: 'new' as const } },
  ];
  for (const { label, query } of views) {
    requests = 0;
    const started = performance.now();
    const { page } = await listContacts(query);
    const ms = performance.now() - started;
    rows.push({ label, ms, requests, recordReads: page.items.length, total: page.total, items: page.items.length });
    log(
      `${label}: ${Math.round(ms)} ms, ${requests} HTTP requests to the store for ${page.items.length} records shown, total ${page.total}`,
    );
  }
  requests = 0;
  const started = performance.now();
  const all = await exportContacts();
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
