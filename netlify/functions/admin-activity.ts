import type { Config } from '@netlify/functions';
import { activityQuerySchema } from '../../src/lib/api/activity';
import { exportActivity, listActivity, logActivity } from '../../src/server/activity/index';
import { requireMember } from '../../src/server/auth/index';
import { HttpError, pageJson, route } from '../../src/server/http';

/**
 * GET /api/admin/activity: the activity log, newest first, 50 a page (admin only).
 * `?actor=` a username, `?action=` one action, `?from=`/`?to=` days (YYYY-MM-DD,
 * UTC, both included), `?page=`; `?format=csv` answers every matching entry as a CSV file
 * (and logs the export, after it: the file does not list itself).
 * There is no way to edit or delete an entry: any other method answers 405.
 */
export default route({
  GET: async (req, context) => {
    const admin = await requireMember(context);
    const parsed = activityQuerySchema.safeParse(Object.fromEntries(new URL(req.url).searchParams));
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid query');
    if (parsed.data.format === 'csv') {
      const { csv, entries } = await exportActivity(parsed.data);
      const { actor, action, from, to } = parsed.data;
      const described = Object.entries({ actor, action, from, to }).flatMap(([name, value]) => (value ? [`${name}=${value}`] : []));
      await logActivity(context, {
        actor: admin.username,
        action: 'activity.exported',
        target: `${entries} entries${described.length > 0 ? ` (${described.join(', ')})` : ''}`,
      });
      return new Response(csv, {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="activity-log.csv"',
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }
    return pageJson(await listActivity(parsed.data));
  },
});

export const config: Config = { path: '/api/admin/activity' };
