import { describe, expect, it } from 'vitest';
import type { AuditReport, CheckResult } from '../../lib/api/audits';
import { whatsAppReplyLink } from './whatsapp-reply';

function check(id: string, title: string): CheckResult {
  return { id, group: 'reach', title, status: 'fail', priority: 'high', evidence: 'x', fix: 'y', effort: '5 minutes', why: 'z' };
}

const report: AuditReport = {
  version: 1,
  address: 'khancooling.pk',
  url: 'https://www.khancooling.pk/',
  startedAt: '2026-01-01T00:00:00.000Z',
  finishedAt: '2026-01-01T00:00:01.000Z',
  fetched: [],
  checks: [check('https', 'HTTPS'), check('viewport', 'Made for phones (viewport)'), check('title', 'Page title')],
  topFixes: ['https', 'viewport', 'title'],
  preview: {
    url: 'https://www.khancooling.pk/',
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

const REPORT_URL = 'https://www.example-seo-agency.pk/audit/r/abc123';

describe('whatsAppReplyLink', () => {
  // The numbers' own cases are src/lib/contact/phone.test.ts: the lead screen's WhatsApp button reads the same rule.
  it.each(['0300 1234567', '+92 300 1234567', '0092 300 1234567', '92 300 1234567', '300 1234567'])(
    'links to the lead’s own number written as %s',
    (phone) => {
      const link = new URL(whatsAppReplyLink({ phone, name: 'Ayesha Khan', report, reportUrl: REPORT_URL })!);
      expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/923001234567');
    },
  );

  it('greets the lead by name, names the top findings and carries the report link', () => {
    const link = new URL(whatsAppReplyLink({ phone: '03001234567', name: '  Ayesha Khan ', report, reportUrl: REPORT_URL })!);
    const text = link.searchParams.get('text')!;
    expect(text.split('\n')).toEqual([
      'Assalam-o-Alaikum Ayesha! Your free website audit of khancooling.pk is ready.',
      'The most important things to fix: HTTPS; Made for phones (viewport); Page title.',
      `Your report: ${REPORT_URL}`,
    ]);
  });

  it('says so when nothing needs fixing', () => {
    const link = new URL(
      whatsAppReplyLink({ phone: '03001234567', name: 'Bilal', report: { ...report, topFixes: [] }, reportUrl: REPORT_URL })!,
    );
    expect(link.searchParams.get('text')).toContain('Good news: we found nothing urgent to fix.');
  });

  it('gives no link for a number WhatsApp cannot reach in Pakistan', () => {
    expect(whatsAppReplyLink({ phone: '+44 20 7946 0958', name: 'Sam', report, reportUrl: REPORT_URL })).toBeNull();
  });
});
