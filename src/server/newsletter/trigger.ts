/**
 * Starts the background function that sends due campaigns. On Netlify a
 * background function answers 202 at once and runs on; under `npm run dev`
 * the dev emulation does the same (src/integrations/netlify-dev-emulation.ts).
 * Calling it is harmless: it only sends what the store says is due. If the
 * call fails, the scheduled function starts it within a minute anyway.
 */
export const SEND_FUNCTION_PATH = '/.netlify/functions/newsletter-send-background';

export async function startSending(origin: string): Promise<void> {
  try {
    const res = await fetch(`${origin}${SEND_FUNCTION_PATH}`, { method: 'POST', signal: AbortSignal.timeout(10_000) });
    if (res.status !== 202) console.error(`Starting the newsletter send answered ${res.status}; the scheduled function will retry.`);
  } catch (error) {
    console.error('Starting the newsletter send failed; the scheduled function will retry:', error);
  }
}
