import { site } from '../../config/site';
import { CLIENT_REPORT_PATH } from '../../lib/api/clients';
import { notFoundAnswer, privatePageAnswer } from '../private-page/index';
import { withOwnFigures } from './property';
import { reportByToken } from './reports';
import { renderMonthlyReport } from './report-page';

/**
 * The answer to `/client-report/<token>`: the monthly report page, served as
 * a private page as the audit's report is (src/server/private-page/: own CSP
 * by style hash, noindex, no referrer, private no-store), or exactly what any
 * unknown address of the site gets, as an unknown audit report does. Google's
 * figures are shown only while the report's property is its client's alone.
 */
export async function answerClientReport(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const token = url.pathname.startsWith(CLIENT_REPORT_PATH) ? url.pathname.slice(CLIENT_REPORT_PATH.length) : '';
  const report = await reportByToken(token);
  if (!report) return notFoundAnswer(req);
  const html = renderMonthlyReport(await withOwnFigures(report), { brandName: site.brandName, whatsappNumber: site.whatsappNumber });
  return privatePageAnswer(req, html);
}
