import type { Config } from '@netlify/functions';
import { route } from '../../src/server/http';
import { unsubscribe } from '../../src/server/newsletter';
import { readLinkPost, seeOther } from '../../src/server/newsletter/index';

/**
 * POST /newsletter/unsubscribe?token=…, the https address in every mail's
 * List-Unsubscribe header. It unsubscribes at once, with no page and no
 * sign-in: a mail client's RFC 8058 one-click POST (body
 * `List-Unsubscribe=One-Click`) gets 200 and a short text; the button on the
 * prebuilt page at the same address gets 303 to /newsletter/unsubscribed.
 * A GET shows that page and changes nothing.
 */
export default route({
  POST: async (req) => {
    const { token, oneClick } = await readLinkPost(req);
    const outcome = await unsubscribe(token);
    if (oneClick) {
      const ok = outcome === 'unsubscribed';
      return new Response(ok ? 'You have been unsubscribed.\n' : 'This unsubscribe link is not valid.\n', {
        status: ok ? 200 : 400,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
      });
    }
    return seeOther(req, outcome === 'unsubscribed' ? '/newsletter/unsubscribed' : '/newsletter/link-expired');
  },
});

export const config: Config = {
  path: '/newsletter/unsubscribe',
  method: 'POST',
  rateLimit: { windowSize: 60, windowLimit: 20, aggregateBy: ['ip', 'domain'] },
};
