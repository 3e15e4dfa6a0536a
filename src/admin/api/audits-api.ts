import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuditDetail, AuditSite, AuditSites, AuditView, leadAuditSchema } from '../../lib/api/audits';
import { getJson, sendJson } from './http';
import { defineWrite } from './mutation';

/**
 * The website audit (issue 50; the contract is docs/reference/endpoints.md,
 * admin-audits): the Audits screen's sites and audits, a lead's latest audit,
 * and the three writes (start, run again, "sent on WhatsApp"). Writes send
 * `{}`: the endpoints read a JSON body on every write.
 */
export type { AuditDetail, AuditSites, AuditView };
type LeadAudit = z.infer<typeof leadAuditSchema>;

const auditKeys = {
  /** Prefix of every audit query. */
  all: ['admin', 'audits'] as const,
  sites: (page: number) => ['admin', 'audits', 'sites', page] as const,
  site: (host: string) => ['admin', 'audits', 'site', host] as const,
  one: (id: string) => ['admin', 'audits', 'one', id] as const,
  lead: (leadId: string) => ['admin', 'audits', 'lead', leadId] as const,
};

const auditPath = (id: string, tail = '') => `/api/admin/audits/${encodeURIComponent(id)}${tail}`;

/** A queued or running audit is asked about again every 2 s (a normal site is done within seconds); a finished one never. */
const POLL_MS = 2_000;
const unfinished = (audit: AuditView | null | undefined) => audit?.state === 'queued' || audit?.state === 'running';
const pollWhile = (audit: AuditView | null | undefined) => (unfinished(audit) ? POLL_MS : false);

/** One row per audited site, newest first, 50 a page. */
export const useAuditSites = (page: number) =>
  useQuery({
    queryKey: auditKeys.sites(page),
    queryFn: () => getJson<AuditSites>(`/api/admin/audits?page=${Math.max(1, page)}`, { on401: 'null' }),
    // The newest rows show their latest audit's state: follow it while one is unfinished.
    refetchInterval: (query) => (query.state.data?.sites.some((site) => unfinished(site.latest)) ? POLL_MS : false),
  });

/** One site's audits, newest first; `host` as a sites row names it. */
export const useSiteAudits = (host: string | null) =>
  useQuery({
    queryKey: auditKeys.site(host ?? ''),
    queryFn: () => getJson<AuditSite>(`/api/admin/audits?site=${encodeURIComponent(host ?? '')}`),
    enabled: host !== null,
    refetchInterval: (query) => (query.state.data?.audits.some(unfinished) ? POLL_MS : false),
  });

/** One audit with its report, its comparison with the audit it re-ran and the WhatsApp reply; followed until it is done or failed. */
export const useAudit = (id: string) =>
  useQuery({
    queryKey: auditKeys.one(id),
    queryFn: () => getJson<AuditDetail>(auditPath(id)),
    refetchInterval: (query) => pollWhile(query.state.data?.audit),
  });

/** A lead's latest audit (`audit: null` when it has none); its WhatsApp link goes to that lead's number. */
export const useLeadAudit = (leadId: string) =>
  useQuery({
    queryKey: auditKeys.lead(leadId),
    queryFn: () => getJson<LeadAudit>(`/api/contacts/${encodeURIComponent(leadId)}/audit`),
    refetchInterval: (query) => pollWhile(query.state.data?.audit),
  });

/** Audits any address without a lead (prospecting); the answer is the queued audit. */
export const useStartAudit = defineWrite({
  call: (address: string) => sendJson<AuditView>('POST', '/api/admin/audits', { address }),
  failure: 'Audit not started',
  refreshesLater: [auditKeys.all],
});
/** The lead's website audited now, for that lead (a lead the form did not vouch for gets none by itself). */
export const useStartLeadAudit = defineWrite({
  call: (leadId: string) => sendJson<AuditView>('POST', `/api/contacts/${encodeURIComponent(leadId)}/audit`, {}),
  failure: 'Audit not started',
  refreshes: [auditKeys.all],
});
/** The same site again, compared with this audit once done; it belongs to the same leads, so it becomes their latest. */
export const useRerunAudit = defineWrite({
  call: (id: string) => sendJson<AuditView>('POST', auditPath(id, '/rerun'), {}),
  failure: 'Audit not started',
  refreshes: [auditKeys.all],
});
/** "Send on WhatsApp" was used: the link opens wa.me itself, this puts it in the activity log. */
export const useAuditSent = defineWrite({
  call: (id: string) => sendJson<null>('POST', auditPath(id, '/sent'), {}),
  failure: 'Sending not logged',
});
