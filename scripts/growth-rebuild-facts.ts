import './lib/ts-resolve.ts';
import { parseArgs } from 'node:util';
import { connectTarget, runCommand, TARGET_OPTIONS } from './backup/target.ts';

const USAGE = `Usage: npm run growth:rebuild-facts -- [--site <id> [--token-file <file>]]
Rebuilds the growth figures' facts of every lead from the stored leads, in the local development store or a Netlify site.
The Netlify token comes from NETLIFY_AUTH_TOKEN or --token-file.`;

/**
 * `npm run growth:rebuild-facts`: the migration of issue 62 (docs/growth.md,
 * "Which page a lead counts for"). Files every lead's facts again from its
 * stored record where they are of an older version (a lead counted for the
 * page its form was sent from), puts right any other mismatch with the
 * inbox, folds the changed days into their months, and prints the count
 * before and after. Safe to run again (nothing left to rebuild: nothing
 * changes); stopped anywhere, the next run, or the hourly rollup, goes on
 * from the cursor it keeps in the growth store.
 */
await runCommand(USAGE, async () => {
  const { values } = parseArgs({ options: { ...TARGET_OPTIONS } });
  // Loaded once the arguments are read, so --help and a mistyped option answer at once.
  const { rebuildLeadFacts } = await import('../src/server/growth/index.ts');
  const { leadInbox } = await import('../src/server/leads/index.ts');
  const target = await connectTarget(values);
  const started = performance.now();
  try {
    console.log(`Rebuilding the growth facts of every lead in ${target.description}...`);
    const { before, heal, folded, after, cursor } = await rebuildLeadFacts(leadInbox);
    const line = (when: string, counts: typeof before) =>
      `${when}: ${counts.leads} leads; facts of an older version ${counts.outdated}, missing or of another status ${counts.stale}, of erased leads ${counts.orphaned}`;
    console.log(line('Before', before));
    console.log(
      `Rebuilt ${heal.rebuilt} leads' facts, filed ${heal.filed} again, took out ${heal.erased} erased; folded ${heal.folded + folded} days into their months.`,
    );
    console.log(line('After', after));
    if (cursor) {
      const where = cursor.finishedAt ? `finished ${cursor.finishedAt}` : `under way at ${cursor.month ?? 'the newest month'}`;
      console.log(`Cursor (version ${cursor.version}): started ${cursor.startedAt}, ${cursor.rebuilt} leads rebuilt, ${where}.`);
    }
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    if (after.outdated > 0) process.exitCode = 1;
  } finally {
    await target.close();
  }
});
