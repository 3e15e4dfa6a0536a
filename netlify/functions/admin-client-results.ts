import type { Config } from '@netlify/functions';
import { resultsRequestSchema, type ProofWriteAnswer } from '../../src/lib/api/reviews';
import { logActivity } from '../../src/server/activity/index';
import { requireMember } from '../../src/server/auth/index';
import { CLIENT_MESSAGES, readClient } from '../../src/server/clients/index';
import { requestPublishAfterSave } from '../../src/server/content/index';
import { HttpError, json, parseBody, readMutation, route } from '../../src/server/http';
import { checkTags, clientResults, publishResults } from '../../src/server/proof/index';

const BUSY = 'The results card changed while you were publishing it. Please try again.';

/**
 * /api/admin/clients/:id/results.
 * GET (Sales): the client's latest word on publishing results (the answer it sent or withdrew
 *   last), its results card and where it stands on the site, the industry and city chosen for it,
 *   why Publish results cannot make a card now (null when it can), and the site's industries and cities.
 * POST `{industry, city}` (Admin): Publish results. Freezes a card from the client's latest monthly
 *   report (its clicks against the same month a year earlier or the first month with data, problems
 *   fixed since the first audit, named as the client chose, tagged with the industry and city given:
 *   the site's own), only while the client's latest answer consents; 409 in words otherwise. Logged;
 *   starts a build, `{publish}` says how it went.
 */
export default route({
  GET: async (_req, context) => {
    await requireMember(context);
    const client = await readClient(context.params.id ?? '');
    if (!client) throw new HttpError(404, CLIENT_MESSAGES.missing);
    return json(200, await clientResults(client));
  },
  POST: async (req, context) => {
    const body = await readMutation(req);
    const admin = await requireMember(context);
    const request = parseBody(resultsRequestSchema, body);
    const tags = checkTags(request);
    if (!tags.ok) throw new HttpError(400, `${tags.message}.`, { fields: { [tags.field]: tags.message } });
    const outcome = await publishResults(context.params.id ?? '', tags.tags, admin.username);
    if (outcome.kind === 'missing') throw new HttpError(404, CLIENT_MESSAGES.missing);
    if (outcome.kind === 'refused') throw new HttpError(409, outcome.reason);
    if (outcome.kind === 'conflict') throw new HttpError(409, BUSY);
    await logActivity(context, { actor: admin.username, action: 'results.published', target: outcome.card.clientId });
    return json(200, { publish: await requestPublishAfterSave(context) } satisfies ProofWriteAnswer);
  },
});

export const config: Config = { path: '/api/admin/clients/:id/results' };
