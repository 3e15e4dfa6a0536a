import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { indexablePages } from './built-site.ts';
import { launchLighthouse, type AuditSummary, type Category } from './lighthouse-audit.ts';
import { staticPort } from './ports.ts';
import { startDistServer } from './serve-dist.ts';

/**
 * `npm run test:lighthouse`: Lighthouse (mobile) on every public page of the
 * last build, served compressed with its production headers. Accessibility,
 * best practices and SEO must score 100; performance at least 80 (a floor
 * for real regressions; `npm run bench` reports the exact numbers). The floor
 * was 90 until 2026-11-23, when the unchanged site of 9193372 measured 86 on
 * /ca (median of three, TBT 534 ms) on these machines with Debian's Chromium
 * 156.0.8078.79: the old floor failed on the machine, not on the site.
 *
 * The performance score moves with CPU load on a shared machine (the simulated
 * throttling scales the tasks it observes). The CPU slowdown follows the host's
 * measured speed (lighthouse-audit.ts, the "cpu" column), and a page below the
 * floor is measured twice more and judged on the median of three runs, as
 * Lighthouse's own guidance on variability suggests. A real regression fails
 * all three.
 *
 * With LIGHTHOUSE_RESULTS_FILE set, the gate also writes one result per page
 * there as JSON (scripts/test.mjs counts each page as a test).
 */
const REQUIRED: Record<Category, number> = { performance: 80, accessibility: 100, 'best-practices': 100, seo: 100 };

const pages = indexablePages(join(process.cwd(), 'dist'));
if (pages.length === 0) throw new Error('No public page in dist/: run `astro build` first');

const server = await startDistServer({ port: staticPort, compress: true });
const browser = await launchLighthouse(`${server.url}${pages[0]!.route}`);

const failures: string[] = [];
const results: { route: string; passed: boolean; seconds: number; failures: string[] }[] = [];
const started = Date.now();
try {
  console.log(`Lighthouse (mobile) on ${pages.length} pages at ${server.url}\n`);
  console.log('route                          perf  a11y  best   seo    LCP ms  TBT ms    CLS   cpu   time');
  for (const { route } of pages) {
    const pageStarted = Date.now();
    const pageFailures: string[] = [];
    let summary: AuditSummary = await browser.audit(`${server.url}${route}`);
    if (summary.scores.performance < REQUIRED.performance) {
      const runs = [summary, await browser.audit(`${server.url}${route}`), await browser.audit(`${server.url}${route}`)];
      runs.sort((a, b) => a.scores.performance - b.scores.performance);
      console.log(`${route}: performance ${runs.map((r) => r.scores.performance).join(', ')} over three runs; median counts`);
      summary = runs[1]!;
    }
    const { scores } = summary;
    console.log(
      `${route.padEnd(30)} ${[scores.performance, scores.accessibility, scores['best-practices'], scores.seo]
        .map((s) => String(s).padStart(4))
        .join('  ')}  ${[summary.lcpMs, summary.tbtMs].map((v) => Math.round(v).toString().padStart(7)).join(' ')}  ${summary.cls
        .toFixed(3)
        .padStart(5)}  ${`${summary.cpuSlowdown}x`.padStart(4)}  ${summary.seconds.toFixed(1).padStart(5)} s`,
    );
    for (const [category, minimum] of Object.entries(REQUIRED) as [Category, number][]) {
      if (scores[category] < minimum) {
        pageFailures.push(`${route}: ${category} ${scores[category]} < ${minimum}\n    ${(summary.failing[category] ?? []).join('\n    ')}`);
      }
    }
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
if (failures.length > 0) {
  console.error(`\nLighthouse gate failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Lighthouse gate passed.');
