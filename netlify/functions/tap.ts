import type { Config } from '@netlify/functions';
import { isTapKind, isTapPage, recordTap } from '../../src/server/growth/taps';
import { HttpError, noContent, readBodyBytes, route } from '../../src/server/http';

/**
 * POST /api/tap?kind=<whatsapp|call|email>&page=<path>: the browser's `ping`
 * when a visitor taps a chat, call or e-mail link (src/integrations/tap-pings.ts).
 * Counts one tap of that kind on that page, keeping nothing about who tapped.
 * Only a real ping is counted: its Content-Type is `text/ping`, which no other
 * site's form or script can send here without our permission. Anything else
 * is refused with a bare 400, the same whatever was wrong.
 */
export default route({
  POST: async (req) => {
    const params = new URL(req.url).searchParams;
    const kind = params.get('kind') ?? '';
    const page = params.get('page') ?? '';
    const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'text/ping' || !isTapKind(kind) || !isTapPage(page)) throw new HttpError(400, 'Not a tap.');
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
