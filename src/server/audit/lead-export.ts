import type { AuditRecord, LeadAuditExport } from '../../lib/api/audits';
import { isAuditId, readAudits } from './records';
import { auditKeys, indexEntry, keysUnder } from './store';
import { reportUrlOf } from './views';

/** Each lead's latest audit, for the leads export: one listing of the lead index, and only those records read. */
async function latestAuditsOfLeads(): Promise<Map<string, AuditRecord>> {
  const latest = new Map<string, string>();
  for (const key of await keysUnder(auditKeys.leads)) {
    const entry = indexEntry(key);
    if (!entry || !isAuditId(entry.id)) continue;
    if ((latest.get(entry.owner) ?? '') < entry.id) latest.set(entry.owner, entry.id);
  }
  const records = new Map((await readAudits([...new Set(latest.values())])).map((record) => [record.id, record]));
  const out = new Map<string, AuditRecord>();
  for (const [leadId, id] of latest) {
    const record = records.get(id);
    if (record) out.set(leadId, record);
  }
  return out;
}

/** What the leads export carries of each lead's latest audit: the address audited, when, and the report link once done. */
export async function leadAuditExports(origin: string): Promise<Map<string, LeadAuditExport>> {
  const out = new Map<string, LeadAuditExport>();
  for (const [leadId, record] of await latestAuditsOfLeads()) {
    out.set(leadId, {
      address: record.address,
      requestedAt: record.createdAt,
      reportUrl: record.state === 'done' ? reportUrlOf(record, origin) : null,
    });
  }
  return out;
}
