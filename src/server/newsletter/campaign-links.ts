import { readSiteConfig } from '../../config/site';

/**
 * Campaign links tagged for the lead sources (docs/lead-sources.md): every
 * link in a campaign's body to this site gets
 * utm_source=newsletter&utm_medium=email&utm_campaign=<campaign>, so a lead
 * that follows one counts under E-mail and its campaign. A link that already
 * carries any UTM value is left as staff wrote it; links to other sites are
 * left alone (their owners' analytics are not ours to fill).
 */
export const NEWSLETTER_UTM = { utm_source: 'newsletter', utm_medium: 'email' } as const;

/** The campaign's name in links: its subject in lower case, words joined by hyphens ("March SEO tips!" → "march-seo-tips"). */
export function campaignSlug(subject: string): string {
  const slug = subject
    .normalize('NFKD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'newsletter';
}

/** The link with the newsletter's UTM values, when it leads to one of `siteOrigins` and carries none yet. */
export function tagCampaignLink(href: string, { siteOrigins, campaign }: { siteOrigins: readonly string[]; campaign: string }): string {
  if (!/^https?:\/\//i.test(href)) return href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  if (!siteOrigins.includes(url.origin)) return href;
  if ([...url.searchParams.keys()].some((key) => key.toLowerCase().startsWith('utm_'))) return href;
  url.searchParams.set('utm_source', NEWSLETTER_UTM.utm_source);
  url.searchParams.set('utm_medium', NEWSLETTER_UTM.utm_medium);
  url.searchParams.set('utm_campaign', campaign);
  return url.toString();
}

/** The link rewriter for one campaign's mail, sent from `origin` (the site's canonical origin counts as this site too). */
export function campaignLinkTagger(subject: string, origin: string): (href: string) => string {
  const siteOrigins = [...new Set([new URL(origin).origin, readSiteConfig().origin])];
  const campaign = campaignSlug(subject);
  return (href) => tagCampaignLink(href, { siteOrigins, campaign });
}
