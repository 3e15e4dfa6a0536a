import { CHECK_PRIORITIES, type CheckResult } from '../../lib/api/audits';
import type { AuditContext, Check } from './check-kit';
import { appearanceChecks } from './checks-appearance';
import { localChecks } from './checks-local';
import { reachChecks } from './checks-reach';
import { trustChecks } from './checks-trust';
import { weightChecks } from './checks-weight';

/** Judging: every check, as data, run over what was gathered; nothing here fetches. */

/** Every check, in the order the report shows them. */
export const CHECKS: readonly Check[] = [...reachChecks, ...appearanceChecks, ...localChecks, ...weightChecks, ...trustChecks];

/** Ranks what needs doing: failures before warnings, then by priority; the first three are the top fixes. */
function topFixes(checks: readonly CheckResult[]): string[] {
  const statusRank = { fail: 0, warn: 1, info: 2, pass: 3 } as const;
  return checks
    .filter((check) => check.status === 'fail' || check.status === 'warn')
    .map((check, index) => ({ check, index }))
    .sort(
      (a, b) =>
        CHECK_PRIORITIES.indexOf(a.check.priority) - CHECK_PRIORITIES.indexOf(b.check.priority) ||
        statusRank[a.check.status] - statusRank[b.check.status] ||
        a.index - b.index,
    )
    .slice(0, 3)
    .map(({ check }) => check.id);
}

/** Every check's verdict on a gathered page, and the three fixes to make first. */
export function judge(context: AuditContext): { checks: CheckResult[]; topFixes: string[] } {
  const checks = CHECKS.map((check) => check.judge(context));
  return { checks, topFixes: topFixes(checks) };
}
