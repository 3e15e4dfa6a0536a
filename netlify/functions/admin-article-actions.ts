import type { Config } from '@netlify/functions';
import { articleActionSchema, articleIdSchema, articleRestoreSchema, articleScheduleSchema } from '../../src/lib/api/articles';
import { logActivity } from '../../src/server/activity/index';
import { requireMember } from '../../src/server/auth/index';
import {
  articleChangeAnswer,
  listVersions,
  publishNow,
  readArticle,
  restoreVersion,
  schedule,
  UNKNOWN_ARTICLE,
  unpublish,
} from '../../src/server/articles/index';
import { HttpError, json, parseBody, readMutation, route } from '../../src/server/http';

/**
 * GET  /api/admin/articles/:id/history     earlier saved versions, newest first (who saved each, when)
 * POST /api/admin/articles/:id/publish     Publish now: the working copy goes live (a build is requested)
 * POST /api/admin/articles/:id/schedule    {at: UTC ISO time}: goes live then (the scheduled function builds)
 * POST /api/admin/articles/:id/unpublish   off the site (or the schedule cancelled)
 * POST /api/admin/articles/:id/restore     {historyId}: that version saved as a new draft
 * Each POST takes the version read ({version} or If-Match): 409 {error, current} when it is not the latest.
 * Answers: the article, plus `publish` when the change alters what the site shows now.
 */
const ACTIONS = ['publish', 'schedule', 'unpublish', 'restore'] as const;

export default route({
  GET: async (_req, context) => {
    await requireMember(context);
    const id = articleIdSchema.safeParse(context.params.id);
    if (!id.success || context.params.action !== 'history') throw new HttpError(404, UNKNOWN_ARTICLE);
    if (!(await readArticle(id.data))) throw new HttpError(404, UNKNOWN_ARTICLE);
    return json(200, await listVersions(id.data));
  },

  POST: async (req, context) => {
    const body = await readMutation(req);
    const admin = await requireMember(context);
    const id = articleIdSchema.safeParse(context.params.id);
    const action = ACTIONS.find((name) => name === context.params.action);
    if (!id.success || !action) throw new HttpError(404, UNKNOWN_ARTICLE);
    const ifMatch = req.headers.get('if-match') || undefined;
    // Logged once the change is made (a refused one throws before).
    const logged = async (answer: Promise<Response>) => {
      const response = await answer;
      const verb = ({ publish: 'published', schedule: 'scheduled', unpublish: 'unpublished', restore: 'restored' } as const)[action];
      await logActivity(context, { actor: admin.username, action: `article.${verb}`, target: id.data });
      return response;
    };
    switch (action) {
      case 'publish': {
        const { version } = parseBody(articleActionSchema, body);
        return logged(articleChangeAnswer(await publishNow(id.data, admin.username, ifMatch ?? version), context));
      }
      case 'schedule': {
        const { version, at } = parseBody(articleScheduleSchema, body);
        return logged(articleChangeAnswer(await schedule(id.data, at, admin.username, ifMatch ?? version), context));
      }
      case 'unpublish': {
        const { version } = parseBody(articleActionSchema, body);
        return logged(articleChangeAnswer(await unpublish(id.data, admin.username, ifMatch ?? version), context));
      }
      case 'restore': {
        const { version, historyId } = parseBody(articleRestoreSchema, body);
        const result = await restoreVersion(id.data, historyId, admin.username, ifMatch ?? version);
        if (result.status === 'no-version') throw new HttpError(404, 'There is no such earlier version of this article.');
        return logged(articleChangeAnswer(result, context));
      }
    }
  },
});

export const config: Config = { path: '/api/admin/articles/:id/:action' };
