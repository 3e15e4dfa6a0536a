/**
 * `npm run bench:search-console`: what Search Console costs, against a real
 * local Blobs server and the tests' stand-in of Google (tests/support/):
 * a first connection's 16-month backfill of 50 pages × 480 days (target: under
 * 60 s, well inside one background function's 15 minutes), then the Growth
 * screen's first answer with those figures and 20,000 leads (target: under
 * 1 s). Not a gate; the numbers go in docs/performance-notes.md by hand.
 *
 * Run: node scripts/bench-search-console.ts [pages] [days] [leads]
 */
import './lib/ts-resolve.ts';
import os from 'node:os';

const { startLocalBlobs } = await import('../netlify/tests/support/local-blobs.ts');
const { startGoogleStandIn, pacificDay } = await import('../tests/support/google-stand-in.ts');
const { makeServiceAccountKey } = await import('../tests/support/google-key.ts');
const { storeFormLead } = await import('../netlify/tests/support/leads.ts');
const { leadInbox } = await import('../src/server/leads/index.ts');
const { healLeadFacts } = await import('../src/server/growth/index.ts');
const { foldLeadDays } = await import('../src/server/growth/index.ts');
const { growthDashboard } = await import('../src/server/growth/index.ts');
const { saveProperty } = await import('../src/server/search-console/index.ts');
const { syncSearchConsole } = await import('../src/server/search-console/index.ts');
const { readSearchSnapshot } = await import('../src/server/search-console/index.ts');
const { lastTwelveWeeks } = await import('../src/server/growth/index.ts');
const { DAY_MS } = await import('../src/lib/time/durations.ts');
const growthFunction = await import('../netlify/functions/admin-growth.ts');
const { signedInOwner } = await import('../netlify/tests/support/admin.ts');
const { call } = await import('../netlify/tests/support/invoke.ts');
process.env.BCRYPT_COST_FOR_TESTS = '4';

const [PAGES = 50, DAYS = 480, LEADS = 20_000] = process.argv.slice(2).map(Number);
const QUERIES_PER_PAGE = 10;
const PROPERTY = 'sc-domain:agency.pk';

let seed = 54;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const paths = Array.from({ length: PAGES }, (_, n) => (n === 0 ? '/' : `/landing-${n}`));

async function inBatches(count: number, size: number, work: (index: number) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < count; start += size) {
    await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, i) => work(start + i)));
  }
}

async function time<T>(label: string, work: () => Promise<T>, runs = 3): Promise<T> {
  const measured: number[] = [];
  let result: T | undefined;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    result = await work();
    measured.push(performance.now() - started);
  }
  measured.sort((a, b) => a - b);
  console.log(
    `${label}: ${Math.round(measured[Math.floor(runs / 2)]!)} ms${runs > 1 ? ` (median of ${runs}, slowest ${Math.round(measured.at(-1)!)})` : ''}`,
  );
  return result!;
}

const blobs = await startLocalBlobs();
const google = await startGoogleStandIn();
try {
  const key = makeServiceAccountKey({ tokenUri: google.tokenUri });
  google.addServiceAccount({ clientEmail: key.file.client_email, privateKeyId: key.file.private_key_id, publicKey: key.publicKey });
  google.grant(PROPERTY, key.file.client_email);
  process.env.GOOGLE_SERVICE_ACCOUNT_KEY = key.json;
  process.env.SEARCH_CONSOLE_API_URL = google.url;

  const now = Date.now();
  for (let back = 3; back < DAYS + 3; back++) {
    const date = pacificDay(now - back * DAY_MS);
    google.addFacts(
      PROPERTY,
      paths.flatMap((path) => [
        ...Array.from({ length: QUERIES_PER_PAGE }, (_, n) => ({
          date,
          page: `https://www.agency.pk${path}${path === '/' ? '' : '/'}`,
          query: `query ${n} for ${path}`,
          clicks: Math.floor(random() * 6),
          impressions: 10 + Math.floor(random() * 200),
          position: 1 + random() * 30,
        })),
        { date, page: `https://www.agency.pk${path}/`, query: null, clicks: 1, impressions: 20, position: 9 },
      ]),
    );
  }
  console.log(`stand-in fed: ${PAGES} pages × ${DAYS} days × ${QUERIES_PER_PAGE + 1} queries`);

  await saveProperty(PROPERTY, 'owner', now);
  const outcome = await time(
    'backfill: first sync of 16 months (one background run)',
    () => syncSearchConsole({ deadline: Date.now() + 12 * 60_000 }),
    1,
  );
  const calls = google.calls.filter((made) => made.kind === 'query').length;
  console.log(`  ${JSON.stringify(outcome)}; ${calls} Search Analytics calls, ${google.calls.length - calls} token request(s)`);

  const seeded = performance.now();
  const leadEvery = (DAYS * DAY_MS) / LEADS;
  await inBatches(LEADS, 50, (index) =>
    storeFormLead(
      {
        name: `Lead ${index}`,
        email: `lead${index}@example.pk`,
        source_page: paths[index % PAGES]!,
        phone: undefined,
        website: undefined,
        service_required: undefined,
      },
      { now: new Date(now - DAY_MS - index * leadEvery) },
    ),
  );
  await healLeadFacts(leadInbox);
  await foldLeadDays();
  console.log(`seeded ${LEADS} leads over ${DAYS} days and rolled them up in ${Math.round(performance.now() - seeded)} ms`);

  const jar = await signedInOwner();
  await time('GET /api/admin/growth, last 12 weeks (first answer of the Growth screen)', async () => {
    const answer = await call(growthFunction, '/api/admin/growth', { jar });
    if (answer.status !== 200 || !answer.body.search) throw new Error(`GET /api/admin/growth answered ${answer.status}`);
  });
  const twelveWeeks = lastTwelveWeeks(Date.now());
  await time('  of which reading the search figures alone', () => readSearchSnapshot(twelveWeeks));
  const from = pacificDay(now - (DAYS + 3) * DAY_MS);
  const to = pacificDay(now);
  const whole = await time(`dashboard, all ${DAYS} days`, () => growthDashboard({ from, to }));
  console.log(
    `  ${whole.search?.pages.length} pages, ${whole.search?.pages.reduce((sum, page) => sum + page.clicks, 0)} clicks, ${whole.funnel.new} leads`,
  );
  console.log(
    `${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')} at the end`,
  );
} finally {
  await google.close();
  await blobs.stop();
}
