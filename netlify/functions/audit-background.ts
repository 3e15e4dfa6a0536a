import { verifyBackgroundCall } from '../../src/server/background-calls';
import { isAuditId, runDeps, runQueuedAudit } from '../../src/server/audit/index';

/**
 * Background function (Netlify answers its caller 202 at once and lets it
 * run): makes one queued website audit, queued → running → done or failed
 * with a reason a person understands (src/server/audit/state.ts). Its
 * address is public, so it runs only for a signed call of this site's own;
 * anyone else's, or a repeat of a call, does nothing.
 */
export default async (req: Request): Promise<Response> => {
  const call = await verifyBackgroundCall(req);
  if (!call.ok) return new Response(null, { status: 401 });
  const id = (call.body as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string' || !isAuditId(id)) return new Response(null, { status: 400 });
  const record = await runQueuedAudit(id, runDeps());
  console.log(`Audit ${id}: ${record ? `${record.state}${record.failure ? ` (${record.failure.reason})` : ''}` : 'nothing to run'}`);
  return new Response(null, { status: 202 });
};
