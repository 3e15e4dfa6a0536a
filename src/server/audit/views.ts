import type { AuditDetail, AuditRecord, AuditView, CheckResult, LeadAuditExport } from '../../lib/api/audits';
import { compareAudits } from './compare';
import { isStalledOrFailed, latestAuditsOfLeads, linkedLeads, readAudit } from './records';
import { INTERRUPTED } from './requests';
import { whatsAppReplyLink } from './whatsapp-reply';

/** The admin's views of a stored audit (the API's answers, src/lib/api/audits.ts). */

export const REPORT_PATH = '/report/';

export const reportUrlOf = (record: Pick<AuditRecord, 'token'>, origin: string): string => `${origin}${REPORT_PATH}${record.token}`;

/** An audit whose run ended without a word (its function stopped or never started) reads as failed. */
function settled(record: AuditRecord, now: Date): AuditRecord {
  if (record.state !== 'queued' && record.state !== 'running') return record;
  return isStalledOrFailed(record, now) ? { ...record, state: 'failed', failure: INTERRUPTED } : record;
}

export function auditView(stored: AuditRecord, options: { origin: string; leadId: string | null; now?: Date }): AuditView {
  const record = settled(stored, options.now ?? new Date());
  const report = record.state === 'done' ? record.report : null;
  const counts = { pass: 0, warn: 0, fail: 0, info: 0 };
  for (const check of report?.checks ?? []) counts[check.status] += 1;
  const topFixes = (report?.topFixes ?? [])
    .map((id) => report?.checks.find((check) => check.id === id))
    .filter((check): check is CheckResult => check !== undefined);
  return {
    id: record.id,
    address: record.address,
    host: record.host,
    state: record.state,
    createdAt: record.createdAt,
    startedAt: record.startedAt,
    finishedAt: record.finishedAt,
    requestedBy: record.requestedBy,
    leadId: options.leadId,
    previousId: record.previousId,
    failure: record.failure,
    reportUrl: report ? reportUrlOf(record, options.origin) : null,
    counts: report ? counts : null,
    topFixes,
  };
}

/**
 * One audit with its report, its comparison with the audit it re-ran, and
 * the WhatsApp reply to its lead (`lead`: the lead asked about, else the
 * first lead it belongs to).
 */
export async function auditDetail(
  record: AuditRecord,
  options: {
    origin: string;
    lead?: { id: string; name: string; phone: string } | null;
    findLead?: (id: string) => Promise<{ id: string; name: string; phone: string } | null>;
    now?: Date;
  },
): Promise<AuditDetail> {
  let lead = options.lead ?? null;
  if (!lead && options.findLead) {
    const [first] = await linkedLeads(record.id);
    lead = first ? await options.findLead(first) : null;
  }
  const audit = auditView(record, { origin: options.origin, leadId: lead?.id ?? null, now: options.now });
  const report = audit.state === 'done' ? record.report : null;
  const previous = report && record.previousId ? await readAudit(record.previousId) : null;
  const comparison = report && previous?.report ? compareAudits(previous.report, report) : null;
  const whatsAppLink =
    report && lead?.phone && audit.reportUrl
      ? whatsAppReplyLink({ phone: lead.phone, name: lead.name, report, reportUrl: audit.reportUrl })
      : null;
  return { audit, report, comparison, whatsAppLink };
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
