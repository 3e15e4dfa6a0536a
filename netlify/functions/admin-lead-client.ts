import type { Config } from '@netlify/functions';
import { requireMember } from '../../src/server/auth/index';
import { clientOfLead } from '../../src/server/clients/index';
import { HttpError, json, route } from '../../src/server/http';
import { getLead, LEAD_MESSAGES } from '../../src/server/leads/index';

/** GET /api/contacts/:id/client (Sales): the client made from this lead (`{client: null}` when none). */
export default route({
  GET: async (_req, context) => {
    await requireMember(context);
    const lead = await getLead(context.params.id ?? '');
    if (!lead) throw new HttpError(404, LEAD_MESSAGES.missing);
    const client = await clientOfLead(lead.id);
    return json(200, {
      client: client && {
        id: client.id,
        businessName: client.businessName,
        contactName: client.contactName,
        website: client.website,
        status: client.status,
        createdAt: client.createdAt,
      },
    });
  },
});

export const config: Config = { path: '/api/contacts/:id/client' };
