/**
 * `npm run bench:client-report`: how long making one client's monthly report
 * takes (Google's figures from the stand-in, a fresh audit of a fixture
 * site, the comparison with the first audit, the store), the work the
 * background function client-report-background does, against a real local
 * Blobs server. The goal (issue 55): under 5 s. Not a gate; the figures go in
 * docs/performance-notes.md by hand.
 *
 * Run: node scripts/bench-client-report.ts [runs, default 10]
 */
import './lib/ts-resolve.ts';
import os from 'node:os';

const { startLocalBlobs } = await import('../netlify/tests/support/local-blobs.ts');
const { startFixtureSites } = await import('../tests/fixtures/audit-sites/serve.ts');
const { startGoogleStandIn } = await import('../tests/support/google-stand-in.ts');
const { makeServiceAccountKey } = await import('../tests/support/google-key.ts');
const { createClient, changeClient } = await import('../src/server/clients/index.ts');
const { addWork } = await import('../src/server/clients/index.ts');
const { claimReportJob, readJob } = await import('../src/server/clients/index.ts');
const { makeReport } = await import('../src/server/clients/index.ts');
const { lastCompleteMonth, monthBefore, yearBefore, monthDays } = await import('../src/server/clients/index.ts');
const { missingReason, reportSearchQuery } = await import('../src/server/clients/index.ts');

const runs = Number(process.argv[2] ?? 10);
const PROPERTY = 'sc-domain:bench-bakery.pk';

const blobs = await startLocalBlobs();
const fixtures = await startFixtureSites({ defaultSite: 'phone-mismatch' });
const google = await startGoogleStandIn();
const key = makeServiceAccountKey({ tokenUri: google.tokenUri });
google.addServiceAccount({ clientEmail: key.file.client_email, privateKeyId: key.file.private_key_id, publicKey: key.publicKey });
google.grant(PROPERTY, key.file.client_email);
google.setNow(Date.now());
process.env.GOOGLE_SERVICE_ACCOUNT_KEY = key.json;
process.env.SEARCH_CONSOLE_API_URL = google.url;
process.env.AUDIT_ALLOW_HOSTS = `127.0.0.1:${fixtures.httpPort}`;

// A month of a small business's site: 40 pages × 200 queries a day, with the month before and a year earlier.
const month = lastCompleteMonth();
for (const m of [month, monthBefore(month), yearBefore(month)]) {
  const { startDate, endDate } = monthDays(m);
  const facts = [];
  for (let day = Date.parse(startDate); day <= Date.parse(endDate); day += 86_400_000) {
    const date = new Date(day).toISOString().slice(0, 10);
    for (let q = 0; q < 200; q += 1)
      facts.push({
        date,
        page: `https://www.bench-bakery.pk/page-${q % 40}/`,
        query: `query ${q}`,
        clicks: q % 7,
        impressions: 20 + q,
        position: 1 + (q % 30),
      });
  }
  google.addFacts(PROPERTY, facts);
}

const { client } = await createClient(
  { businessName: 'Bench Bakery', phone: '0300 1234567', website: `127.0.0.1:${fixtures.httpPort}` },
  'bench',
);
await changeClient(client.id, { property: PROPERTY });
for (let n = 0; n < 20; n += 1) await addWork(client.id, `Work item ${n}`, 'bench');

/** One report made by `by` (its audit counts against that member's hourly audits, 10 an hour). */
async function timed(by: string): Promise<number> {
  if (!(await claimReportJob(client.id, month, by))) throw new Error('claim refused');
  const start = performance.now();
  const outcome = await makeReport(client.id, month, by, { query: reportSearchQuery, missingReason });
  const ms = performance.now() - start;
  if (outcome !== 'made') throw new Error(`report not made: ${outcome} (${(await readJob(client.id))?.failure ?? ''})`);
  return ms;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

console.log(
  `Node ${process.version}, ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
await timed('bench-warm-up'); // and the first audit, kept as the client's first
const times: number[] = [];
for (let index = 0; index < runs; index += 1) times.push(await timed(`bench-${index}`));
console.log(
  `One month's report (Google ${google.calls.filter((c) => c.kind === 'query').length} calls in all, audit, store), ${runs} runs: p50 ${Math.round(percentile(times, 50))} ms, p95 ${Math.round(percentile(times, 95))} ms, max ${Math.round(Math.max(...times))} ms`,
);
await google.close();
await fixtures.close();
await blobs.stop();
