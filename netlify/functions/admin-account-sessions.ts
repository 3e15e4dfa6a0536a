import type { Config } from '@netlify/functions';
import { logActivity } from '../../src/server/activity/index';
import { endSession, endSessions, listSessions, requireSignedIn } from '../../src/server/auth/index';
import { HttpError, json, noContent, readOptionalMutation, route } from '../../src/server/http';

const NO_SUCH_SESSION = 'That session has already ended.';

/**
 * GET    /api/admin/sessions      the signed-in admin's open sessions, newest first (`current` marks this one)
 * DELETE /api/admin/sessions/:id  ends one of them (204); 404 when it is not open (or not theirs)
 * DELETE /api/admin/sessions      "sign out everywhere else": ends every other session; 200 {ended}
 */
export default route({
  GET: async (_req, context) => {
    const { admin, session } = await requireSignedIn(context);
    return json(200, await listSessions(admin.username, session.id, Date.now()));
  },
  DELETE: async (req, context) => {
    await readOptionalMutation(req);
    const { admin, session } = await requireSignedIn(context);
    const id = context.params.id;
    if (!id) {
      const ended = await endSessions(admin.username, { keep: session.id });
      await logActivity(context, { actor: admin.username, action: 'session.ended', target: 'all-others' });
      return json(200, { ended });
    }
    if (!(await endSession(admin.username, id))) throw new HttpError(404, NO_SUCH_SESSION);
    await logActivity(context, { actor: admin.username, action: 'session.ended', target: id });
    return noContent();
  },
});

export const config: Config = { path: ['/api/admin/sessions', '/api/admin/sessions/:id'] };
