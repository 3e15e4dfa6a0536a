/**
 * The website audit held against Lighthouse on the audit corpus
 * (tests/fixtures/audit-corpus/): runs the audit on each corpus site served on
 * this machine, compares its verdicts with Lighthouse's recorded ones
 * (lighthouse.json, from scripts/audit-corpus-lighthouse.ts) check by check, and
 * prints the agreement and every disagreement.
 *
 *   node scripts/audit-corpus-agreement.ts [--record]
 *
 * --record writes the figures to tests/fixtures/audit-corpus/agreement.json, the
 * floor the agreement test (scripts/audit-corpus-agreement.test.ts) holds the
 * audit to. Record after a change to the checks that moves the figure, and say
 * why in docs/audit-methodology.md ("Held against Lighthouse").
 */
import './lib/ts-resolve.ts';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { auditCorpus } = await import('../tests/fixtures/audit-corpus/run.ts');
const { agreement, formatAgreement } = await import('../tests/fixtures/audit-corpus/agreement.ts');
const { CORPUS_ROOT } = await import('../tests/fixtures/audit-corpus/sources.ts');

const { values } = parseArgs({ options: { record: { type: 'boolean', default: false } } });
const result = agreement(await auditCorpus());
console.log(formatAgreement(result));
const line = (pair: (typeof result.disagreements)[number]) =>
  `\n${pair.site} ${pair.check}: ours ${pair.ours}, Lighthouse ${pair.lighthouse}\n  ours: ${pair.evidence.replace(/\n/g, ' | ')}\n  Lighthouse: ${pair.lighthouseItems.join(' | ') || '-'}`;
console.log(`\n${result.disagreements.length} disagreements:${result.disagreements.map(line).join('')}`);
console.log(
  `\n${result.abstentions.length} abstentions (one side made no verdict where the other failed the page):${result.abstentions.map(line).join('')}`,
);
if (values.record) {
  const file = join(CORPUS_ROOT, 'agreement.json');
  const recorded = {
    overall: result.overall,
    compared: result.compared,
    agreed: result.agreed,
    checks: result.checks,
    disagreements: result.disagreements.map(({ site, check, ours, lighthouse }) => ({ site, check, ours, lighthouse })),
  };
  writeFileSync(file, `${JSON.stringify(recorded, null, 2)}\n`);
  console.log(`\nRecorded ${result.overall} % in ${file}`);
}
