import type { Context } from '@netlify/functions';
import { afterResponse } from '../after-response';
import { mailLinkOrigin } from '../mail/index';
import type { SignupContext } from './confirmation';

/**
 * What a sign-up request tells the domain besides the address: the page it
 * came from (the form's `source` field, else the Referer's path when it is
 * this site), the origin for the links in the mail, and that the mail goes
 * out after the answer.
 */
export function signupContext(req: Request, context: Context, formSource?: string): SignupContext {
  const origin = new URL(req.url).origin;
  let source = formSource;
  const referer = req.headers.get('referer');
  if (!source && referer) {
    try {
      const from = new URL(referer);
      if (from.origin === origin) source = from.pathname;
    } catch {
      // Not a URL: no source.
    }
  }
  return { origin: mailLinkOrigin(req), ...(source && { source }), defer: (work) => afterResponse(context, work) };
}
