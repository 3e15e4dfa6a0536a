import type { Config } from '@netlify/functions';
import type { IndexNowAnswer } from '../../src/lib/api/indexnow';
import { readSiteConfig } from '../../src/config/site';
import { requireSignedIn } from '../../src/server/auth/index';
import { json, route } from '../../src/server/http';
import { indexNowKeyWithSource, lastSubmission } from '../../src/server/indexnow/index';

/**
 * GET /api/admin/indexnow: the site's IndexNow key and the address of its key
 * file (the key is made on first use when INDEXNOW_KEY is unset), whether deploy
 * notifications can start a submission, and the last submission IndexNow took.
 */
export default route({
  GET: async (_req, context) => {
    await requireSignedIn(context);
    const [{ key, source }, last] = await Promise.all([indexNowKeyWithSource(), lastSubmission()]);
    const answer: IndexNowAnswer = {
      key,
      key_url: `${readSiteConfig().origin}/${key}.txt`,
      source,
      notifications: Boolean(process.env.DEPLOY_NOTIFICATION_SECRET?.trim()),
      last_submitted_at: last.at,
      pages_submitted: last.pages,
    };
    return json(200, answer);
  },
});

export const config: Config = { path: '/api/admin/indexnow' };
