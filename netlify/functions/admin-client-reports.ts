import type { Config } from '@netlify/functions';
import { reportRequestSchema } from '../../src/lib/api/clients';
import { logActivity } from '../../src/server/activity/index';
import { requireMember } from '../../src/server/auth/index';
import { ownFunctionsOrigin } from '../../src/server/background-calls';
import { CLIENT_MESSAGES, lastCompleteMonth, markSent, readClient, requestReport } from '../../src/server/clients/index';
import { monthLabel } from '../../src/lib/time/months';
import { HttpError, json, noContent, parseBody, readMutation, readOptionalMutation, route } from '../../src/server/http';

const NO_REPORT = 'There is no report of that month.';
const BUSY = 'A report for this client is being made. It is ready in a minute.';
const NOT_STARTED = 'The report could not be started. Please try again.';
const sentAlready = (month: string) => `The ${monthLabel(month)} report was sent; it stays as it was sent.`;

/**
 * POST /api/admin/clients/:id/reports `{month?}` (Sales): Make report. Makes the month's report
 *   (default: the last complete calendar month, Pakistan time) in the background: 202 `{month}`;
 *   the client's page shows the job until the report is listed. The same month again replaces its
 *   unsent report; 409 when it was sent (it stays) or while another report of the client is being
 *   made. Logged.
 * POST /api/admin/clients/:id/reports/:month/sent (Sales): "Send on WhatsApp" was used (the link
 *   opens wa.me itself; this logs `client-report.sent` and marks the report sent). 204.
 */
export default route({
  POST: async (req, context) => {
    if (context.params.month !== undefined) {
      await readOptionalMutation(req);
      const admin = await requireMember(context);
      const client = await readClient(context.params.id ?? '');
      if (!client) throw new HttpError(404, CLIENT_MESSAGES.missing);
      const report = await markSent(client.id, context.params.month, admin.username);
      if (!report) throw new HttpError(404, NO_REPORT);
      await logActivity(context, { actor: admin.username, action: 'client-report.sent', target: `${client.id} ${report.month}` });
      return noContent();
    }
    const body = await readMutation(req);
    const admin = await requireMember(context);
    const { month = lastCompleteMonth() } = parseBody(reportRequestSchema, body);
    const client = await readClient(context.params.id ?? '');
    if (!client) throw new HttpError(404, CLIENT_MESSAGES.missing);
    const result = await requestReport(client, month, admin.username, ownFunctionsOrigin(req));
    if (result.kind === 'sent') throw new HttpError(409, sentAlready(month));
    if (result.kind === 'busy') throw new HttpError(409, BUSY);
    if (result.kind === 'not-started') throw new HttpError(503, NOT_STARTED);
    await logActivity(context, { actor: admin.username, action: 'client-report.requested', target: `${client.id} ${month}` });
    return json(202, { month });
  },
});

export const config: Config = { path: ['/api/admin/clients/:id/reports', '/api/admin/clients/:id/reports/:month/sent'] };
