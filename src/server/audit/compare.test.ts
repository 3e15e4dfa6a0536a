import { describe, expect, it } from 'vitest';
import type { AuditReport, CheckResult, CheckStatus } from '../../lib/api/audits';
import { compareAudits } from './compare';

function check(id: string, status: CheckStatus): CheckResult {
  return { id, group: 'reach', title: id, status, priority: 'high', evidence: '', fix: '', effort: '', why: '' };
}

function report(checks: CheckResult[]): AuditReport {
  return {
    version: 1,
    address: 'example.pk',
    url: 'https://example.pk/',
    startedAt: '2026-01-01T00:00:00.000Z',
    finishedAt: '2026-01-01T00:00:01.000Z',
    fetched: [],
    checks,
    topFixes: [],
    preview: {
      url: 'https://example.pk/',
      title: null,
      description: null,
      siteName: null,
      favicon: null,
      ogTitle: null,
      ogDescription: null,
      ogImage: null,
    },
    timings: { totalMs: 1, ttfbMs: 1, measuredFrom: 'x' },
  };
}

describe('compareAudits', () => {
  it('sorts problems into fixed, new and unchanged by check id', () => {
    const previous = report([
      check('https', 'fail'),
      check('title', 'warn'),
      check('viewport', 'fail'),
      check('h1', 'pass'),
      check('spf', 'info'),
    ]);
    const next = report([
      check('https', 'pass'),
      check('title', 'warn'),
      check('viewport', 'warn'),
      check('h1', 'fail'),
      check('spf', 'info'),
    ]);
    expect(compareAudits(previous, next)).toEqual({ fixed: ['https'], new: ['h1'], unchanged: ['title', 'viewport'] });
  });

  it('counts a check the new audit no longer runs as fixed only if it is gone, never as new', () => {
    expect(compareAudits(report([check('old-check', 'warn')]), report([]))).toEqual({ fixed: ['old-check'], new: [], unchanged: [] });
  });
});
