import { site } from '../../config/site';
import type { ClientReport } from '../../lib/api/clients';
import { CLIENT_REPORT_PATH } from '../../lib/api/clients';
import { notFoundAnswer, privatePageHeaders } from '../private-page/index';
import { withOwnFigures } from './property';
import { reportByToken } from './reports';
import { renderMonthlyReport, type ReportSection } from './report-page';

/**
 * The answer to `/client-report/<token>`: the monthly report page, served as
 * a private page as the audit's report is (src/server/private-page/: own CSP
 * by style hash, noindex, no referrer, private no-store), or exactly what any
 * unknown address of the site gets, as an unknown audit report does. Google's
 * figures are shown only while the report's property is its client's alone.
 * Another area may add a section to the page (the proof area's "How are we
 * doing?" form): the page then lets its forms post to the site itself
 * (`form-action 'self'`) and nothing else changes.
 */

/** A section another area draws into the report page, for the report it is given. */
type ReportSectionOf = (report: ClientReport) => Promise<ReportSection | null>;

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
export async function clientReportResponse(
  req: Request,
  report: ClientReport,
  section: ReportSection | null,
  status = 200,
): Promise<Response> {
  const html = renderMonthlyReport(await withOwnFigures(report), {
    brandName: site.brandName,
    whatsappNumber: site.whatsappNumber,
    ...(section && { section }),
  });
  const headers = privatePageHeaders(html);
  if (section) headers['Content-Security-Policy'] = headers['Content-Security-Policy']!.replace("form-action 'none'", "form-action 'self'");
  return new Response(req.method === 'HEAD' ? null : html, { status, headers });
}
