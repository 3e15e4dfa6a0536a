import type { ClientRecord } from '../../lib/api/clients';
import { leadAuditIds } from '../audit/index';
import { siteOf } from '../audit/index';
import { getLead } from '../leads/index';
import { createClient, type NewClient } from './records';
import { keepFirstAudit } from './report-audit';

/**
 * A client made from an open lead: its contact details, website and audits
 * come along, and the lead and the client point at each other (the lead by
 * `lead/<leadId>` in the clients store, so the lead's record is untouched).
 * Made twice from one lead, it is the one client.
 */
export async function clientFromLead(
  leadId: string,
  by: string,
  now: Date = new Date(),
): Promise<{ client: ClientRecord; made: boolean } | null> {
  const lead = await getLead(leadId);
  if (!lead) return null;
  const auditIds = await leadAuditIds(lead.id);
  const made = await createClient(
    {
      // A lead gives a person's name and a website; the business is named after its site until staff write its name.
      businessName: siteOf(lead.website) ?? lead.name,
      contactName: lead.name,
      email: lead.email,
      phone: lead.phone,
      website: lead.website,
      leadId: lead.id,
      auditIds,
    },
    by,
    now,
  );
  // The lead's first finished audit is kept now, before the audits' retention erases it.
  if (made.made) await keepFirstAudit(made.client.id, auditIds);
  return made;
}

export async function clientByHand(input: NewClient, by: string, now: Date = new Date()): Promise<ClientRecord> {
  return (await createClient({ ...input, leadId: null, auditIds: [] }, by, now)).client;
}
