import type { Config } from '@netlify/functions';
import { leadAuditSchema } from '../../src/lib/api/audits';
import { requireAdmin } from '../../src/server/auth/session-token';
import { leadAuditIds, readAudit } from '../../src/server/audit/records';
import { auditDetail } from '../../src/server/audit/views';
import { HttpError, json, route } from '../../src/server/http';
import { getLead } from '../../src/server/leads/records';
import { mailLinkOrigin } from '../../src/server/mail/links';
import { LEAD_MESSAGES } from './admin-leads';

/**
 * GET /api/contacts/:id/audit (Sales): the lead's latest website audit with
 * its report, its comparison with the audit it re-ran and the WhatsApp reply
 * to the lead's own number; `{audit: null, …}` when the lead has none.
 */
const NO_AUDIT = leadAuditSchema.parse({ audit: null, report: null, comparison: null, whatsAppLink: null });

export default route({
  GET: async (req, context) => {
    await requireAdmin(context);
    const lead = await getLead(context.params.id ?? '');
    if (!lead) throw new HttpError(404, LEAD_MESSAGES.missing);
    const [latest] = await leadAuditIds(lead.id);
    const record = latest ? await readAudit(latest) : null;
    if (!record) return json(200, NO_AUDIT);
    return json(200, await auditDetail(record, { origin: mailLinkOrigin(req), lead: { id: lead.id, name: lead.name, phone: lead.phone } }));
  },
});

export const config: Config = { path: '/api/contacts/:id/audit' };
