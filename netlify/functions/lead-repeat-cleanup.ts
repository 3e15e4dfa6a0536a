import type { Config } from '@netlify/functions';
import { sweepRepeatIndex } from '../../src/server/leads/repeat-index';

/** Scheduled daily: deletes the spam check's repeat-index days that no check reads any more (before yesterday). */
export default async function leadRepeatCleanup(): Promise<Response> {
  const removed = await sweepRepeatIndex();
  console.log(`Lead repeat index: removed ${removed} old entries`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '@daily' };
