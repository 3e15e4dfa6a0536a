import {
  auditDetailSchema,
  auditSiteSchema,
  auditSitesSchema,
  auditViewSchema,
  leadAuditSchema,
  type AuditDetail,
  type AuditSites,
  type AuditView,
} from '../../lib/api/audits';
import { ROUTES } from '../../lib/api/routes';
import { defineWrite, noAnswer } from './mutation';
import { definePagedRead, defineRead } from './read';

/**
 * The website audit (issue 50; the contract is docs/reference/endpoints.md,
 * admin-audits): the Audits screen's sites and audits, a lead's latest audit,
 * and the three writes (start, run again, "sent on WhatsApp"). Writes send
 * `{}`: the endpoints read a JSON body on every write.
 */
export type { AuditDetail, AuditSites, AuditView };

/** A queued or running audit is asked about again every 2 s (a normal site is done within seconds); a finished one never. */
const POLL_MS = 2_000;
const unfinished = (audit: AuditView | null | undefined) => audit?.state === 'queued' || audit?.state === 'running';
const pollWhile = (audit: AuditView | null | undefined) => (unfinished(audit) ? POLL_MS : false);

/** One row per audited site, newest first, 50 a page. */
export const useAuditSites = definePagedRead({
  route: ROUTES.audits,
  schema: auditSitesSchema,
  values: (page: number) => ({ page: Math.max(1, page) }),
  page: ({ sites, ...counts }) => ({ items: sites, ...counts }),
  // The newest rows show their latest audit's state: follow it while one is unfinished.
  poll: (answer) => (answer.sites.some((site) => unfinished(site.latest)) ? POLL_MS : false),
  nullWhenSignedOut: true,
});

/** One site's audits, newest first; `host` as a sites row names it. */
export const useSiteAudits = defineRead({
  route: ROUTES.audits,
  schema: auditSiteSchema,
  values: (host: string) => ({ site: host }),
  poll: (answer) => (answer.audits.some(unfinished) ? POLL_MS : false),
});

/** One audit with its report, its comparison with the audit it re-ran and the WhatsApp reply; followed until it is done or failed. */
export const useAudit = defineRead({
  route: ROUTES.audit,
  schema: auditDetailSchema,
  values: (id: string) => ({ id }),
  poll: (answer) => pollWhile(answer.audit),
});

/** A lead's latest audit (`audit: null` when it has none); its WhatsApp link goes to that lead's number. */
export const useLeadAudit = defineRead({
  route: ROUTES.leadAudit,
  schema: leadAuditSchema,
  values: (leadId: string) => ({ id: leadId }),
  poll: (answer) => pollWhile(answer.audit),
});

/** Every audit read: a new or re-run audit shows in the lists, on its site and on its leads. */
const EVERY_AUDIT_READ = [useAuditSites.all, useAudit.all, useLeadAudit.all];
/** Audits any address without a lead (prospecting); the answer is the queued audit. */
export const useStartAudit = defineWrite({
  route: ROUTES.audits,
  method: 'POST',
  answer: auditViewSchema,
  body: (address: string) => ({ address }),
  failure: 'Audit not started',
  refreshesLater: EVERY_AUDIT_READ,
});
/** The lead's website audited now, for that lead (a lead the form did not vouch for gets none by itself). */
export const useStartLeadAudit = defineWrite({
  route: ROUTES.leadAudit,
  method: 'POST',
  answer: auditViewSchema,
  params: (leadId: string) => ({ id: leadId }),
  body: () => ({}),
  failure: 'Audit not started',
  refreshes: EVERY_AUDIT_READ,
});
/** The same site again, compared with this audit once done; it belongs to the same leads, so it becomes their latest. */
export const useRerunAudit = defineWrite({
  route: ROUTES.auditAction,
  method: 'POST',
  answer: auditViewSchema,
  params: (id: string) => ({ id, action: 'rerun' }),
  body: () => ({}),
  failure: 'Audit not started',
  refreshes: EVERY_AUDIT_READ,
});
/** "Send on WhatsApp" was used: the link opens wa.me itself, this puts it in the activity log. */
export const useAuditSent = defineWrite({
  route: ROUTES.auditAction,
  method: 'POST',
  answer: noAnswer,
  params: (id: string) => ({ id, action: 'sent' }),
  body: () => ({}),
  failure: 'Sending not logged',
});
