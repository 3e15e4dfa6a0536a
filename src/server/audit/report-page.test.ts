import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import type { AuditReport, CheckResult } from '../../lib/api/audits';
import { privatePageHeaders } from '../private-page/index';
import { renderAuditReport } from './report-page';

const EVIL = `"><script>alert(1)</script><img src=x onerror=alert(2)>`;

function check(id: string, status: CheckResult['status'], title: string): CheckResult {
  return {
    id,
    group: id === 'ttfb' ? 'weight' : 'reach',
    title,
    status,
    priority: 'high',
    evidence: `<title>${EVIL}</title>`,
    fix: 'Do the thing.',
    effort: '10 minutes',
    why: 'It costs customers.',
  };
}

const report: AuditReport = {
  version: 1,
  address: 'evil.example.pk',
  url: 'https://www.evil.example.pk/path/page',
  startedAt: '2026-03-01T09:00:00.000Z',
  finishedAt: '2026-03-01T09:00:04.000Z',
  fetched: [{ url: `https://www.evil.example.pk/${EVIL}`, status: 200, purpose: 'the page' }],
  checks: [
    check('https', 'fail', 'HTTPS'),
    check('title', 'warn', 'Page title'),
    check('viewport', 'fail', 'Made for phones (viewport)'),
    check('ttfb', 'pass', 'Server response time'),
  ],
  topFixes: ['https', 'viewport', 'title'],
  preview: {
    url: 'https://www.evil.example.pk/path/page',
    title: `Title ${EVIL}`,
    description: `Description ${EVIL}`,
    siteName: `Site ${EVIL}`,
    favicon: 'https://tracker.example/favicon.ico',
    ogTitle: `OG ${EVIL}`,
    ogDescription: null,
    ogImage: 'https://tracker.example/og.png',
  },
  timings: { totalMs: 4000, ttfbMs: 300, measuredFrom: 'us-east-1' },
};

const options = {
  brandName: 'SEO Agency Pakistan',
  whatsappNumber: '923000000000',
  methodologyUrl: 'https://www.example-seo-agency.pk/audit/methodology',
  retentionDays: 90,
};

describe('renderAuditReport', () => {
  const html = renderAuditReport(report, options);
  const $ = cheerio.load(html);

  it('escapes every value from the audited site: no script, no image, no handler', () => {
    expect($('script')).toHaveLength(0);
    expect($('img')).toHaveLength(0);
    expect($('[onerror]')).toHaveLength(0);
    expect(html).not.toContain('<script>alert(1)');
    expect($('body').text()).toContain('<script>alert(1)</script>');
  });

  it('is noindex, in English, readable on a phone and printable', () => {
    expect($('meta[name="robots"]').attr('content')).toBe('noindex, nofollow');
    expect($('meta[name="viewport"]').attr('content')).toBe('width=device-width, initial-scale=1');
    expect($('style').text()).toContain('@media print');
    expect($('html').attr('lang')).toBe('en');
  });

  it('shows, top to bottom, the site and date, the top three fixes, the previews, every check, the next step and the methodology', () => {
    const text = $('main').text().replace(/\s+/g, ' ');
    const order = [
      'Website audit of evil.example.pk',
      '1 March 2026',
      'What we looked at',
      'Three things to fix first',
      'In Google',
      'WhatsApp',
      'Can Google reach it',
      'Mobile and page weight',
      'What we cannot see from outside',
      'How we check',
    ];
    const positions = order.map((phrase) => text.indexOf(phrase));
    expect(
      positions.every((position) => position >= 0),
      JSON.stringify(positions),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(
      $('ol.fixes > li h3')
        .toArray()
        .map((element) => $(element).text()),
    ).toEqual(['HTTPS', 'Made for phones (viewport)', 'Page title']);
    expect($('ol.fixes').text()).toContain('about 10 minutes');
    expect(text).toContain('Picture: https://tracker.example/og.png');
    expect(text).toContain('where you rank for the searches your customers make');
  });

  it('links the agency’s WhatsApp and the methodology, and gives no score out of 100', () => {
    expect($('a.button').attr('href')).toMatch(/^https:\/\/wa\.me\/923000000000\?text=/);
    expect($('a[href="https://www.example-seo-agency.pk/audit/methodology"]')).toHaveLength(1);
    expect(html).not.toMatch(/\/\s*100\b/);
  });
});

describe('privatePageHeaders', () => {
  const html = renderAuditReport(report, options);
  const headers = privatePageHeaders(html);

  it("sets every header netlify.toml gives pages itself (Netlify does not apply [[headers]] to a function's answer)", () => {
    const toml = readFileSync(new URL('../../../netlify.toml', import.meta.url), 'utf8');
    const block = /\[\[headers\]\]\s*for = "\/\*"\s*\[headers\.values\]([\s\S]*?)(?:\n\n|\[\[)/.exec(toml)![1]!;
    const names = [...block.matchAll(/^\s*([\w-]+)\s*=/gm)].map((match) => match[1]!.toLowerCase());
    expect(names.length).toBeGreaterThanOrEqual(6);
    const own = Object.keys(headers).map((name) => name.toLowerCase());
    expect(names.filter((name) => !own.includes(name))).toEqual([]);
  });

  it('allows only its own style, by hash, and loads nothing else', () => {
    const style = cheerio.load(html)('style').text();
    const hash = createHash('sha256').update(style).digest('base64');
    expect(headers['Content-Security-Policy']).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; img-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
  });

  it('is private: noindex, no referrer, never stored', () => {
    expect(headers).toMatchObject({
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'private, no-store',
    });
  });
});
