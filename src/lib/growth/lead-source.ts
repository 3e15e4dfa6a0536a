import { CHANNEL_LABELS, LEAD_ENTRY_LABELS, type Lead } from '../api/leads';
import type { SitePages } from '../api/growth';
import { leadPathInWords } from './landing-page';

export interface SourceFact {
  label: string;
  value: string;
}

/**
 * Where a lead came from, as lines of label and value, in the order staff
 * read them: the lead's detail in the inbox and the alert mail show the same.
 * Facts not known are left out; a lead stored before sources were recorded
 * shows only the page it was sent from, if that. Given the site's pages (the
 * lead's card), a form lead's path is one line by the growth figures' rule
 * (landing-page.ts): "Landed on /dental-seo, sent from /".
 */
export function leadSourceFacts(lead: Pick<Lead, 'source' | 'source_page' | 'entry' | 'added_by'>, site?: SitePages): SourceFact[] {
  const source = lead.source;
  const facts: SourceFact[] = [];
  if (lead.entry !== 'form') {
    facts.push({
      label: 'Came in by',
      value: `${LEAD_ENTRY_LABELS[lead.entry]} (added by hand${lead.added_by ? ` by ${lead.added_by}` : ''})`,
    });
  }
  const page = source?.page ?? lead.source_page;
  const path = site && lead.entry === 'form' ? leadPathInWords(lead, site) : null;
  if (path) facts.push({ label: 'Path', value: path });
  else if (page) facts.push({ label: lead.entry === 'form' ? 'Sent from' : 'Linked page', value: page });
  if (!source) return facts;
  facts.push({ label: 'Channel', value: CHANNEL_LABELS[source.channel] });
  if (source.landing_page && !path) facts.push({ label: 'Landing page', value: source.landing_page });
  if (source.previous_page) facts.push({ label: 'Came from page', value: source.previous_page });
  if (source.referrer_host) facts.push({ label: 'Referrer', value: source.referrer_host });
  const utm = source.utm ?? {};
  if (utm.utm_campaign) facts.push({ label: 'Campaign', value: utm.utm_campaign });
  if (utm.utm_source || utm.utm_medium) {
    facts.push({ label: 'Source / medium', value: `${utm.utm_source ?? '(none)'} / ${utm.utm_medium ?? '(none)'}` });
  }
  if (utm.utm_term) facts.push({ label: 'Term', value: utm.utm_term });
  if (utm.utm_content) facts.push({ label: 'Content', value: utm.utm_content });
  if (source.ad_click) facts.push({ label: 'Ad click', value: 'Yes (an ad click id was on the landing address)' });
  return facts;
}
