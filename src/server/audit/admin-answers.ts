import type { AuditRecord, AuditSite, AuditSites, AuditView } from '../../lib/api/audits';
import { linkedLeads, readAudit, readAudits, siteAuditIds, siteIndex } from './records';
import { auditDetail, auditView, type FindLead } from './views';
import type { AuditDetail } from '../../lib/api/audits';

/** What the admin's audit endpoints answer, read from the audits store's indexes (records.ts). */

/** The admin API's sentences about audits. */
export const AUDIT_MESSAGES = {
  missing: 'There is no such audit (it may have expired or been erased).',
  tooMany: 'You have started many audits this hour. Please wait a little and try again.',
} as const;

export const SITES_PAGE_SIZE = 50;
/** The most audits one site's list shows (a site audited daily for the whole retention period fits). */
const SITE_AUDITS_SHOWN = 100;

async function viewOf(record: AuditRecord, origin: string): Promise<AuditView> {
  const [leadId] = await linkedLeads(record.id);
  return auditView(record, { origin, leadId: leadId ?? null });
}

/** One row per site, newest first: counts and dates from the index, only each shown site's latest record read. */
export async function auditSites(page: number, origin: string): Promise<AuditSites> {
  const index = await siteIndex();
  const shown = index.slice((page - 1) * SITES_PAGE_SIZE, page * SITES_PAGE_SIZE);
  const latest = new Map((await readAudits(shown.map((site) => site.ids[0]!))).map((record) => [record.id, record]));
  const sites: AuditSites['sites'] = [];
  for (const site of shown) {
    const record = latest.get(site.ids[0]!);
    if (!record) continue;
    sites.push({ host: site.host, audits: site.ids.length, lastAt: record.createdAt, latest: await viewOf(record, origin) });
  }
  return { sites, page, pageSize: SITES_PAGE_SIZE, total: index.length };
}

export async function auditsOfSite(host: string, origin: string): Promise<AuditSite> {
  const ids = (await siteAuditIds(host)).slice(0, SITE_AUDITS_SHOWN);
  const records = await readAudits(ids);
  return { host, audits: await Promise.all(records.map((record) => viewOf(record, origin))) };
}

/** One audit with its report, comparison and WhatsApp reply (to its first lead, found by `findLead`); null when there is none. */
export async function auditDetailOf(id: string, origin: string, findLead: FindLead): Promise<AuditDetail | null> {
  const record = await readAudit(id);
  return record && auditDetail(record, { origin, findLead });
}
