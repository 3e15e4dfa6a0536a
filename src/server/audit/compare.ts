import type { AuditComparison, AuditReport } from '../../lib/api/audits';

/**
 * What changed between two audits of a site, by check id: a problem (fail or
 * warn) that is gone is fixed, one that appeared is new, one still there is
 * unchanged. Checks that passed both times are left out.
 */
export function compareAudits(previous: AuditReport, next: AuditReport): AuditComparison {
  const problems = (report: AuditReport) =>
    new Set(report.checks.filter((check) => check.status === 'fail' || check.status === 'warn').map((check) => check.id));
  const before = problems(previous);
  const after = problems(next);
  return {
    fixed: [...before].filter((id) => !after.has(id)),
    new: [...after].filter((id) => !before.has(id)),
    unchanged: [...after].filter((id) => before.has(id)),
  };
}
