import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHECK_GROUP_TITLES, CHECK_GROUPS } from '../../lib/api/audits';
import { CHECKS } from './checks';

/**
 * docs/audit-methodology.md and the checks are one description: each group's
 * table lists the code's checks of that group in report order, and each row's
 * "Known limits" is the check's own `limits`, word for word.
 */
const doc = readFileSync('docs/audit-methodology.md', 'utf8');
const section = doc.slice(doc.indexOf('## The checks'), doc.indexOf('## Held against Lighthouse'));

/** Per group heading: each row's id and its last cell. */
function tables(): Map<string, { id: string; limits: string }[]> {
  const groups = new Map<string, { id: string; limits: string }[]>();
  let group: string | undefined;
  for (const line of section.split('\n')) {
    const heading = /^### (.+)$/.exec(line)?.[1];
    if (heading) {
      group = CHECK_GROUPS.find((candidate) => heading.startsWith(CHECK_GROUP_TITLES[candidate]));
      if (!group) throw new Error(`"${heading}" is not a group's title`);
      groups.set(group, []);
      continue;
    }
    const row = /^\| `([a-z0-9-]+)` +\|(.*)\|$/.exec(line);
    if (row && group) groups.get(group)!.push({ id: row[1]!, limits: row[2]!.split(' | ').at(-1)!.trim() });
  }
  return groups;
}

describe('docs/audit-methodology.md', () => {
  const documented = tables();

  it('has a table per group listing the code’s checks of that group, in report order', () => {
    expect([...documented.keys()]).toEqual([...CHECK_GROUPS]);
    for (const group of CHECK_GROUPS)
      expect(
        documented.get(group)!.map((row) => row.id),
        group,
      ).toEqual(CHECKS.filter((check) => check.group === group).map((check) => check.id));
  });

  it('gives each check the known limits written in its definition', () => {
    const rows = [...documented.values()].flat();
    for (const check of CHECKS) {
      expect(check.limits, check.id).not.toBe('');
      expect(rows.find((row) => row.id === check.id)?.limits, check.id).toBe(check.limits);
    }
  });
});
