import type { Config } from '@netlify/functions';
import { TAP_PAGES_FILE } from '../../src/lib/api/growth';
import { readSiteConfig } from '../../src/config/site';
import { builtTapPages, isTapKind, recordTap } from '../../src/server/growth/index';
import { HttpError, noContent, readBodyBytes, route } from '../../src/server/http';

/** Tests point this at a list of their own; deployed, it is the build's, beside the function. */
const pagesFile = () => process.env.TAP_PAGES_FILE ?? new URL(`../../dist/${TAP_PAGES_FILE}`, import.meta.url);

function notFromOurPage(req: Request): boolean {
  if (req.headers.get('sec-fetch-site') !== 'same-origin') return true;
  const from = req.headers.get('ping-from');
  if (from === null) return false;
  const own = new Set([new URL(req.url).origin, readSiteConfig().origin]);
  return !URL.canParse(from) || !own.has(new URL(from).origin);
}

/**
 * POST /api/tap?kind=<whatsapp|call|email>&page=<path>: the browser's `ping`
 * when a visitor taps a chat, call or e-mail link (src/integrations/tap-pings.ts).
 * Counts one tap of that kind on that page, keeping nothing about who tapped.
 * Only a real ping from one of our pages is counted: its Content-Type is
 * `text/ping` (no other site's form or script can send that here without our
 * permission), the browser says it was sent by a page of this origin
 * (`Sec-Fetch-Site: same-origin`, which a script that is no browser does
 * not send on its own) and `Ping-From`, when sent, does not name another
 * site, and the build put a link of that kind on that page (the list it
 * writes in dist, shipped with this function: netlify.toml included_files).
 * Anything else is refused with a bare 400, the same whatever was wrong.
 */
export default route({
  POST: async (req) => {
    const params = new URL(req.url).searchParams;
    const kind = params.get('kind') ?? '';
    const page = params.get('page') ?? '';
    const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const pages = builtTapPages(pagesFile());
    if (type !== 'text/ping' || !isTapKind(kind) || !(Object.hasOwn(pages, page) && pages[page]!.includes(kind)) || notFromOurPage(req))
      throw new HttpError(400, 'Not a tap.');
    // The body is "PING"; read (at most a few bytes of) it so the connection is left clean.
    await readBodyBytes(req, 64);
    await recordTap(kind, page);
    return noContent();
  },
});

export const config: Config = {
  path: '/api/tap',
  // A person taps a few links a minute at most; 60 leaves room for many phones behind one mobile operator's address.
  rateLimit: { windowSize: 60, windowLimit: 60, aggregateBy: ['ip', 'domain'] },
};
