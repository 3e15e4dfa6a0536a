import type { Config } from '@netlify/functions';
import { anyCampaignDue, startSending } from '../../src/server/newsletter/index';
import { mailLinkOrigin } from '../../src/server/mail/index';

/**
 * Scheduled function, every minute: when a campaign's chosen time has come,
 * or a send that stopped (time budget spent, a run that died, retries due)
 * has work again, it starts the background function that sends.
 */
export default async (req: Request): Promise<Response> => {
  if (await anyCampaignDue()) await startSending(mailLinkOrigin(req));
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '* * * * *' };
