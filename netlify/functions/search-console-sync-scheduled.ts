import { ownFunctionsOrigin } from '../../src/server/background-calls';
import type { Config } from '@netlify/functions';
import { connectedProperty, syncJob } from '../../src/server/search-console/index';

/**
 * Scheduled daily: starts the background sync of Search Console's figures
 * when a property is saved (Google adds a finished day about once a day).
 */
export default async (req: Request): Promise<Response> => {
  const property = await connectedProperty();
  if (property) await syncJob.start(ownFunctionsOrigin(req), { property });
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '@daily' };
