import type { Config } from '@netlify/functions';
import { leadChangeSchema } from '../../src/lib/api/lead-change';
import { logActivity } from '../../src/server/activity/log';
import { requireAdmin } from '../../src/server/auth/session';
import { deleteContact, getContact, updateContact, type LeadChangeResult } from '../../src/server/contacts';
import { HttpError, json, noContent, parseBody, readMutation, readOptionalMutation, route } from '../../src/server/http';

export const LEAD_MESSAGES = {
  missing: 'This lead does not exist (it may have been deleted).',
  conflict: 'Someone else is changing this lead right now. Please try again.',
  full: 'This lead has too many notes and changes to add more.',
} as const;

export function leadAnswer(result: LeadChangeResult): Response {
  if (result.kind === 'ok') return json(200, result.lead);
  if (result.kind === 'missing') throw new HttpError(404, LEAD_MESSAGES.missing);
  throw new HttpError(409, LEAD_MESSAGES[result.kind]);
}

/**
 * /api/contacts/:id (admin only): GET one lead; PATCH `{status?, note?}`
 * changes its status and/or adds a note (who and when are recorded);
 * DELETE erases it.
 */
export default route({
  GET: async (_req, context) => {
    await requireAdmin(context);
    const lead = await getContact(context.params.id ?? '');
    if (!lead) throw new HttpError(404, LEAD_MESSAGES.missing);
    return json(200, lead);
  },
  PATCH: async (req, context) => {
    const body = await readMutation(req);
    const admin = await requireAdmin(context);
    const change = parseBody(leadChangeSchema, body);
    const id = context.params.id ?? '';
    const result = await updateContact(id, admin.username, change);
    if (result.kind === 'ok' && change.status !== undefined)
      await logActivity(context, { actor: admin.username, action: 'lead.status-changed', target: id });
    return leadAnswer(result);
  },
  DELETE: async (req, context) => {
    await readOptionalMutation(req);
    const admin = await requireAdmin(context);
    const id = context.params.id ?? '';
    if (!(await deleteContact(id, admin.username))) throw new HttpError(404, LEAD_MESSAGES.missing);
    await logActivity(context, { actor: admin.username, action: 'lead.deleted', target: id });
    return noContent();
  },
});

export const config: Config = { path: '/api/contacts/:id' };
