import type { Config } from '@netlify/functions';
import { ownFunctionsOrigin } from '../../src/server/background-calls';
import { startWaitingAudits } from '../../src/server/audit/index';

/**
 * Scheduled hourly: starts the leads' audits that waited for an hour with
 * site-wide budget left (AUDIT_HOURLY_LIMIT), oldest first. Harmless to run
 * again: each waiting audit is started once.
 */
export default async function auditWaiting(req: Request): Promise<Response> {
  const started = await startWaitingAudits(ownFunctionsOrigin(req));
  console.log(`Website audits: started ${started} that waited for the hourly budget`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '@hourly' };
