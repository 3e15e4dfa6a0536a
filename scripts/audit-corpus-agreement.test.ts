import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agreement, formatAgreement } from '../tests/fixtures/audit-corpus/agreement';
import { auditCorpus } from '../tests/fixtures/audit-corpus/run';
import { CORPUS_ROOT, readSources } from '../tests/fixtures/audit-corpus/sources';

/**
 * The audit on the corpus of real sites (tests/fixtures/audit-corpus/) agrees with
 * Lighthouse's recorded verdicts at least as often as recorded in agreement.json
 * (written by `node scripts/audit-corpus-agreement.ts --record`, never here).
 */
const recorded = JSON.parse(readFileSync(join(CORPUS_ROOT, 'agreement.json'), 'utf8')) as {
  overall: number;
  compared: number;
  agreed: number;
  checks: Record<string, { compared: number; agreed: number }>;
};

describe('the audit held against Lighthouse on the corpus', () => {
  it('audits every corpus site and agrees at least as often as recorded', async () => {
    const reports = await auditCorpus();
    expect([...reports.keys()].sort()).toEqual(
      readSources()
        .map((source) => source.name)
        .sort(),
    );
    const result = agreement(reports);
    const table = formatAgreement(result);
    const disagreements = result.disagreements.map(
      (pair) => `${pair.site} ${pair.check}: ours ${pair.ours}, Lighthouse ${pair.lighthouse}`,
    );
    expect(result.overall, `${table}\n\n${disagreements.join('\n')}`).toBeGreaterThanOrEqual(recorded.overall);
  }, 30_000);

  it('is reported in docs/audit-methodology.md as recorded', () => {
    const doc = readFileSync(join(CORPUS_ROOT, '../../../docs/audit-methodology.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Held against Lighthouse'));
    const rows = Object.fromEntries(
      [...section.matchAll(/^\| (`[a-z-]+`(?: \+ `[a-z-]+`)*) +\|[^|]*\| (\d+) \/ (\d+) /gm)].map((row) => [
        row[1]!.replaceAll('`', ''),
        { compared: Number(row[3]), agreed: Number(row[2]) },
      ]),
    );
    expect(rows).toEqual(recorded.checks);
    expect(section).toContain(`**${recorded.agreed} / ${recorded.compared} (${recorded.overall.toFixed(1)} %)**`);
  });
});
