import type { Config } from '@netlify/functions';
import { clientPropertySchema } from '../../src/lib/api/clients';
import { logActivity } from '../../src/server/activity/index';
import { requireMember } from '../../src/server/auth/index';
import { CLIENT_MESSAGES, propertyConflictMessage, setClientProperty } from '../../src/server/clients/index';
import { HttpError, json, parseBody, readMutation, route } from '../../src/server/http';

/**
 * PUT /api/admin/clients/:id/property `{property}` (Admin): sets the client's Search Console
 *   property (`sc-domain:example.pk`, a URL prefix `https://www.example.pk/`, or empty for none).
 *   Its report reads it with the site's own service account, so 409 in words when its figures are
 *   the site's own (the property connected on Growth, or the site's address) or another client's.
 *   200 with the client (logged).
 */
export default route({
  PUT: async (req, context) => {
    const body = await readMutation(req);
    const admin = await requireMember(context);
    const { property } = parseBody(clientPropertySchema, body);
    const result = await setClientProperty(context.params.id ?? '', property);
    if (result.kind === 'missing') throw new HttpError(404, CLIENT_MESSAGES.missing);
    if (result.kind === 'conflict') throw new HttpError(409, CLIENT_MESSAGES.conflict);
    if (result.kind === 'taken') {
      const refusal = propertyConflictMessage(property, result.conflict);
      throw new HttpError(409, refusal, { fields: { property: refusal } });
    }
    await logActivity(context, { actor: admin.username, action: 'client.property-set', target: result.client.id });
    return json(200, result.client);
  },
});

export const config: Config = { path: '/api/admin/clients/:id/property' };
