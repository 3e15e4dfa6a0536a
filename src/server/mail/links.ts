import { configuredOrigin } from '../../config/site';

/**
 * The origin links in e-mails point to: the configured site address (SITE_URL,
 * else Netlify's URL, always set on Netlify), never the Host of the request
 * that caused the mail, so a request sent with a forged Host cannot put its
 * own address in front of a single-use token in someone's inbox. Only where no
 * address is configured (plain `npm run dev` without SITE_URL) is the
 * request's origin used, so local mail links lead back to the local site.
 */
export function mailLinkOrigin(req: Request): string {
  return configuredOrigin() ?? new URL(req.url).origin;
}
