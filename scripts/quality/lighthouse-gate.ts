import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { indexablePages } from './built-site.ts';
import { launchLighthouse, type AuditSummary, type Category } from './lighthouse-audit.ts';
import { staticPort } from './ports.ts';
import { startDistServer } from './serve-dist.ts';

/**
 * `npm run test:lighthouse`: Lighthouse (mobile) on every public page of the
 * last build, served compressed with its production headers. Every page must
 * score 100 in accessibility, best practices and SEO, at least 90 in
 * performance, and shift nothing (CLS 0); over all pages the median LCP must
 * be at most 1,100 ms and the worst at most 1,500 ms.
 *
 * Issue #18 asks for more: performance 100, TBT <= 50 ms, LCP = FCP, median
 * LCP <= 800 ms. `npm run bench` reports those and marks each miss, beside a
 * control page (one heading, one paragraph) audited in the same browser. Since
 * nothing but the HTML is requested before the largest paint (2026-11-24,
 * docs/performance.md) every page scores 100 with TBT <= 33 ms and LCP within
 * 22 ms of FCP, median LCP 843 ms, worst 873 ms, against the control page's
 * 751 ms. The rest of the gap is the HTML's size: 17-19 KB compressed is one
 * round trip more than the first 14.6 KB TCP window the simulation sends.
 * The gate keeps margin for a busy 2-core CI host (earlier runs there measured
 * up to 17% above a quiet one for the median, 35% for the worst page), so it
 * catches gross regressions only: the build before that fix measured median
 * 967 ms, worst 1,149 ms on the same quiet host and would pass it. That
 * regression (a request before the largest paint) is caught by
 * tests/e2e/built/first-paint.spec.ts instead.
 *
 * The timings move with CPU load on a shared machine (the simulated throttling
 * scales the tasks it observes). The CPU slowdown follows the host's measured
 * speed (lighthouse-audit.ts, the "cpu" column), and a page that misses a
 * target is measured twice more and judged on its median run, as Lighthouse's
 * own guidance on variability suggests. A real regression fails all three.
 *
 * With LIGHTHOUSE_RESULTS_FILE set, the gate also writes one result per page
 * there as JSON (scripts/test.mjs counts each page as a test).
 */
const REQUIRED: Record<Category, number> = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 };
const MAX_CLS = 0;
const MEDIAN_LCP_MS = 1100;
const WORST_LCP_MS = 1500;

/** What a single run misses on one page; empty when it meets every per-page target. */
function missed(route: string, summary: AuditSummary): string[] {
  const misses: string[] = [];
  for (const [category, minimum] of Object.entries(REQUIRED) as [Category, number][]) {
    if (summary.scores[category] < minimum) {
      misses.push(
        `${route}: ${category} ${summary.scores[category]} < ${minimum}\n    ${(summary.failing[category] ?? []).join('\n    ')}`,
      );
    }
  }
  if (summary.lcpMs > WORST_LCP_MS) misses.push(`${route}: LCP ${Math.round(summary.lcpMs)} ms > ${WORST_LCP_MS} ms`);
  if (summary.cls > MAX_CLS) misses.push(`${route}: CLS ${summary.cls.toFixed(3)} > ${MAX_CLS}`);
  return misses;
}

/** The run that ranks in the middle by how far it is from the targets (score, then LCP). */
function medianRun(runs: AuditSummary[]): AuditSummary {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const pages = indexablePages(join(process.cwd(), 'dist'));
if (pages.length === 0) throw new Error('No public page in dist/: run `astro build` first');

const server = await startDistServer({ port: staticPort, compress: true });
const browser = await launchLighthouse(`${server.url}${pages[0]!.route}`);
const failures: string[] = [];
const lcps: number[] = [];
const results: { route: string; passed: boolean; seconds: number; failures: string[] }[] = [];
const started = Date.now();
try {
  console.log(`Lighthouse (mobile) on ${pages.length} pages at ${server.url}\n`);
  console.log('route                          perf  a11y  best   seo    FCP ms  LCP ms  TBT ms    CLS   cpu   time');
  for (const { route } of pages) {
    const pageStarted = Date.now();
    let summary: AuditSummary = await browser.audit(`${server.url}${route}`);
    if (missed(route, summary).length > 0) {
      const runs = [summary, await browser.audit(`${server.url}${route}`), await browser.audit(`${server.url}${route}`)];
      console.log(
        `${route}: performance ${runs.map((r) => r.scores.performance).join(', ')}, LCP ${runs.map((r) => Math.round(r.lcpMs)).join(', ')} ms over three runs; median counts`,
      );
      summary = medianRun(runs);
    }
    const { scores } = summary;
    lcps.push(summary.lcpMs);
    console.log(
      `${route.padEnd(30)} ${[scores.performance, scores.accessibility, scores['best-practices'], scores.seo]
        .map((s) => String(s).padStart(4))
        .join(
          '  ',
        )}  ${[summary.fcpMs, summary.lcpMs, summary.tbtMs].map((v) => Math.round(v).toString().padStart(7)).join(' ')}  ${summary.cls
        .toFixed(3)
        .padStart(5)}  ${`${summary.cpuSlowdown}x`.padStart(4)}  ${summary.seconds.toFixed(1).padStart(5)} s`,
    );
    const pageFailures = missed(route, summary);
    failures.push(...pageFailures);
    results.push({ route, passed: pageFailures.length === 0, seconds: (Date.now() - pageStarted) / 1000, failures: pageFailures });
  }
} finally {
  await browser.close();
  await server.close();
  if (process.env.LIGHTHOUSE_RESULTS_FILE) {
    writeFileSync(process.env.LIGHTHOUSE_RESULTS_FILE, JSON.stringify({ pages: pages.length, results }, null, 2));
  }
}
console.log(`\n${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const sortedLcps = [...lcps].sort((a, b) => a - b);
const medianLcp =
  sortedLcps.length % 2 === 1
    ? sortedLcps[(sortedLcps.length - 1) / 2]!
    : (sortedLcps[sortedLcps.length / 2 - 1]! + sortedLcps[sortedLcps.length / 2]!) / 2;
console.log(`LCP over ${lcps.length} pages: median ${Math.round(medianLcp)} ms, worst ${Math.round(sortedLcps.at(-1) ?? NaN)} ms`);
if (medianLcp > MEDIAN_LCP_MS) failures.push(`median LCP ${Math.round(medianLcp)} ms > ${MEDIAN_LCP_MS} ms`);
if (failures.length > 0) {
  console.error(`\nLighthouse gate failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Lighthouse gate passed.');
