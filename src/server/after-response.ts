import type { Context } from '@netlify/functions';

/**
 * Runs work after the answer has gone out. On Netlify, `context.waitUntil`
 * keeps the function alive until the work settles. The local emulation under
 * `astro dev` may not offer it; there the process lives on anyway, so the
 * promise simply runs to its end. Either way a failure is logged, never thrown
 * at the caller, whose answer is already decided.
 */
export function afterResponse(context: Context, work: Promise<unknown>): void {
  const settled = work.catch((error: unknown) => console.error('Work after the response failed:', error));
  const waitUntil = (context as Partial<Context>).waitUntil;
  if (typeof waitUntil === 'function') waitUntil.call(context, settled);
}
