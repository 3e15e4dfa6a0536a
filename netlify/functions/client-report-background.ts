import { verifyBackgroundCall } from '../../src/server/background-calls';
import { makeReport, missingReason, reportSearchQuery } from '../../src/server/clients/index';

/**
 * Background function (Netlify answers its caller 202 at once and lets it
 * run): makes one client's monthly report, Google's figures and a fresh
 * audit of the website, for the client whose report job the call names
 * (src/server/clients/making.ts). Its address is public, so it runs only for
 * a signed call of this site's own; a repeat finds no claim and does nothing.
 */
export default async (req: Request): Promise<Response> => {
  const call = await verifyBackgroundCall(req);
  if (!call.ok) return new Response(null, { status: 401 });
  const { clientId, month, by } = (call.body ?? {}) as { clientId?: unknown; month?: unknown; by?: unknown };
  if (typeof clientId !== 'string' || typeof month !== 'string' || typeof by !== 'string') return new Response(null, { status: 400 });
  const outcome = await makeReport(clientId, month, by, { query: reportSearchQuery, missingReason });
  console.log(`Client ${clientId}, ${month}: ${outcome}`);
  return new Response(null, { status: 202 });
};
