import type { Config } from '@netlify/functions';
import { removeExpiredSessions } from '../../src/server/auth/index';

/** Scheduled hourly: deletes the records of sessions past their 8 hours (they no longer sign anyone in). */
export default async function sessionCleanup(): Promise<Response> {
  const removed = await removeExpiredSessions();
  console.log(`Sessions: removed ${removed} expired session keys`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '@hourly' };
