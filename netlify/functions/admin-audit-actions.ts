import type { Config } from '@netlify/functions';
import { ownFunctionsOrigin } from '../../src/server/background-calls';
import { logActivity } from '../../src/server/activity/index';
import { requireMember } from '../../src/server/auth/index';
import { AUDIT_MESSAGES, auditView, linkedLeads, readAudit, requestStaffAudit } from '../../src/server/audit/index';
import { HttpError, json, noContent, readOptionalMutation, route } from '../../src/server/http';
import { mailLinkOrigin } from '../../src/server/mail/index';

/**
 * POST /api/admin/audits/:id/rerun (Sales): the same site audited again, compared with this
 *   audit once done (fixed, new, unchanged); it belongs to the same leads. 202 with the new audit;
 *   429 past the member's hourly limit (shared with POST /api/admin/audits).
 * POST /api/admin/audits/:id/sent (Sales): the "Send on WhatsApp" link was used (the link opens
 *   wa.me itself; this only logs it). 204.
 * Both are logged in the activity log.
 */
const ACTIONS = ['rerun', 'sent'] as const;

export default route({
  POST: async (req, context) => {
    await readOptionalMutation(req);
    const admin = await requireMember(context);
    const action = ACTIONS.find((name) => name === context.params.action);
    const record = action ? await readAudit(context.params.id ?? '') : null;
    if (!action || !record) throw new HttpError(404, AUDIT_MESSAGES.missing);
    if (action === 'sent') {
      await logActivity(context, { actor: admin.username, action: 'audit.sent', target: record.id });
      return noContent();
    }
    const leadIds = await linkedLeads(record.id);
    const origin = mailLinkOrigin(req);
    const result = await requestStaffAudit(
      { address: record.address, member: admin.username, previous: record, leadIds },
      ownFunctionsOrigin(req),
    );
    if (result.kind === 'limited') throw new HttpError(429, AUDIT_MESSAGES.tooMany, { headers: { 'Retry-After': '600' } });
    if (result.kind === 'invalid') throw new HttpError(404, AUDIT_MESSAGES.missing);
    await logActivity(context, { actor: admin.username, action: 'audit.rerun', target: result.audit.id });
    return json(202, auditView(result.audit, { origin, leadId: leadIds[0] ?? null }));
  },
});

export const config: Config = { path: '/api/admin/audits/:id/:action' };
