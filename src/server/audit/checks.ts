import { CHECK_PRIORITIES, type CheckResult } from '../../lib/api/audits';
import type { AuditContext, Check } from './check-kit';
import { aiChecks } from './checks-ai';
import { appearanceChecks } from './checks-appearance';
import { localChecks } from './checks-local';
import { NO_CANONICAL, reachChecks } from './checks-reach';
import { trustChecks } from './checks-trust';
import { weightChecks } from './checks-weight';

/** Judging: every check, as data, run over what was gathered; nothing here fetches. */

/** Every check, in the order the report shows them. */
export const CHECKS: readonly Check[] = [...reachChecks, ...appearanceChecks, ...aiChecks, ...localChecks, ...weightChecks, ...trustChecks];

/** A failure of these means Google cannot index the site at all: it is always the first fix. */
const INDEX_BLOCKERS = new Set(['noindex', 'robots-txt', 'final-status', 'https']);

/** A check whose fix is another's when both fail (the same robots.txt line): only the other is a top fix then. */
const SAME_FIX_AS: Record<string, string> = { 'ai-search-googlebot': 'robots-txt' };

/**
 * Ranks what needs doing: a site Google cannot index first, then problems
 * before warnings, each by priority, then in report order; a missing
 * canonical after everything else (Google picks one itself). The first three
 * are the top fixes.
 */
export function topFixes(checks: readonly CheckResult[]): string[] {
  const rank = (check: CheckResult) => [
    check.status === 'fail' && INDEX_BLOCKERS.has(check.id) ? 0 : 1,
    check.id === 'canonical' && check.evidence === NO_CANONICAL ? 1 : 0,
    check.status === 'fail' ? 0 : 1,
    CHECK_PRIORITIES.indexOf(check.priority),
  ];
  const needsWork = (check: CheckResult | undefined) => check?.status === 'fail' || check?.status === 'warn';
  const byId = new Map(checks.map((check) => [check.id, check]));
  return checks
    .filter((check) => needsWork(check) && !(SAME_FIX_AS[check.id] && needsWork(byId.get(SAME_FIX_AS[check.id]!))))
    .map((check, index) => ({ check, index, rank: rank(check) }))
    .sort((a, b) => a.rank.reduce((order, value, at) => order || value - b.rank[at]!, 0) || a.index - b.index)
    .slice(0, 3)
    .map(({ check }) => check.id);
}

/** Every check's verdict on a gathered page, and the three fixes to make first. */
export function judge(context: AuditContext): { checks: CheckResult[]; topFixes: string[] } {
  const checks = CHECKS.map((check) => check.judge(context));
  return { checks, topFixes: topFixes(checks) };
}
