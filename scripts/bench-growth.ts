/**
 * `npm run bench:growth`: what the growth dashboard and the lead inbox's first
 * screen cost with many leads and taps, against a real local Blobs server
 * (the target: each under 1 s with 10,000 leads and 200,000 taps on this
 * 2-core machine). Not a gate; the numbers go in docs/growth.md by hand.
 *
 * Seeds 10,000 leads over about 500 days (a third moved on to Contacted,
 * some of those Won or Lost, a few Spam) and 200,000 taps over the last 12
 * weeks, runs the scheduled rollup as Netlify would have run it every hour,
 * then adds today's leads and taps (read live), and times each view.
 *
 * Run: node scripts/bench-growth.ts [leads] [taps] [--json]
 * The rebuild of every lead's facts (issue 62) has its own mode: scripts/bench-growth-rebuild.ts.
 */
import './lib/ts-resolve.ts';
import os from 'node:os';

const { startLocalBlobs } = await import('../netlify/tests/support/local-blobs.ts');
const { leadInbox, listLeads } = await import('../src/server/leads/index.ts');
const { updateLead } = await import('../src/server/leads/index.ts');
const { storeFormLead } = await import('../netlify/tests/support/leads.ts');
const { recordTap } = await import('../src/server/growth/index.ts');
const { growthDashboard } = await import('../src/server/growth/index.ts');
const { healLeadFacts } = await import('../src/server/growth/index.ts');
const { foldLeadDays } = await import('../src/server/growth/index.ts');
const { rollUpTaps } = await import('../src/server/growth/index.ts');
const { publicRoutes } = await import('../src/data/routes.ts');
const { DAY_MS } = await import('../src/lib/time/durations.ts');
const growthFunction = await import('../netlify/functions/admin-growth.ts');
const leadsFunction = await import('../netlify/functions/admin-leads.ts');
const { signedInOwner } = await import('../netlify/tests/support/admin.ts');
const { call } = await import('../netlify/tests/support/invoke.ts');
process.env.BCRYPT_COST_FOR_TESTS = '4';

const args = process.argv.slice(2);
const numbers = args.filter((arg) => /^\d+$/.test(arg)).map(Number);
const LEADS = numbers[0] ?? 10_000;
const TAPS = numbers[1] ?? 200_000;
const asJson = args.includes('--json');
const log = (line: string) => (asJson ? console.error(line) : console.log(line));

/** The audit form's optional answers, left blank. */
const NO_EXTRAS = { phone: undefined, website: undefined, service_required: undefined };
const KINDS = ['whatsapp', 'call', 'email'] as const;
/** Leads and taps of today, stored after the rollup: read live, as on any real day. */
const TODAY_LEADS = 20;
const TODAY_TAPS = 2_000;

// A fixed sequence, so two runs seed the same data.
let seed = 41;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

async function inBatches(count: number, size: number, work: (index: number) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < count; start += size) {
    await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, i) => work(start + i)));
  }
}

interface Row {
  label: string;
  ms: number;
  slowest: number;
  requests: number;
}

const blobs = await startLocalBlobs();
let requests = 0;
let tracing = false;
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  requests += 1;
  if (tracing) console.error('REQ', init?.method ?? 'GET', String(input instanceof Request ? input.url : input).slice(0, 160));
  return realFetch(input, init);
};
const rows: Row[] = [];
/** Each view three times: the median is reported (the machine is shared; one run can be unlucky), the slowest too. */
async function time<T>(label: string, work: () => Promise<T>, runs = 3): Promise<T> {
  const measured: { ms: number; requests: number }[] = [];
  let result: T | undefined;
  for (let run = 0; run < runs; run += 1) {
    requests = 0;
    const started = performance.now();
    result = await work();
    measured.push({ ms: performance.now() - started, requests });
  }
  const sorted = [...measured].sort((a, b) => a.ms - b.ms);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  rows.push({ label, ms: median.ms, slowest: sorted.at(-1)!.ms, requests: median.requests });
  log(`${label}: ${Math.round(median.ms)} ms (slowest ${Math.round(sorted.at(-1)!.ms)}), ${median.requests} store requests`);
  return result!;
}

try {
  const now = Date.now();
  const seedStart = performance.now();
  // Leads, oldest first (their ids take the time they are saved with), about 20 a day until yesterday.
  const leadEvery = (500 * DAY_MS) / LEADS;
  const firstLead = now - DAY_MS - LEADS * leadEvery;
  const ids: { id: string; at: number }[] = [];
  await inBatches(LEADS, 50, async (index) => {
    const at = firstLead + index * leadEvery;
    const lead = await storeFormLead(
      { name: `Lead ${index}`, email: `lead${index}@example.pk`, source_page: pick(publicRoutes), ...NO_EXTRAS },
      { now: new Date(at) },
    );
    ids[index] = { id: lead.id, at };
  });
  log(`seeded ${LEADS} leads in ${Math.round(performance.now() - seedStart)} ms`);
  const statusStart = performance.now();
  let changes = 0;
  await inBatches(LEADS, 25, async (index) => {
    const { id, at } = ids[index]!;
    const roll = random();
    if (roll < 0.05) {
      changes += 1;
      return updateLead(id, 'owner', { status: 'spam' }, () => new Date(at + 10 * 60_000));
    }
    if (roll > 0.35) return undefined;
    changes += 1;
    // Contacted within minutes to a day; a third of those then won or lost.
    await updateLead(id, 'owner', { status: 'contacted' }, () => new Date(at + random() * DAY_MS));
    const next = random();
    if (next < 0.35) {
      changes += 1;
      await updateLead(id, 'owner', { status: next < 0.15 ? 'won' : 'lost' }, () => new Date(at + 3 * DAY_MS));
    }
    return undefined;
  });
  log(`seeded ${changes} status changes in ${Math.round(performance.now() - statusStart)} ms`);

  const tapStart = performance.now();
  const pages = [...publicRoutes, '/insights'];
  const firstTap = now - 84 * DAY_MS;
  await inBatches(TAPS - TODAY_TAPS, 100, () => recordTap(pick(KINDS), pick(pages), firstTap + Math.floor(random() * (83 * DAY_MS - 1))));
  log(`seeded ${TAPS - TODAY_TAPS} taps in ${Math.round(performance.now() - tapStart)} ms`);

  // What the hourly rollup would have done along the way (it runs for at most 20 s each hour).
  await time('scheduled rollup: file leads', () => healLeadFacts(leadInbox), 1);
  await time('scheduled rollup: fold lead days into months', () => foldLeadDays(), 1);
  await time('scheduled rollup: roll up tap days, delete their taps', () => rollUpTaps(now), 1);

  // Today, read live.
  await inBatches(TODAY_LEADS, 10, (index) =>
    storeFormLead({ name: `Today ${index}`, email: `today${index}@example.pk`, source_page: pick(publicRoutes), ...NO_EXTRAS }),
  );
  await inBatches(TODAY_TAPS, 100, () => recordTap(pick(KINDS), pick(pages)));
  log(`then ${TODAY_LEADS} leads and ${TODAY_TAPS} taps today`);

  tracing = Boolean(process.env.TRACE_REQUESTS);
  const figures = await time('dashboard, last 12 weeks (in-process)', () => growthDashboard({}));
  tracing = false;
  const taps = figures.weeks.reduce((sum, week) => sum + week.taps.whatsapp + week.taps.call + week.taps.email, 0);
  log(`  ${figures.funnel.new} leads and ${taps} taps in the 12 weeks`);
  const jar = await signedInOwner();
  await time('GET /api/admin/growth (signed in, through the function)', async () => {
    const answer = await call(growthFunction, '/api/admin/growth', { jar });
    if (answer.status !== 200) throw new Error(`GET /api/admin/growth answered ${answer.status}`);
  });
  const all = await time('dashboard, every day since the first lead', () =>
    growthDashboard({
      from: new Date(firstLead + 5 * 3_600_000).toISOString().slice(0, 10),
      to: new Date(now + 5 * 3_600_000).toISOString().slice(0, 10),
    }),
  );
  log(`  ${all.funnel.new} leads (${all.funnel.spam} spam set aside) in the whole range`);
  await time('inbox first screen (first list, folds the inbox index)', () => listLeads({}), 1);
  await time('inbox first screen', () => listLeads({}));
  await time('GET /api/contacts?page=1 (signed in, through the function)', async () => {
    const answer = await call(leadsFunction, '/api/contacts?page=1', { jar });
    if (answer.status !== 200) throw new Error(`GET /api/contacts answered ${answer.status}`);
  });
  const machine = `${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ')} at the end`;
  log(machine);
  if (asJson) console.log(JSON.stringify({ leads: LEADS, taps: TAPS, machine, rows }));
  else {
    console.log('\n| View | ms (median of 3) | slowest ms | Store requests |\n|---|--:|--:|--:|');
    for (const row of rows) console.log(`| ${row.label} | ${Math.round(row.ms)} | ${Math.round(row.slowest)} | ${row.requests} |`);
  }
} finally {
  globalThis.fetch = realFetch;
  await blobs.stop();
}
