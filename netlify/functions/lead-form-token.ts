import type { Config } from '@netlify/functions';
import { json, route } from '../../src/server/http';
import { issueFormToken } from '../../src/server/leads/index';

/**
 * GET /api/contact/form-token: `{token}`, the signed time the audit form was
 * shown. The form's island fetches it when it hydrates and sends it with the
 * request, so the spam check knows how long the visitor took (never cached).
 */
export default route({
  GET: async () => json(200, { token: await issueFormToken() }),
});

export const config: Config = {
  path: '/api/contact/form-token',
  rateLimit: { windowSize: 60, windowLimit: 30, aggregateBy: ['ip', 'domain'] },
};
