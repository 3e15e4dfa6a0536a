import type { Config } from '@netlify/functions';
import { ownFunctionsOrigin } from '../../src/server/background-calls';
import { z } from 'zod';
import { auditStartSchema } from '../../src/lib/api/audits';
import { logActivity } from '../../src/server/activity/index';
import { requireMember } from '../../src/server/auth/index';
import { AUDIT_MESSAGES, auditDetailOf, auditSites, auditsOfSite, auditView, requestStaffAudit } from '../../src/server/audit/index';
import { getLead } from '../../src/server/leads/index';
import { collection, HttpError, json, parseBody, readMutation, route } from '../../src/server/http';
import { mailLinkOrigin } from '../../src/server/mail/index';

const NOT_AN_ADDRESS = 'Enter a website address, like example.pk.';

const querySchema = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1').max(10_000).optional(),
  site: z.string().min(1).max(300, 'The site is limited to 300 characters').optional(),
});

/**
 * /api/admin/audits (Sales): the Audits screen.
 * GET: one row per site with its count, last date and latest audit (`?page=N`, 50 sites a page);
 *   `?site=<host>` that site's audits, newest first.
 * POST `{address}`: audits any address without a lead (prospecting); 202 with the queued audit.
 *   Each member may start 10 audits an hour (re-runs count too): 429 after that.
 */
const list = route({
  GET: async (req, context) => {
    await requireMember(context);
    const parsed = querySchema.safeParse(Object.fromEntries(new URL(req.url).searchParams));
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid query');
    const origin = mailLinkOrigin(req);
    if (parsed.data.site !== undefined) return json(200, await auditsOfSite(parsed.data.site.toLowerCase(), origin));
    return json(200, await auditSites(parsed.data.page ?? 1, origin));
  },
  POST: async (req, context) => {
    const body = await readMutation(req);
    const admin = await requireMember(context);
    const { address } = parseBody(auditStartSchema, body);
    const origin = mailLinkOrigin(req);
    const result = await requestStaffAudit({ address, member: admin.username }, ownFunctionsOrigin(req));
    if (result.kind === 'invalid') throw new HttpError(400, NOT_AN_ADDRESS);
    if (result.kind === 'limited') throw new HttpError(429, AUDIT_MESSAGES.tooMany, { headers: { 'Retry-After': '600' } });
    await logActivity(context, { actor: admin.username, action: 'audit.started', target: result.audit.id });
    return json(202, auditView(result.audit, { origin, leadId: null }));
  },
});

/** GET /api/admin/audits/:id (Sales): the audit, its report, its comparison with the audit it re-ran, the WhatsApp reply. */
const item = route({
  GET: async (req, context) => {
    await requireMember(context);
    const detail = await auditDetailOf(context.params.id ?? '', mailLinkOrigin(req), getLead);
    if (!detail) throw new HttpError(404, AUDIT_MESSAGES.missing);
    return json(200, detail);
  },
});

export default collection(list, item);

export const config: Config = { path: ['/api/admin/audits', '/api/admin/audits/:id'] };
