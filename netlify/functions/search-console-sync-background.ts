import { verifyBackgroundCall } from '../../src/server/background-calls';
import { syncSearchConsole } from '../../src/server/search-console/index';

/** A background function runs 15 minutes; stop starting days well before (the next run goes on). */
const WORK_MS = 12 * 60_000;

/**
 * Background function: syncs Search Console's figures of the saved property
 * (src/server/search-console/sync.ts), on a signed call of this site's own
 * (the daily scheduled function, Sync now); anyone else's does nothing.
 */
export default async (req: Request): Promise<Response> => {
  if (!(await verifyBackgroundCall(req)).ok) return new Response(null, { status: 401 });
  const outcome = await syncSearchConsole({ deadline: Date.now() + WORK_MS });
  console.log(
    outcome.kind === 'done'
      ? `Search Console ${outcome.property}: filed ${outcome.days} days, ${outcome.left} left${outcome.problem ? ` (${outcome.problem.kind})` : ''}`
      : `Search Console: ${outcome.kind}`,
  );
  return new Response(null, { status: 202 });
};
