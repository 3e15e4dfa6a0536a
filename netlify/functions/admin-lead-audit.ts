import type { Config } from '@netlify/functions';
import { leadAuditSchema } from '../../src/lib/api/audits';
import { requireMember } from '../../src/server/auth/index';
import { AUDIT_MESSAGES, auditDetail, auditView, leadAuditIds, readAudit, requestStaffAudit } from '../../src/server/audit/index';
import { HttpError, json, readOptionalMutation, route } from '../../src/server/http';
import { logActivity } from '../../src/server/activity/index';
import { ownFunctionsOrigin } from '../../src/server/background-calls';
import { getLead, LEAD_MESSAGES } from '../../src/server/leads/index';
import { mailLinkOrigin } from '../../src/server/mail/index';

/**
 * GET /api/contacts/:id/audit (Sales): the lead's latest website audit with
 * its report, its comparison with the audit it re-ran and the WhatsApp reply
 * to the lead's own number; `{audit: null, …}` when the lead has none.
 * POST (Sales): audits the lead's website now, for this lead (a lead whose
 * request carried no valid form token gets none by itself); 202 with the
 * queued audit; 409 when the lead gave no website; 429 past the member's
 * hourly limit (shared with the Audits screen). Logged.
 */
const NO_AUDIT = leadAuditSchema.parse({ audit: null, report: null, comparison: null, whatsAppLink: null });

export default route({
  GET: async (req, context) => {
    await requireMember(context);
    const lead = await getLead(context.params.id ?? '');
    if (!lead) throw new HttpError(404, LEAD_MESSAGES.missing);
    const [latest] = await leadAuditIds(lead.id);
    const record = latest ? await readAudit(latest) : null;
    if (!record) return json(200, NO_AUDIT);
    return json(200, await auditDetail(record, { origin: mailLinkOrigin(req), lead: { id: lead.id, name: lead.name, phone: lead.phone } }));
  },
  POST: async (req, context) => {
    await readOptionalMutation(req);
    const admin = await requireMember(context);
    const lead = await getLead(context.params.id ?? '');
    if (!lead) throw new HttpError(404, LEAD_MESSAGES.missing);
    const address = lead.website.trim();
    if (!address) throw new HttpError(409, LEAD_MESSAGES.noWebsite);
    const result = await requestStaffAudit({ address, member: admin.username, leadIds: [lead.id] }, ownFunctionsOrigin(req));
    if (result.kind === 'invalid') throw new HttpError(409, LEAD_MESSAGES.noWebsite);
    if (result.kind === 'limited') throw new HttpError(429, AUDIT_MESSAGES.tooMany, { headers: { 'Retry-After': '600' } });
    await logActivity(context, { actor: admin.username, action: 'audit.started', target: result.audit.id });
    return json(202, auditView(result.audit, { origin: mailLinkOrigin(req), leadId: lead.id }));
  },
});

export const config: Config = { path: '/api/contacts/:id/audit' };
