/**
 * `npm run bench:audit`: how long the website audit takes on the fixture
 * sites (tests/fixtures/audit-sites, served on this machine), one at a time
 * (p50/p95 per site over several runs) and 20 at once. Not a gate; the
 * figures go in docs/performance-notes.md by hand. The goal: a report ready
 * well under 10 s for a site that answers within 1 s (the "bloated" fixture
 * waits 850 ms before its first byte).
 *
 * Run: node scripts/bench-audit.ts [runs per site, default 10]
 */
import './lib/ts-resolve.ts';
import os from 'node:os';

const { runAudit } = await import('../src/server/audit/index.ts');
const { startFixtureSites, FIXTURE_SITES } = await import('../tests/fixtures/audit-sites/serve.ts');

const runs = Number(process.argv[2] ?? 10);
const sites = await startFixtureSites();

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timed(site: string): Promise<number> {
  const start = performance.now();
  await runAudit(sites.url(site), sites.deps);
  return performance.now() - start;
}

console.log(
  `Node ${process.version}, ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
console.log(`\nOne audit at a time, ${runs} runs per site (ms):`);
console.log('site            p50    p95');
const all: number[] = [];
for (const site of Object.keys(FIXTURE_SITES)) {
  await timed(site); // warm-up: module and TLS setup
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) times.push(await timed(site));
  all.push(...times);
  console.log(
    `${site.padEnd(14)} ${String(Math.round(percentile(times, 50))).padStart(5)} ${String(Math.round(percentile(times, 95))).padStart(6)}`,
  );
}
console.log(
  `${'all'.padEnd(14)} ${String(Math.round(percentile(all, 50))).padStart(5)} ${String(Math.round(percentile(all, 95))).padStart(6)}`,
);

const names = Object.keys(FIXTURE_SITES);
const start = performance.now();
const concurrent = await Promise.all(Array.from({ length: 20 }, (_, index) => timed(names[index % names.length]!)));
const wall = performance.now() - start;
console.log(
  `\n20 audits at once (each site about 3 times): all done in ${Math.round(wall)} ms; per audit p50 ${Math.round(percentile(concurrent, 50))} ms, p95 ${Math.round(percentile(concurrent, 95))} ms`,
);
await sites.close();
