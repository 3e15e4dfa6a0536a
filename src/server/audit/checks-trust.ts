import { type Check, defineCheck, verdict } from './check-kit';

/** Measurement and trust (information): analytics, social profiles, SPF and DMARC, HSTS, mixed content. */

const analytics = defineCheck(
  {
    id: 'analytics',
    group: 'trust',
    title: 'Visitor measurement',
    priority: 'low',
    effort: '30 minutes',
    why: 'Without analytics you cannot tell which pages bring customers.',
    fix: 'Add Google Analytics 4 (or a privacy-friendly alternative) and Search Console.',
    limits: 'Tags a tag manager loads are not seen',
  },
  (context, definition) => {
    const html = context.page.body;
    const found = [
      /googletagmanager\.com\/gtm\.js|GTM-[A-Z0-9]+/.test(html) && 'Google Tag Manager',
      /googletagmanager\.com\/gtag\/js|gtag\(\s*['"]config['"]|G-[A-Z0-9]{6,}/.test(html) && 'Google Analytics',
      /connect\.facebook\.net|fbq\(/.test(html) && 'Meta Pixel',
      /plausible\.io|cloudflareinsights|clarity\.ms/.test(html) && 'another analytics tool',
    ].filter(Boolean);
    return verdict(definition, 'info', found.length ? `Found: ${found.join(', ')}` : 'No analytics or tag manager found in the HTML.');
  },
);

const SOCIAL = /(facebook\.com|instagram\.com|linkedin\.com|youtube\.com|tiktok\.com|twitter\.com|x\.com)\//i;

const social = defineCheck(
  {
    id: 'social-profiles',
    group: 'trust',
    title: 'Social profiles linked',
    priority: 'low',
    effort: '10 minutes',
    why: 'Linked profiles show you are active and let Google connect your accounts to your business.',
    fix: 'Link your Facebook, Instagram or LinkedIn pages in the footer (and in sameAs of your structured data).',
    limits: 'Links a script adds are not seen',
  },
  (context, definition) => {
    const links = [
      ...new Set(context.facts.links.map((link) => link.url).filter((url): url is string => Boolean(url) && SOCIAL.test(url!))),
    ];
    return verdict(definition, 'info', links.length ? links.slice(0, 6).join('\n') : 'No social profile links.');
  },
);

const spf = defineCheck(
  {
    id: 'spf',
    group: 'trust',
    title: 'E-mail sender check (SPF)',
    priority: 'low',
    effort: '15 minutes',
    why: 'Without SPF, mail from your domain is more likely to land in spam, and others can send as you.',
    fix: 'Add a TXT record "v=spf1 include:<your mail provider> -all" to your domain.',
    limits: 'The record is found, not evaluated: what mail servers do with it is not tested',
  },
  (context, definition) => {
    if (context.dns.error) return verdict(definition, 'info', `Not checked: ${context.dns.error}`);
    return verdict(
      definition,
      context.dns.spf.length ? 'pass' : 'info',
      context.dns.spf.length ? context.dns.spf.join('\n') : 'No SPF record (TXT "v=spf1 …") on the domain.',
    );
  },
);

const dmarc = defineCheck(
  {
    id: 'dmarc',
    group: 'trust',
    title: 'E-mail policy (DMARC)',
    priority: 'low',
    effort: '15 minutes',
    why: 'DMARC tells mail providers what to do with mail that fails the checks; Gmail and Yahoo expect it from bulk senders.',
    fix: 'Add a TXT record at _dmarc.<your domain>: "v=DMARC1; p=none; rua=mailto:…", then tighten it.',
    limits: 'The record is found, not evaluated; its reports are not read',
  },
  (context, definition) => {
    if (context.dns.error) return verdict(definition, 'info', `Not checked: ${context.dns.error}`);
    return verdict(
      definition,
      context.dns.dmarc.length ? 'pass' : 'info',
      context.dns.dmarc.length ? context.dns.dmarc.join('\n') : 'No DMARC record at _dmarc.',
    );
  },
);

const hsts = defineCheck(
  {
    id: 'hsts',
    group: 'trust',
    title: 'Always secure (HSTS)',
    priority: 'low',
    effort: '10 minutes',
    why: 'HSTS makes browsers use https every time, even when someone types the address without it.',
    fix: 'Send Strict-Transport-Security: max-age=31536000 once https works everywhere.',
    limits: "Only this page's answer is read; the browsers' preload list is not checked",
  },
  (context, definition) => {
    const header = context.page.headers['strict-transport-security'];
    if (!context.page.url.startsWith('https:')) return verdict(definition, 'info', 'Not applicable: the site is not served over https.');
    return verdict(
      definition,
      header ? 'pass' : 'info',
      header ? `Strict-Transport-Security: ${header}` : 'No Strict-Transport-Security header.',
    );
  },
);

const mixedContent = defineCheck(
  {
    id: 'mixed-content',
    group: 'trust',
    title: 'No insecure files on a secure page',
    priority: 'medium',
    effort: '30 minutes',
    why: 'Browsers block or warn about http:// files on an https page: missing images, broken styles, "Not secure".',
    fix: 'Change those addresses to https:// (or to paths on your own site).',
    limits: 'Only files in the HTML: what a script or stylesheet loads over http:// a browser sees, the audit does not',
  },
  (context, definition) => {
    const list = context.facts.insecureResources;
    if (!context.page.url.startsWith('https:'))
      return verdict(definition, 'info', 'Not applicable: the page itself is http (see "HTTPS").');
    if (list.length === 0) return verdict(definition, 'pass', 'No http:// files on the page.');
    return verdict(definition, 'warn', list.slice(0, 8).join('\n'));
  },
);

export const trustChecks: Check[] = [analytics, social, spf, dmarc, hsts, mixedContent];
