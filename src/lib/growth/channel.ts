import type { Channel, UTM_KEYS } from '../api/leads';

/**
 * Which channel brought a visit, from the facts a lead records. The one place
 * the rules live (docs/lead-sources.md prints the same table): the lead
 * function calls it when a lead arrives, and the dashboard may call it again
 * on stored facts, so both always agree.
 *
 * As in Google Analytics, UTM values, when a link carries any, speak for the
 * visit and the referrer is not looked at: a newsletter link opened in Gmail
 * on the web says "newsletter / email", not "mail.google.com". Without UTMs,
 * the source is the external referrer's host and there is no medium.
 */
export interface ChannelFacts {
  /** Host of the external page that sent the visitor ("www.google.com"); never the site's own. */
  referrerHost?: string;
  utm?: Partial<Record<(typeof UTM_KEYS)[number], string>>;
  /** A gclid, msclkid or fbclid was on the landing address. */
  adClick?: boolean;
}

interface ChannelRule {
  channel: Channel;
  /** utm_medium values (lower case) that decide it. */
  mediums?: readonly string[];
  /** utm_source values (lower case) that decide it. */
  names?: readonly string[];
  /**
   * Hosts, as the referrer or as a utm_source: "example.com" matches it and
   * every subdomain ("l.facebook.com"); "google.*" matches google under any
   * country ending ("google.com.pk", "www.google.co.uk").
   */
  hosts?: readonly string[];
  /** An ad click id decides it. */
  adClick?: true;
  /** Any source or medium at all decides it (the catch-all for other sites and unknown tagged links). */
  anySource?: true;
}

/** First match wins; a visit that matches none is Direct. */
export const CHANNEL_RULES: readonly ChannelRule[] = [
  {
    channel: 'email',
    mediums: ['email', 'e-mail', 'e_mail', 'mail', 'newsletter'],
    names: ['newsletter', 'email', 'e-mail', 'mailchimp', 'brevo'],
    hosts: [
      'mail.google.com',
      'outlook.live.com',
      'outlook.office.com',
      'outlook.office365.com',
      'mail.yahoo.com',
      'mail.proton.me',
      'mail.zoho.com',
      'mail.aol.com',
      'mail.yandex.ru',
      // The Gmail app on Android, as its referrer names it.
      'com.google.android.gm',
    ],
  },
  {
    channel: 'ai-assistant',
    names: ['chatgpt', 'openai', 'perplexity', 'gemini', 'copilot', 'claude', 'deepseek', 'grok', 'meta-ai', 'mistral'],
    hosts: [
      'chatgpt.com',
      'chat.openai.com',
      'perplexity.ai',
      'gemini.google.com',
      'bard.google.com',
      'copilot.microsoft.com',
      'copilot.cloud.microsoft',
      'claude.ai',
      'chat.deepseek.com',
      'grok.com',
      'meta.ai',
      'chat.mistral.ai',
      'you.com',
      'phind.com',
      'poe.com',
    ],
  },
  {
    channel: 'social',
    // Paid social (utm_medium=cpc with utm_source=facebook) is Social too: this rule comes before Paid search.
    mediums: ['social', 'social-media', 'social_media', 'sm', 'paid-social', 'paid_social', 'paidsocial'],
    names: [
      'facebook',
      'fb',
      'instagram',
      'ig',
      'linkedin',
      'twitter',
      'x',
      'tiktok',
      'youtube',
      'pinterest',
      'reddit',
      'whatsapp',
      'threads',
      'snapchat',
      'telegram',
    ],
    hosts: [
      'facebook.com',
      'fb.com',
      'fb.me',
      'messenger.com',
      'instagram.com',
      'linkedin.com',
      'lnkd.in',
      'x.com',
      'twitter.com',
      't.co',
      'tiktok.com',
      'youtube.com',
      'youtu.be',
      'pinterest.*',
      'pin.it',
      'reddit.com',
      'wa.me',
      'whatsapp.com',
      'threads.net',
      'snapchat.com',
      't.me',
      'quora.com',
    ],
  },
  {
    channel: 'paid-search',
    mediums: ['cpc', 'ppc', 'paid', 'paidsearch', 'paid-search', 'paid_search', 'sem'],
    adClick: true,
  },
  {
    channel: 'organic-search',
    mediums: ['organic'],
    names: ['google', 'bing', 'duckduckgo', 'yahoo', 'yandex', 'baidu', 'ecosia', 'brave'],
    hosts: [
      'google.*',
      'bing.com',
      'duckduckgo.com',
      'yahoo.*',
      'yandex.*',
      'baidu.com',
      'ecosia.org',
      'search.brave.com',
      'startpage.com',
      'qwant.com',
      'naver.com',
      'seznam.cz',
      'ask.com',
      // The Google app on Android.
      'com.google.android.googlequicksearchbox',
    ],
  },
  { channel: 'referral', mediums: ['referral'], anySource: true },
];

/** "google.*" matches a country ending of one or two labels ("com", "com.pk", "co.uk"). */
function hostMatches(host: string, pattern: string): boolean {
  if (pattern.endsWith('.*')) {
    const brand = pattern.slice(0, -2);
    return new RegExp(`(^|\\.)${brand.replaceAll('.', '\\.')}\\.[a-z]{2,6}(\\.[a-z]{2,3})?$`).test(host);
  }
  return host === pattern || host.endsWith(`.${pattern}`);
}

const clean = (value: string | undefined) => value?.trim().toLowerCase() || undefined;

export function channelOf(facts: ChannelFacts): Channel {
  const utm = facts.utm ?? {};
  // A link tagged with only a campaign or term names no source: the referrer still speaks.
  const tagged = Boolean(clean(utm.utm_source) || clean(utm.utm_medium));
  const source = tagged ? clean(utm.utm_source) : clean(facts.referrerHost);
  const medium = tagged ? clean(utm.utm_medium) : undefined;
  for (const rule of CHANNEL_RULES) {
    if (medium && rule.mediums?.includes(medium)) return rule.channel;
    if (source && rule.names?.includes(source)) return rule.channel;
    if (source && rule.hosts?.some((pattern) => hostMatches(source, pattern))) return rule.channel;
    if (rule.adClick && facts.adClick) return rule.channel;
    if (rule.anySource && (source || medium)) return rule.channel;
  }
  return 'direct';
}
