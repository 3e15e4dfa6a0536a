import type { Config } from '@netlify/functions';
import { sweepExpiredAudits } from '../../src/server/audit/index';

/**
 * Scheduled daily: erases website audits (their reports and every index
 * entry) older than RETENTION.auditReportDays, as the privacy notice promises.
 * Harmless to run again: it erases only what is past its time.
 */
export default async function auditRetention(): Promise<Response> {
  const erased = await sweepExpiredAudits();
  console.log(`Website audits: erased ${erased} past their retention`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '@daily' };
