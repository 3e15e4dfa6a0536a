import { readSiteConfig } from '../../config/site';
import type { LeadRequest, LeadSource } from '../../lib/api/leads';
import { channelOf } from '../../lib/growth/channel';

/**
 * A new lead's source from what the form sent (already checked by
 * leadRequestSchema: paths, hosts, bounded UTM values only) and the channel
 * those facts give. A referrer that is this site itself is no external
 * referrer. Nothing of the request itself (IP address, user agent, full
 * referrer address) is ever kept.
 */
export function leadSourceOf(request: Pick<LeadRequest, 'source_page' | 'source'>, ownHosts: readonly string[]): LeadSource {
  const visit = request.source ?? {};
  const own = new Set(ownHosts.map((host) => host.toLowerCase()));
  const referrerHost = visit.referrer_host && !own.has(visit.referrer_host) ? visit.referrer_host : undefined;
  const page = request.source_page && !request.source_page.startsWith('//') ? request.source_page.split(/[?#]/)[0] : undefined;
  return {
    ...(page && { page }),
    ...(visit.landing_page && { landing_page: visit.landing_page }),
    ...(visit.previous_page && { previous_page: visit.previous_page }),
    channel: channelOf({ referrerHost, utm: visit.utm, adClick: visit.ad_click }),
    ...(referrerHost && { referrer_host: referrerHost }),
    ...(visit.utm && { utm: visit.utm }),
    ad_click: visit.ad_click ?? false,
  };
}

/** The hosts that are this site: the one the request was addressed to and the configured canonical one. */
export function ownHosts(req: Request): string[] {
  return [new URL(req.url).hostname, new URL(readSiteConfig().origin).hostname];
}
