import type { Config, Context } from '@netlify/functions';
import { logActivity } from '../../src/server/activity/index';
import { notFoundAnswer } from '../../src/server/private-page/index';
import { answerClientReport, clientReportResponse, reportByToken, reportTokenOf } from '../../src/server/clients/index';
import { requestPublishAfterSave } from '../../src/server/content/index';
import { HttpError, isFormPost, readMutationOrForm, seeOther } from '../../src/server/http';
import { answerSectionOf, receiveAnswer } from '../../src/server/proof/index';

const PLAIN = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/**
 * GET/HEAD /client-report/<token>: a client's monthly report page (no JavaScript, noindex, no
 * referrer, its own CSP; src/server/clients/report-page.ts) with "How are we doing?" below the
 * figures (src/server/proof/report-section.ts). Any other token gets the site's 404 page.
 * POST /client-report/<token> (the page's own form, x-www-form-urlencoded; the token is the only
 * credential): `intent=send` with `rating` (1-5), `text` (at most 600 characters), `naming`
 * (business, first-name, anonymous) and the ticked `publishReview`, `publishResults` stores the
 * report's answer (sending again replaces it); `intent=withdraw` withdraws it. Answered 303 back to
 * the page, which thanks the client and shows what they sent; a build starts when what the site
 * shows changed. 400 with the page and the field's message beside it; 429 with the page after 10
 * sends in an hour on one report; an unknown token gets the site's 404 page.
 */
export default async (req: Request, context: Context): Promise<Response> => {
  const method = req.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    return new Response('This address only accepts GET and POST requests.', {
      status: 405,
      headers: { ...PLAIN, Allow: 'GET, HEAD, POST' },
    });
  }
  try {
    if (method !== 'POST') return await answerClientReport(req, answerSectionOf());
    return await answerForm(req, context);
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) return new Response(error.message, { status: error.status, headers: PLAIN });
    console.error(`A monthly report could not be ${method === 'POST' ? 'answered' : 'read'}:`, error);
    return new Response('The report cannot be shown right now. Please try again in a minute.', {
      status: 503,
      headers: { ...PLAIN, 'Retry-After': '60' },
    });
  }
};

async function answerForm(req: Request, context: Context): Promise<Response> {
  const report = await reportByToken(reportTokenOf(req));
  if (!report) return notFoundAnswer(req);
  if (!isFormPost(req)) throw new HttpError(415, 'This address takes the report page’s own form.');
  const { body } = await readMutationOrForm(req);
  const outcome = await receiveAnswer(report, body as Record<string, string>);
  switch (outcome.kind) {
    case 'invalid':
      return clientReportResponse(req, report, await answerSectionOf(outcome)(report), 400);
    case 'too-many':
      return clientReportResponse(req, report, await answerSectionOf(outcome)(report), 429);
    case 'conflict':
      throw new Error('the answer kept changing while it was written');
    case 'sent':
    case 'withdrawn': {
      if (outcome.siteChanged) await requestPublishAfterSave(context);
      const action = outcome.kind === 'sent' ? 'review.sent' : 'review.withdrawn';
      await logActivity(context, { actor: '', action, target: `${report.clientId} ${report.month}` });
      return seeOther(`/client-report/${report.token}#answer`);
    }
    case 'unchanged':
      return seeOther(`/client-report/${report.token}#answer`);
  }
}

export const config: Config = {
  path: '/client-report/:token',
  // Per IP, across instances: the page is opened a few times, the form sent now and then.
  rateLimit: { windowSize: 60, windowLimit: 30, aggregateBy: ['ip', 'domain'] },
};
