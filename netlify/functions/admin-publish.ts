import type { Config } from '@netlify/functions';
import { logActivity } from '../../src/server/activity/index';
import { requireMember } from '../../src/server/auth/index';
import { HttpError, json, readOptionalMutation, route } from '../../src/server/http';
import { publishInfo, publishOptionsFor, requestPublish } from '../../src/server/content/index';

/**
 * GET  /api/admin/publish  the publishing state the admin derives each entry's
 *                          status from (src/lib/publishing/publish-status.ts)
 * POST /api/admin/publish  "Publish now": calls the build hook even when a build
 *                          is pending; answers {publish, status}
 */
export default route({
  GET: async (_req, context) => {
    await requireMember(context);
    return json(200, await publishInfo(publishOptionsFor(context)));
  },
  POST: async (req, context) => {
    await readOptionalMutation(req);
    const admin = await requireMember(context);
    const options = publishOptionsFor(context);
    const publish = await requestPublish(options, { force: true });
    await logActivity(context, {
      actor: admin.username,
      action: 'page-text.published',
      target: publish.state,
      outcome: publish.state === 'failed' ? 'failed' : 'succeeded',
    });
    if (publish.state === 'manual') {
      throw new HttpError(409, 'No build hook is set up: rebuild the site to publish (see README, "Publishing edits").');
    }
    return json(200, { publish, status: await publishInfo(options) });
  },
});

export const config: Config = { path: '/api/admin/publish' };
