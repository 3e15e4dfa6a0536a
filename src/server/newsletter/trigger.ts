import { startBackground } from '../background-calls';

/**
 * Starts the background function that sends due campaigns, with a signed
 * call it accepts only from this site (src/server/background-calls.ts). On
 * Netlify a background function answers 202 at once and runs on; under
 * `npm run dev` the dev emulation does the same
 * (src/integrations/netlify-dev-emulation.ts). Calling it is harmless: it
 * only sends what the store says is due. If the call fails, the scheduled
 * function starts it within a minute anyway.
 */
export const SEND_FUNCTION_PATH = '/.netlify/functions/newsletter-send-background';

export async function startSending(origin: string): Promise<void> {
  if (!(await startBackground(origin, SEND_FUNCTION_PATH))) console.error('The scheduled function will start the newsletter send again.');
}
