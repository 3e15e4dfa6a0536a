import { runDueCampaigns } from '../../src/server/newsletter/sending';

/**
 * Background function (the `-background` name makes it one: Netlify answers
 * 202 at once and lets it run up to 15 minutes): sends every campaign that is
 * due, batch by batch (src/server/newsletter/sending.ts). It takes no input,
 * so calling it can only send what the store says is due, once.
 */
export default async (): Promise<Response> => {
  const results = await runDueCampaigns();
  for (const [id, result] of Object.entries(results)) console.log(`Campaign ${id}: ${JSON.stringify(result)}`);
  return new Response(null, { status: 202 });
};
