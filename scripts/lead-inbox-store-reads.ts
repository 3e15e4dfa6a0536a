/**
 * Measures what opening the Contacts tab costs with many leads: store
 * requests and time for GET /api/contacts (first page), against a real local
 * Blobs server. Not a gate. Run: npx jiti scripts/lead-inbox-store-reads.ts [leads]
 */
import { startLocalBlobs } from '../netlify/tests/support/local-blobs';
import { exportContacts, listContacts, saveContact } from '../src/server/contacts';

const LEADS = Number(process.argv[2] ?? 5000);
const blobs = await startLocalBlobs();
let requests: string[] = [];
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  requests.push(`${init?.method ?? 'GET'} ${String(input instanceof Request ? input.url : input)}`);
  return realFetch(input, init);
};
try {
  const seedStart = performance.now();
  for (let start = 0; start < LEADS; start += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, LEADS - start) }, (_, i) =>
        saveContact(
          { name: `Lead ${start + i}`, email: `lead${start + i}@example.pk`, phone: '0300 1234567', website: 'shop.pk', service_required: 'Local SEO' },
          { now: new Date(Date.UTC(2025, 0, 1) + (start + i) * 1000) },
        ),
      ),
    );
  }
  console.log(`seeded ${LEADS} leads in ${Math.round(performance.now() - seedStart)} ms`);
  for (const label of ['first page (default view)', 'search "lead4999"', 'page 3, status new']) {
    requests = [];
    const started = performance.now();
    const { page } =
      label.startsWith('search') ? await listContacts({ search: 'lead4999' }) : label.startsWith('page 3') ? await listContacts({ page: 3, status: 'new' }) : await listContacts();
    const ms = performance.now() - started;
    // Locally a read is two HTTP hops (signed URL, then the data); a listing page is one.
    const listings = requests.length - 2 * page.items.length;
    console.log(`${label}: ${Math.round(ms)} ms, ${listings} listing request(s) + ${page.items.length} record reads (${requests.length} HTTP requests), total ${page.total}, items ${page.items.length}`);
  }
  requests = [];
  const started = performance.now();
  const { items: all } = await exportContacts();
  console.log(`export of ${all.length} (what the old list did on every load): ${Math.round(performance.now() - started)} ms, ${requests.length} HTTP requests`);
} finally {
  globalThis.fetch = realFetch;
  await blobs.stop();
}
