import { readSiteConfig } from '../../config/site';

/**
 * The origin links in e-mails point to: the configured site address (SITE_URL,
 * else Netlify's URL), never the Host of the request that caused the mail, so
 * a request sent with a forged Host cannot put its own address in front of a
 * single-use token in someone's inbox.
 */
export function mailLinkOrigin(): string {
  return readSiteConfig().origin;
}
