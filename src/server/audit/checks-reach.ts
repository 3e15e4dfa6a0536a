import { type Check, defineCheck, quote, verdict } from './check-kit';
import { robotsAnswer } from './checks-ai';
import { decide, robotsFileOf } from './robots';

/** Can Google reach it: the answer, HTTPS, noindex, robots.txt, canonical, the head, the sitemap, JavaScript-only content. */

const status = defineCheck(
  {
    id: 'final-status',
    group: 'reach',
    title: 'The page answers',
    priority: 'high',
    effort: '30 minutes',
    why: 'A page that answers with an error or a long chain of redirects is slower for people and may not be indexed at all.',
    fix: 'Make the address answer 200 directly, or with one redirect to the final address.',
    limits: 'Only the address given is followed; a page that answers 200 but shows an error (a "soft 404") looks fine here',
  },
  (context, definition) => {
    const chain = [
      ...context.page.redirects.map((hop) => `${hop.status} ${hop.url} → ${hop.location}`),
      `${context.page.status} ${context.page.url}`,
    ];
    const evidence = chain.join('\n');
    if (context.page.status < 200 || context.page.status >= 300) return verdict(definition, 'fail', evidence);
    if (context.page.redirects.length > 2)
      return verdict(definition, 'warn', evidence, 'Link and redirect straight to the final address: each hop costs a round trip.');
    return verdict(definition, 'pass', evidence);
  },
);

const https = defineCheck(
  {
    id: 'https',
    group: 'reach',
    title: 'HTTPS',
    priority: 'high',
    effort: '1 hour',
    why: 'Browsers mark http pages "Not secure", which turns customers away, and Google prefers the https version.',
    fix: 'Install a free certificate (Let’s Encrypt, or your host’s) and serve the site over https.',
    limits: 'A browser shows certificate problems (expired, wrong name) as a warning page; the audit then cannot read the site at all',
  },
  (context, definition) => {
    return verdict(definition, context.page.url.startsWith('https:') ? 'pass' : 'fail', `Final address: ${context.page.url}`);
  },
);

const httpRedirect = defineCheck(
  {
    id: 'http-redirect',
    group: 'reach',
    title: 'http:// sends people to https://',
    priority: 'medium',
    effort: '15 minutes',
    why: 'Old links and typed addresses arrive over http; without a redirect they see an insecure copy and Google sees two sites.',
    fix: 'Redirect every http:// address permanently (301) to the same https:// address.',
    limits: "Only the page's own http:// address is tried; a note when it does not answer at all",
  },
  (context, definition) => {
    const http = context.httpVersion;
    if (!http) return verdict(definition, 'info', 'Not checked: the site does not serve https.');
    if (http.finalUrl?.startsWith('https:')) return verdict(definition, 'pass', `http:// ends at ${http.finalUrl}`);
    if (http.error)
      return verdict(
        definition,
        'info',
        `http:// did not answer (${http.error}); visitors typing the address without https may see an error.`,
      );
    return verdict(definition, 'fail', `http:// answers ${http.status} at ${http.finalUrl} without redirecting to https`);
  },
);

const noindex = defineCheck(
  {
    id: 'noindex',
    group: 'reach',
    title: 'Allowed in Google’s index',
    priority: 'high',
    effort: '10 minutes',
    why: 'A "noindex" tells Google to leave the page out of its results entirely: no one can find it by searching.',
    fix: 'Remove "noindex" from the robots meta tag or the X-Robots-Tag header (often a leftover "discourage search engines" setting).',
    limits: "A robots meta tag a script adds is seen by Google's renderer and a browser, not here",
  },
  (context, definition) => {
    const header = context.page.headers['x-robots-tag'];
    const found = [
      ...context.facts.robotsMeta
        .filter((value) => /noindex|\bnone\b/i.test(value))
        .map((value) => `<meta name="${value.replace(': ', '" content="')}">`),
    ];
    if (header && /noindex|\bnone\b/i.test(header)) found.push(`X-Robots-Tag: ${header}`);
    if (found.length > 0) return verdict(definition, 'fail', found.join('\n'));
    return verdict(
      definition,
      'pass',
      context.facts.robotsMeta.length > 0
        ? context.facts.robotsMeta.join('\n')
        : 'No robots meta tag or X-Robots-Tag header (indexing allowed).',
    );
  },
);

const robotsTxt = defineCheck(
  {
    id: 'robots-txt',
    group: 'reach',
    title: 'robots.txt lets Google in',
    priority: 'high',
    effort: '10 minutes',
    why: 'A Disallow that covers the page keeps Googlebot from reading it, so it cannot rank; a robots.txt that answers with a server error stops Google crawling the whole site.',
    fix: 'Remove the Disallow rule that blocks this page for Googlebot in robots.txt (or make robots.txt answer 200 or 404).',
    limits:
      'Read as RFC 9309 and Google say (4xx: everything allowed; 429 or 5xx: everything disallowed); a robots.txt that does not answer at all is not judged, and a firewall that blocks Googlebot is not seen',
  },
  (context, definition) => {
    const answer = robotsAnswer(context, 'Googlebot');
    if (answer.outcome === 'unknown') return verdict(definition, 'info', `Not checked: ${answer.lines}.`);
    if (answer.outcome === 'blocked') return verdict(definition, 'fail', `${answer.lines} blocks ${context.page.url} for Googlebot`);
    return verdict(definition, 'pass', `${context.robots.url} allows Googlebot to fetch ${context.page.url}: ${answer.lines}`);
  },
);

const robotsAssets = defineCheck(
  {
    id: 'robots-assets',
    group: 'reach',
    title: 'CSS and JavaScript not blocked',
    priority: 'medium',
    effort: '10 minutes',
    why: 'Google renders pages like a browser; blocked CSS or JavaScript makes the page look broken or empty to it.',
    fix: 'Allow Googlebot to fetch the site’s CSS and JavaScript files in robots.txt.',
    limits: 'Files a script loads, and files on other hosts (their own robots.txt governs them), are not checked',
  },
  (context, definition) => {
    const file = robotsFileOf(context.robots);
    const assets = [
      ...context.facts.stylesheets,
      ...context.facts.scripts.map((script) => script.url).filter((url): url is string => Boolean(url)),
    ].filter((url) => new URL(url).host === new URL(context.page.url).host);
    if (file.kind !== 'rules') return verdict(definition, 'pass', 'No robots.txt rules: nothing blocked.');
    const blocked = assets.filter((url) => !decide(file.robots, 'Googlebot', url).allowed);
    if (blocked.length > 0) return verdict(definition, 'fail', `Blocked for Googlebot:\n${blocked.slice(0, 10).join('\n')}`);
    return verdict(definition, 'pass', `${assets.length} CSS/JS file(s) on this site, none blocked.`);
  },
);

/** The evidence of a page without a canonical: Google then picks one itself, so the top fixes rank it last. */
export const NO_CANONICAL = 'No <link rel="canonical"> found.';

const canonical = defineCheck(
  {
    id: 'canonical',
    group: 'reach',
    title: 'Canonical address',
    priority: 'medium',
    effort: '15 minutes',
    why: 'The canonical tells Google which address to show; a missing, doubled or wrong one splits or hides the page.',
    fix: 'Give the page one <link rel="canonical"> with its own full address (https://…).',
    limits: 'A canonical a script adds is not seen; one that points elsewhere on purpose (a copy) is for a person to judge',
  },
  (context, definition) => {
    const list = context.facts.canonicals;
    if (list.length === 0) return verdict(definition, 'warn', NO_CANONICAL);
    if (list.length > 1)
      return verdict(
        definition,
        'fail',
        `${list.length} canonical tags: ${list.map((href) => quote(href, 120)).join(', ')}`,
        'Keep exactly one canonical tag; Google ignores them all when they disagree.',
      );
    const href = list[0]!;
    if (!/^https?:\/\//i.test(href))
      return verdict(definition, 'warn', `<link rel="canonical" href=${quote(href)}> is not an absolute address.`);
    const normalise = (url: string) => url.replace(/\/$/, '').replace(/#.*$/, '');
    if (normalise(href) !== normalise(context.page.url)) {
      return verdict(
        definition,
        'warn',
        `<link rel="canonical" href=${quote(href)}> points away from ${context.page.url}`,
        'Point the canonical at this page’s own address unless this page is a deliberate copy of that one.',
      );
    }
    return verdict(definition, 'pass', `<link rel="canonical" href=${quote(href)}>`);
  },
);

const headElements = defineCheck(
  {
    id: 'head-elements',
    group: 'reach',
    title: 'Nothing breaks the <head>',
    priority: 'medium',
    effort: '30 minutes',
    why: 'An element that does not belong in <head> (an image, a div, an iframe) ends it for Google: titles, descriptions and canonicals after it are ignored.',
    fix: 'Move the element into <body>, or move the metadata above it.',
    limits: 'Read from the HTML as written; what a script inserts into the head is not seen',
  },
  (context, definition) => {
    const problem = context.facts.headProblem;
    if (!problem) return verdict(definition, 'pass', 'The <head> holds only head elements.');
    const after =
      problem.metadataAfter.length > 0
        ? `\nMetadata after it, which Google will not read:\n${problem.metadataAfter.slice(0, 6).join('\n')}`
        : '';
    return verdict(definition, problem.metadataAfter.length > 0 ? 'fail' : 'warn', `${problem.element} inside <head>${after}`);
  },
);

const sitemap = defineCheck(
  {
    id: 'sitemap',
    group: 'reach',
    title: 'Sitemap',
    priority: 'low',
    effort: '30 minutes',
    why: 'A sitemap lists every page for Google, so new and deep pages are found sooner.',
    fix: 'Publish /sitemap.xml (most site builders have a switch) and name it in robots.txt with a "Sitemap:" line.',
    limits: 'A sitemap submitted only in Search Console cannot be seen from outside',
  },
  (context, definition) => {
    const { url, via, tried } = context.sitemap;
    if (url) return verdict(definition, 'pass', `${url} (found through ${via})`);
    return verdict(definition, 'warn', `No sitemap at: ${tried.join(', ')}`);
  },
);

const javascriptContent = defineCheck(
  {
    id: 'javascript-content',
    group: 'reach',
    title: 'Content in the HTML',
    priority: 'high',
    effort: '1–3 days',
    why: 'When the words only appear after JavaScript runs, Google sees them later or not at all, and link previews (WhatsApp, Facebook) and AI crawlers (ChatGPT, Claude, Perplexity), which do not run JavaScript, see only what the HTML holds.',
    fix: 'Render the page on the server or pre-render it (static generation), so the HTML already holds the headings and text.',
    limits: "Scripts are not run: a browser shows what they build, the audit reads only the HTML, so such a page's headings are not judged",
  },
  (context, definition) => {
    const facts = context.facts;
    if (facts.builtByJavaScript) {
      const previews = ['og:title', 'og:description', 'og:image'].every((key) => facts.og[key])
        ? 'Link previews still work: the Open Graph tags are in the HTML.'
        : 'Link previews see only the HTML’s own title and tags.';
      return verdict(
        definition,
        'warn',
        `The HTML holds ${facts.text.length} characters of text and ${facts.scripts.length} script(s); what people see is built by JavaScript. Text in the HTML: ${quote(facts.text || '(none)', 120)}\n${previews}`,
      );
    }
    if (facts.text.length < 200)
      return verdict(
        definition,
        'info',
        `The page has only ${facts.text.length} characters of text, all of them in the HTML itself (no sign of a page a script builds): ${quote(facts.text || '(none)', 120)}`,
      );
    return verdict(definition, 'pass', `${facts.text.length} characters of text are in the HTML itself.`);
  },
);

export const reachChecks: Check[] = [
  status,
  https,
  httpRedirect,
  noindex,
  robotsTxt,
  robotsAssets,
  canonical,
  headElements,
  sitemap,
  javascriptContent,
];
