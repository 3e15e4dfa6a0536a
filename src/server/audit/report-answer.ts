import { site } from '../../config/site';
import { RETENTION } from '../../data/documents/privacy';
import { auditByToken, readAudit } from './records';
import { renderAuditReport, reportResponseHeaders } from './report-page';
import { compareAudits } from './compare';
import { REPORT_PATH } from './views';

/**
 * The answer to `/report/<token>`: the report page of a done audit, or
 * exactly what any unknown address of the site gets (its 404 page, status
 * and headers), whether the token is unknown, a near miss, expired or its
 * audit not done yet. Nothing tells these apart.
 */

/** The site's own headers on its 404 page that a function's answer must carry itself. */
const NOT_FOUND_HEADERS = [
  'content-type',
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'strict-transport-security',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cache-control',
];

/** What the audit looks at, as the privacy notice tells the visitor (the methodology has no public page of its own). */
const METHODOLOGY_URL = `${site.origin}/privacy#website-audit`;

/** An address no page has, so the site answers it with its 404 page. */
const UNKNOWN_PATH = '/report-not-found';

let cached: { origin: string; at: number; body: string; headers: Record<string, string> } | null = null;
const CACHE_MS = 10 * 60_000;

async function notFoundPage(origin: string): Promise<{ body: string; headers: Record<string, string> }> {
  if (cached && cached.origin === origin && Date.now() - cached.at < CACHE_MS) return cached;
  try {
    const res = await fetch(`${origin}${UNKNOWN_PATH}`, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
    const body = await res.text();
    if (res.status === 404 && body) {
      const headers: Record<string, string> = {};
      for (const name of NOT_FOUND_HEADERS) {
        const value = res.headers.get(name);
        if (value) headers[name] = value;
      }
      cached = { origin, at: Date.now(), body, headers };
      return cached;
    }
  } catch (error) {
    console.error('The 404 page could not be read for an unknown report:', error);
  }
  return {
    body: '<!doctype html><title>Page not found</title><h1>Page not found</h1>',
    headers: { 'content-type': 'text/html; charset=utf-8' },
  };
}

/** What any unknown address of the site answers: its 404 page, status and headers (a private page's unknown token too). */
export async function notFoundAnswer(req: Request): Promise<Response> {
  // The site's own address, never the request's Host: a forged Host would make the function fetch anywhere.
  const page = await notFoundPage(process.env.URL || site.origin);
  return new Response(req.method === 'HEAD' ? null : page.body, { status: 404, headers: page.headers });
}

export async function answerReport(req: Request, now: Date = new Date()): Promise<Response> {
  const url = new URL(req.url);
  const head = req.method === 'HEAD';
  const token = url.pathname.startsWith(REPORT_PATH) ? url.pathname.slice(REPORT_PATH.length) : '';
  const record = await auditByToken(token, now);
  if (!record || record.state !== 'done' || !record.report) return notFoundAnswer(req);
  const previous = record.previousId ? await readAudit(record.previousId) : null;
  const html = renderAuditReport(record.report, {
    brandName: site.brandName,
    whatsappNumber: site.whatsappNumber,
    methodologyUrl: METHODOLOGY_URL,
    retentionDays: RETENTION.auditReportDays,
    ...(previous?.report && { comparison: compareAudits(previous.report, record.report) }),
  });
  return new Response(head ? null : html, { status: 200, headers: reportResponseHeaders(html) });
}
