import { site } from '../../config/site';
import type { ClientReport } from '../../lib/api/clients';
import { CLIENT_REPORT_PATH } from '../../lib/api/clients';
import { notFoundAnswer } from '../audit/index';
import { reportResponseHeaders } from '../audit/index';
import { reportByToken } from './reports';
import { renderMonthlyReport, type ReportSection } from './report-page';

/**
 * The answer to `/client-report/<token>`: the monthly report page, served by
 * the audit report's rules (its headers: own CSP by style hash, noindex, no
 * referrer, private no-store), or exactly what any unknown address of the
 * site gets, as an unknown audit report does. Another area may add a section
 * to the page (the proof area's "How are we doing?" form): the page then
 * allows its forms to post to the site itself (`form-action 'self'`) and
 * nothing else changes.
 */

/** A section another area draws into the report page, for the report it is given. */
export type ReportSectionOf = (report: ClientReport) => Promise<ReportSection | null>;

/** The token a request's address names ('' when it names none). */
export function reportTokenOf(req: Request): string {
  const { pathname } = new URL(req.url);
  return pathname.startsWith(CLIENT_REPORT_PATH) ? pathname.slice(CLIENT_REPORT_PATH.length) : '';
}

export async function answerClientReport(req: Request, sectionOf?: ReportSectionOf): Promise<Response> {
  const report = await reportByToken(reportTokenOf(req));
  if (!report) return notFoundAnswer(req);
  return clientReportResponse(req, report, sectionOf ? await sectionOf(report) : null);
}

/** The report page with a section (a form, its errors) and the status to answer with (400 for a form to correct). */
export function clientReportResponse(req: Request, report: ClientReport, section: ReportSection | null, status = 200): Response {
  const html = renderMonthlyReport(report, {
    brandName: site.brandName,
    whatsappNumber: site.whatsappNumber,
    ...(section && { section }),
  });
  const headers = reportResponseHeaders(html);
  if (section) headers['Content-Security-Policy'] = headers['Content-Security-Policy']!.replace("form-action 'none'", "form-action 'self'");
  return new Response(req.method === 'HEAD' ? null : html, { status, headers });
}
