import { leadAuditIds } from './records';
import { auditLeadWebsite } from './requests';
import { eraseLeadAudits } from './retention';

/**
 * The audit as the leads area reaches it (its `LeadAudits` port, wired by the
 * lead lifecycle's wiring module): of a lead, the audit knows only its id and
 * its website.
 */
export const leadAudits = {
  request: async (lead: { id: string; website: string }, functionsAt: string, source: string | null): Promise<void> => {
    await auditLeadWebsite(lead, functionsAt, { source });
  },
  has: async (leadId: string): Promise<boolean> => (await leadAuditIds(leadId)).length > 0,
  erase: async (leadId: string): Promise<void> => {
    await eraseLeadAudits(leadId);
  },
};
