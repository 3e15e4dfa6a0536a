// Lighthouse (mobile: SEO, best practices, accessibility, performance), once on the
// home page of each site of the audit corpus served on this machine, with Debian's
// Chromium and no outside network; writes each audit's verdict to
// tests/fixtures/audit-corpus/lighthouse.json (committed: the audit's agreement
// test reads it and never runs Lighthouse).
//
//   node scripts/audit-corpus-lighthouse.ts [--site sb-agency [--site …]] [--out file.json]
//
// With --site, only those sites are run (one browser for all of them) and every
// other site keeps its recorded verdicts; verdicts of a site no longer in
// sources.json are dropped either way.
//
// Verdicts: "pass" (score >= 0.9, Lighthouse's own green), "fail", "n/a" (not
// applicable). Informative and manual audits have no verdict and are left out;
// an audit that errored is recorded as "error". Where an audit fails, its first
// items are kept so a disagreement can be explained.
import { writeFileSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { OFFLINE_CHROMIUM_ARGS, systemChromium } from './quality/chromium.ts';
import { startCorpusSites } from '../tests/fixtures/audit-corpus/serve.ts';
import { CORPUS_ROOT } from '../tests/fixtures/audit-corpus/sources.ts';
import { auditFixturePort } from './quality/ports.ts';

const { values } = parseArgs({ options: { site: { type: 'string', multiple: true }, out: { type: 'string' } } });
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** --out: another file, e.g. to compare a second run with the recorded one. */
const OUTPUT = values.out ?? join(CORPUS_ROOT, 'lighthouse.json');

type Verdict = 'pass' | 'fail' | 'n/a' | 'error';
interface PageVerdicts {
  url: string;
  lighthouseVersion: string;
  fetchedAt: string;
  scores: Record<string, number | null>;
  audits: Record<string, Verdict>;
  /** For failed audits: the first items Lighthouse names (a node, a URL), to explain a disagreement. */
  items: Record<string, string[]>;
}

function itemLabel(item: Record<string, unknown>): string {
  const node = item.node as { snippet?: string } | undefined;
  const value = node?.snippet ?? item.url ?? item.source ?? item.description ?? item.label ?? JSON.stringify(item);
  return String(typeof value === 'object' ? JSON.stringify(value) : value).slice(0, 240);
}

const sites = await startCorpusSites({ port: auditFixturePort, thirdParty: true });
const unknown = (values.site ?? []).filter((name) => !sites.names.includes(name));
if (unknown.length > 0) {
  await sites.close();
  console.error(`Not in sources.json: ${unknown.join(', ')}`);
  process.exit(2);
}
const names = values.site ?? sites.names;
const chrome = await chromeLauncher.launch({
  chromePath: systemChromium,
  chromeFlags: [
    '--headless=new',
    ...OFFLINE_CHROMIUM_ARGS,
    // Corpus sites are `<name>.test` on this machine; every other host (CDNs, web fonts) reaches the empty-file server.
    `--host-resolver-rules=MAP *.test 127.0.0.1, MAP * 127.0.0.1:${sites.thirdPartyPort}, EXCLUDE localhost`,
    '--ignore-certificate-errors',
  ],
  logLevel: 'silent',
});
const recorded: Record<string, PageVerdicts> = existsSync(OUTPUT) && values.site ? JSON.parse(readFileSync(OUTPUT, 'utf8')).pages : {};
const results = Object.fromEntries(Object.entries(recorded).filter(([name]) => sites.names.includes(name)));
try {
  for (const name of names) {
    const started = Date.now();
    const result = await lighthouse(sites.url(name), {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      formFactor: 'mobile',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${name}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audits: Record<string, Verdict> = {};
    const items: Record<string, string[]> = {};
    for (const [id, audit] of Object.entries(lhr.audits).sort(([a], [b]) => a.localeCompare(b))) {
      const mode = audit.scoreDisplayMode;
      if (mode === 'informative' || mode === 'manual') continue;
      const verdict: Verdict =
        mode === 'notApplicable' ? 'n/a' : mode === 'error' || audit.score === null ? 'error' : audit.score >= 0.9 ? 'pass' : 'fail';
      audits[id] = verdict;
      if (verdict === 'fail') {
        const listed = ((audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).slice(0, 5).map(itemLabel);
        items[id] = listed.length > 0 ? listed : [audit.displayValue ?? audit.title];
      }
    }
    results[name] = {
      url: sites.url(name).replace(`:${sites.port}`, ''),
      lighthouseVersion: lhr.lighthouseVersion,
      fetchedAt: lhr.fetchTime.slice(0, 10),
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id]!.score! * 100)]),
      ),
      audits,
      items,
    };
    const failed = Object.entries(audits)
      .filter(([, verdict]) => verdict === 'fail')
      .map(([id]) => id);
    console.log(
      `${name.padEnd(20)} ${CATEGORIES.map((id) => String(results[name]!.scores[id]).padStart(4)).join(' ')}  ${((Date.now() - started) / 1000).toFixed(1)} s  failed: ${failed.join(', ')}`,
    );
  }
} finally {
  chrome.kill();
  await sites.close();
}
const pages = Object.fromEntries(Object.entries(results).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(
  OUTPUT,
  `${JSON.stringify({ categories: CATEGORIES, settings: 'mobile (Lighthouse defaults: Moto G Power screen, simulated slow 4G, 4x CPU)', pages }, null, 2)}\n`,
);
console.log(`Wrote ${OUTPUT}`);
