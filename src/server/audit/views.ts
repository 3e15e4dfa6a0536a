import type { AuditDetail, AuditRecord, AuditView, CheckResult } from '../../lib/api/audits';
import { compareAudits } from './compare';
import { linkedLeads, readAudit } from './records';
import { settled } from './state';
import { whatsAppReplyLink } from './whatsapp-reply';

/** The admin's views of a stored audit (the API's answers, src/lib/api/audits.ts). */

/** What an audit's views need of a lead: the audit area reads no lead itself, its caller passes them in. */
export interface LeadContact {
  id: string;
  name: string;
  phone: string;
}
export type FindLead = (id: string) => Promise<LeadContact | null>;

export const REPORT_PATH = '/report/';

export const reportUrlOf = (record: Pick<AuditRecord, 'token'>, origin: string): string => `${origin}${REPORT_PATH}${record.token}`;

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
    lead?: LeadContact | null;
    findLead?: FindLead;
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
