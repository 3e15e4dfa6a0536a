import type { Config } from '@netlify/functions';
import { route } from '../../src/server/http';
import { confirm } from '../../src/server/newsletter';
import { readLinkPost, seeOther } from '../../src/server/newsletter/index';

/**
 * POST /newsletter/confirm?token=…: the "Confirm my subscription" button of
 * the prebuilt page at the same address (a GET of the link only shows that
 * page, so mail scanners that follow links confirm no one). Answers 303 to
 * /newsletter/confirmed, or to /newsletter/link-expired for any link that is
 * not live (unknown, used, older than 7 days), whatever the reason.
 */
export default route({
  POST: async (req) => {
    const { token } = await readLinkPost(req);
    const outcome = await confirm(token);
    return seeOther(req, outcome === 'confirmed' ? '/newsletter/confirmed' : '/newsletter/link-expired');
  },
});

export const config: Config = {
  path: '/newsletter/confirm',
  method: 'POST',
  rateLimit: { windowSize: 60, windowLimit: 20, aggregateBy: ['ip', 'domain'] },
};
