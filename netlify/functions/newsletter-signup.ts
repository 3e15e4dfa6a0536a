import type { Config } from '@netlify/functions';
import { newsletterRequestSchema } from '../../src/lib/api/newsletter';
import { FORM_SIGNUPS_PER_MINUTE, SIGNUP_OUTCOMES } from '../../src/lib/newsletter/signup-outcomes';
import { HttpError, json, parseBody, readMutationOrForm, route, seeOther } from '../../src/server/http';
import { subscribe } from '../../src/server/newsletter';
import { signupContext } from '../../src/server/newsletter/index';
import { rateLimiter } from '../../src/server/rate-limit';

/**
 * Form posts only: a browser without JavaScript shows whatever page it gets,
 * so a visitor who posts too often gets our page, not the platform's bare 429
 * (config.rateLimit, per IP across instances). This limit sits below that one.
 * API clients read the platform's 429 as it is.
 */
const formSignups = rateLimiter({ limit: FORM_SIGNUPS_PER_MINUTE, windowMs: 60_000 });

/** Where a form post lands: the prebuilt page for what happened. */
function outcomeOf(error: unknown): string {
  if (error instanceof HttpError && error.status === 429) return SIGNUP_OUTCOMES.tooMany.path;
  if (error instanceof HttpError && error.status < 500) return SIGNUP_OUTCOMES.refused.path;
  // The store failed (or worse): the visitor is told plainly that nothing was saved.
  console.error('POST /api/newsletter (form) failed:', error);
  return SIGNUP_OUTCOMES.notSaved.path;
}

/**
 * POST /api/newsletter, from an API client (JSON) or the footer's plain HTML
 * form (x-www-form-urlencoded). JSON gets 200 {subscribed: true} whether the
 * address is new or already on the list; a form post gets 303 to a page
 * that says what happens next, or why nothing was saved. Neither tells anyone
 * who is on the list.
 */
export default route({
  POST: async (req, context) => {
    const { body, form } = await readMutationOrForm(req);
    if (!form) {
      const { email, source } = parseBody(newsletterRequestSchema, body);
      await subscribe(email, signupContext(req, context, source));
      return json(200, { subscribed: true });
    }
    try {
      if (!formSignups.take(context.ip)) throw new HttpError(429, 'Too many sign-ups from your connection.');
      const { email, source } = parseBody(newsletterRequestSchema, body);
      await subscribe(email, signupContext(req, context, source));
      return seeOther(SIGNUP_OUTCOMES.accepted.path);
    } catch (error) {
      return seeOther(outcomeOf(error));
    }
  },
});

export const config: Config = {
  path: '/api/newsletter',
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ['ip', 'domain'] },
};
