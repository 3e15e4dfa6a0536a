import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { clientChangeSchema, clientCreateSchema } from '../../src/lib/api/clients';
import { logActivity } from '../../src/server/activity/index';
import { requireFreshCheck, requireMember, requireSignedIn } from '../../src/server/auth/index';
import {
  changeClient,
  CLIENT_MESSAGES,
  clientByHand,
  clientDetail,
  clientFromLead,
  eraseClient,
  exportClients,
  listClients,
  readClient,
  serviceAccountOfSite,
} from '../../src/server/clients/index';
import { collection, HttpError, json, noContent, parseBody, readMutation, readOptionalMutation, route } from '../../src/server/http';
import { mailLinkOrigin } from '../../src/server/mail/index';

const querySchema = z.object({ export: z.enum(['1']).optional() });

/**
 * /api/admin/clients (Sales).
 * GET: every client, newest first (`{items}`: id, business, contact, website, status, since).
 *   `?export=1` (Admin, after a fresh check; logged): every client's whole record with its work
 *   log and its reports' addresses, as the privacy notice promises a copy holds.
 * POST `{leadId}`: makes the client from an open lead (business named after its website, contact,
 *   phone, e-mail, website, the lead's audits); 201, or 200 with the client already made from it.
 *   POST `{businessName, contactName?, email?, phone?, website?, property?}`: a client added by hand; 201.
 */
const list = route({
  GET: async (req, context) => {
    const { admin, session } = await requireSignedIn(context);
    const parsed = querySchema.safeParse(Object.fromEntries(new URL(req.url).searchParams));
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid query');
    if (parsed.data.export) {
      requireFreshCheck(session);
      const exported = await exportClients(mailLinkOrigin(req));
      await logActivity(context, { actor: admin.username, action: 'clients.exported', target: `${exported.items.length} clients` });
      return json(200, exported);
    }
    const items = (await listClients()).map(({ id, businessName, contactName, website, status, createdAt }) => ({
      id,
      businessName,
      contactName,
      website,
      status,
      createdAt,
    }));
    return json(200, { items });
  },
  POST: async (req, context) => {
    const body = await readMutation(req);
    const admin = await requireMember(context);
    const request = parseBody(clientCreateSchema, body);
    if ('leadId' in request) {
      const result = await clientFromLead(request.leadId, admin.username);
      if (!result) throw new HttpError(404, CLIENT_MESSAGES.noLead);
      if (result.made) await logActivity(context, { actor: admin.username, action: 'client.added', target: result.client.id });
      return json(result.made ? 201 : 200, result.client);
    }
    const client = await clientByHand(request, admin.username);
    await logActivity(context, { actor: admin.username, action: 'client.added', target: client.id });
    return json(201, client);
  },
});

/**
 * /api/admin/clients/:id (Sales).
 * GET: the client with its work log (each entry `editable` by the member asking), its monthly
 *   reports (link, month's name, WhatsApp link), the report job under way, the month Make report
 *   makes and the service account to add to its Search Console property.
 * PATCH any of `{businessName, contactName, email, phone, website, property, nextMonth, status}`:
 *   200 with the client (logged). The phone's WhatsApp form (92…) follows it.
 * DELETE (Admin): erases an ended client with its work log and reports (logged; 409 unless ended).
 */
const item = route({
  GET: async (req, context) => {
    const admin = await requireMember(context);
    const client = await readClient(context.params.id ?? '');
    if (!client) throw new HttpError(404, CLIENT_MESSAGES.missing);
    return json(
      200,
      await clientDetail(client, { origin: mailLinkOrigin(req), member: admin.username, serviceAccountEmail: serviceAccountOfSite() }),
    );
  },
  PATCH: async (req, context) => {
    const body = await readMutation(req);
    const admin = await requireMember(context);
    const change = parseBody(clientChangeSchema, body);
    const result = await changeClient(context.params.id ?? '', change);
    if (result.kind === 'missing') throw new HttpError(404, CLIENT_MESSAGES.missing);
    if (result.kind === 'conflict') throw new HttpError(409, CLIENT_MESSAGES.conflict);
    await logActivity(context, { actor: admin.username, action: 'client.changed', target: result.client.id });
    return json(200, result.client);
  },
  DELETE: async (req, context) => {
    await readOptionalMutation(req);
    const admin = await requireMember(context);
    const id = context.params.id ?? '';
    const outcome = await eraseClient(id, admin.username);
    if (outcome === 'missing') throw new HttpError(404, CLIENT_MESSAGES.missing);
    if (outcome === 'not-ended') throw new HttpError(409, CLIENT_MESSAGES.notEnded);
    await logActivity(context, { actor: admin.username, action: 'client.erased', target: id });
    return noContent();
  },
});

export default collection(list, item);

export const config: Config = { path: ['/api/admin/clients', '/api/admin/clients/:id'] };
