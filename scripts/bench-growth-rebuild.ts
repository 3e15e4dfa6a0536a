/**
 * `npm run bench:growth-rebuild`: the migration of issue 62 with many leads,
 * against a real local Blobs server: how long rebuilding every lead's growth
 * facts from the stored leads takes (`npm run growth:rebuild-facts` and the
 * hourly rollup run the same code), and the Growth screen's first answer
 * afterwards (the target: under 1 s). Not a gate; the numbers go in
 * docs/performance-notes.md by hand.
 *
 * Seeds 20,000 leads over about 500 days as the code before issue 62 left
 * them: each lead's record, its facts in the old form (counted for the page
 * its form was sent from, no version) and its day folded into its month.
 * Most visits began on a landing page and ended at the form on home; a few
 * began on a made-up path; a third of the leads were contacted.
 *
 * Run: node scripts/bench-growth-rebuild.ts [leads]
 */
import './lib/ts-resolve.ts';
import os from 'node:os';
import { getStore } from '@netlify/blobs';

const { startLocalBlobs } = await import('../netlify/tests/support/local-blobs.ts');
const { createLead } = await import('../src/server/leads/index.ts');
const { formLead } = await import('../src/server/leads/index.ts');
const { leadInbox } = await import('../src/server/leads/index.ts');
const { growthDashboard } = await import('../src/server/growth/index.ts');
const { rebuildLeadFacts } = await import('../src/server/growth/index.ts');
const { publicRoutes } = await import('../src/data/routes.ts');
const { CHANNELS, LEAD_STATUSES } = await import('../src/lib/api/leads.ts');
const { pakistanDay } = await import('../src/lib/time/pakistan-time.ts');
const growthFunction = await import('../netlify/functions/admin-growth.ts');
const growthRollup = await import('../netlify/functions/growth-rollup-scheduled.ts');
const { signedInOwner } = await import('../netlify/tests/support/admin.ts');
const { call } = await import('../netlify/tests/support/invoke.ts');
process.env.BCRYPT_COST_FOR_TESTS = '4';

const LEADS = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 20_000);
const DAY_MS = 86_400_000;

// A fixed sequence, so two runs seed the same data.
let seed = 62;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

async function inBatches(count: number, size: number, work: (index: number) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < count; start += size) {
    await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, i) => work(start + i)));
  }
}

const blobs = await startLocalBlobs();
let requests = 0;
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  requests += 1;
  return realFetch(input, init);
};
const rows: { label: string; ms: number; requests: number }[] = [];
async function time<T>(label: string, work: () => Promise<T>): Promise<T> {
  requests = 0;
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  rows.push({ label, ms, requests });
  console.log(`${label}: ${Math.round(ms)} ms, ${requests} store requests`);
  return result;
}

try {
  const now = Date.now();
  const seedStart = performance.now();
  const growth = getStore('growth-figures');
  const months = new Map<string, { days: Record<string, unknown[]> }>();
  const leadEvery = (500 * DAY_MS) / LEADS;
  const firstLead = now - DAY_MS - LEADS * leadEvery;
  const landings = [...publicRoutes.filter((path) => path !== '/'), '/wp-login.php', '/old-offer'];
  await inBatches(LEADS, 50, async (index) => {
    const at = firstLead + index * leadEvery;
    const landing = random() < 0.2 ? '/' : pick(landings);
    const sentFrom = random() < 0.8 ? '/' : landing;
    const contacted = random() < 0.33;
    const fields = formLead(
      {
        name: `Lead ${index}`,
        email: `lead${index}@example.pk`,
        source_page: sentFrom,
        phone: undefined,
        website: undefined,
        service_required: undefined,
      },
      {
        now: new Date(at),
        source: { page: sentFrom, landing_page: landing, channel: pick(CHANNELS), ad_click: false },
      },
    );
    const lead = await createLead(
      contacted
        ? {
            ...fields,
            status: 'contacted',
            rev: 1,
            events: [{ kind: 'status', at: new Date(at + 3_600_000).toISOString(), by: 'owner', from: 'new', to: 'contacted' }],
          }
        : fields,
    );
    // The facts as the code before issue 62 filed them: five values, the form's page, no version.
    const day = pakistanDay(at);
    const page = lead.source!.page!;
    const tuple = [CHANNELS.indexOf(lead.source!.channel), LEAD_STATUSES.indexOf(lead.status), contacted ? 3600 : -1, page, null];
    const facts = Buffer.from(JSON.stringify(tuple), 'utf8').toString('base64url');
    await growth.setJSON(`lead/${day}/${lead.id}/${String(lead.rev).padStart(8, '0')}-${facts}`, {});
    const month = months.get(day.slice(0, 7)) ?? { days: {} };
    months.set(day.slice(0, 7), month);
    (month.days[day] ??= []).push({
      id: lead.id,
      channel: lead.source!.channel,
      page,
      campaign: null,
      status: lead.status,
      firstContactSeconds: contacted ? 3600 : null,
    });
  });
  for (const [month, record] of months) await growth.setJSON(`leads-month/${month}`, record);
  console.log(`seeded ${LEADS} leads as before issue 62 (${months.size} months) in ${Math.round(performance.now() - seedStart)} ms`);
  await leadInbox.list(); // the inbox index folded once, as the hourly rollup's earlier runs would have

  const jar = await signedInOwner();
  const firstAnswer = async () => {
    const answer = await call(growthFunction, '/api/admin/growth', { jar });
    if (answer.status !== 200) throw new Error(`GET /api/admin/growth answered ${answer.status}`);
    return answer.body as { funnel: { new: number }; pages: { page: string | null; leads: number }[] };
  };
  await time('GET /api/admin/growth before the rebuild', firstAnswer);

  // The hourly rollup as Netlify runs it: at most 12 s of filing (the rebuild, a month at a time), 20 s in all.
  await time('one hourly rollup run (growth-rollup-scheduled)', () => growthRollup.default());
  const cursor = (await growth.get('rebuild/facts-v2', { type: 'json' })) as { rebuilt: number; month: string | null } | null;
  console.log(`  rebuilt ${cursor?.rebuilt ?? 0} of ${LEADS} in one hourly run (cursor at ${cursor?.month ?? 'none'})`);
  await time('GET /api/admin/growth between two hourly runs (the rebuild under way)', firstAnswer);
  const rest = await time('the command: rebuild the rest and fold (npm run growth:rebuild-facts)', () => rebuildLeadFacts(leadInbox));
  console.log(
    `  before ${JSON.stringify(rest.before)}; rebuilt ${rest.heal.rebuilt}, folded ${rest.heal.folded + rest.folded} days; after ${JSON.stringify(rest.after)}`,
  );
  const first = await time('GET /api/admin/growth after the rebuild (its first answer)', firstAnswer);
  const again = await time('GET /api/admin/growth again', firstAnswer);
  if (JSON.stringify(again) !== JSON.stringify(first)) throw new Error('The answer changed between two reads');
  await time('dashboard, every day since the first lead (in-process)', () =>
    growthDashboard({ from: pakistanDay(firstLead), to: pakistanDay(now) }),
  );
  const twice = await time('the command again (nothing left to rebuild)', () => rebuildLeadFacts(leadInbox));
  console.log(`  before ${JSON.stringify(twice.before)}, after ${JSON.stringify(twice.after)}, cursor ${JSON.stringify(twice.cursor)}`);
  const other = first.pages.find((row) => row.page === 'other-pages');
  console.log(`  12 weeks: ${first.funnel.new} leads, ${other?.leads ?? 0} under other pages`);
  console.log(
    `${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')} at the end`,
  );
  console.log('\n| Step | ms | Store requests |\n|---|--:|--:|');
  for (const row of rows) console.log(`| ${row.label} | ${Math.round(row.ms)} | ${row.requests} |`);
} finally {
  globalThis.fetch = realFetch;
  await blobs.stop();
}
