import type { Config } from '@netlify/functions';
import { sweepRepeatIndex, sweepSpentFormTokens } from '../../src/server/leads/index';

/**
 * Scheduled daily: deletes the repeat-index entries that no check reads any
 * more (before yesterday), and the records of spent form tokens old enough to
 * count as expired anyway.
 */
export default async function leadRepeatCleanup(): Promise<Response> {
  const removed = await sweepRepeatIndex();
  const tokens = await sweepSpentFormTokens();
  console.log(`Lead repeat index: removed ${removed} old entries; ${tokens} spent form tokens`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '@daily' };
