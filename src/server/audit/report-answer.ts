import { site } from '../../config/site';
import { RETENTION } from '../../data/documents/privacy';
import { auditByToken, readAudit } from './records';
import { notFoundAnswer, privatePageAnswer } from '../private-page/index';
import { renderAuditReport } from './report-page';
import { compareAudits } from './compare';
import { REPORT_PATH } from './views';

/**
 * The answer to `/report/<token>`: the report page of a done audit, or
 * exactly what any unknown address of the site gets (the private page kit's
 * 404), whether the token is unknown, a near miss, expired or its audit not
 * done yet. Nothing tells these apart.
 */

/** What the audit looks at, as the privacy notice tells the visitor (the methodology has no public page of its own). */
const METHODOLOGY_URL = `${site.origin}/privacy#website-audit`;

export async function answerReport(req: Request, now: Date = new Date()): Promise<Response> {
  const url = new URL(req.url);
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
  return privatePageAnswer(req, html);
}
