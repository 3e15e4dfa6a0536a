import type { Config } from '@netlify/functions';
import { workTextSchema } from '../../src/lib/api/clients';
import { logActivity } from '../../src/server/activity/index';
import { requireMember } from '../../src/server/auth/index';
import { addWork, CLIENT_MESSAGES, editWork, readClient } from '../../src/server/clients/index';
import { HttpError, json, parseBody, readMutation, route } from '../../src/server/http';

const WORK_MESSAGES = {
  missing: 'There is no such entry in the work log.',
  notYours: 'An entry can be corrected only by who wrote it, on the day it was written.',
  conflict: 'This entry was changed meanwhile. Please reload and try again.',
  full: 'This client’s work log is full.',
} as const;

/**
 * POST /api/admin/clients/:id/work `{text}` (Sales): a dated entry in the client's work log,
 *   signed by the member (201, logged).
 * PATCH /api/admin/clients/:id/work/:entry `{text}` (Sales): its author corrects it on the day
 *   it was written, Pakistan time (200, logged); anyone else, or later, 403.
 */
export default route({
  POST: async (req, context) => {
    const body = await readMutation(req);
    const admin = await requireMember(context);
    const { text } = parseBody(workTextSchema, body);
    const client = await readClient(context.params.id ?? '');
    if (!client || context.params.entry) throw new HttpError(404, CLIENT_MESSAGES.missing);
    const entry = await addWork(client.id, text, admin.username);
    if (entry === 'full') throw new HttpError(409, WORK_MESSAGES.full);
    await logActivity(context, { actor: admin.username, action: 'client.work-added', target: client.id });
    return json(201, entry);
  },
  PATCH: async (req, context) => {
    const body = await readMutation(req);
    const admin = await requireMember(context);
    const { text } = parseBody(workTextSchema, body);
    const client = await readClient(context.params.id ?? '');
    if (!client) throw new HttpError(404, CLIENT_MESSAGES.missing);
    const result = await editWork(client.id, context.params.entry ?? '', text, admin.username);
    if (result.kind === 'missing') throw new HttpError(404, WORK_MESSAGES.missing);
    if (result.kind === 'not-yours') throw new HttpError(403, WORK_MESSAGES.notYours);
    if (result.kind === 'conflict') throw new HttpError(409, WORK_MESSAGES.conflict);
    await logActivity(context, { actor: admin.username, action: 'client.work-changed', target: `${client.id} ${result.entry.id}` });
    return json(200, result.entry);
  },
});

export const config: Config = { path: ['/api/admin/clients/:id/work', '/api/admin/clients/:id/work/:entry'] };
