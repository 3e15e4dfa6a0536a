import { type Check, defineCheck, quote, verdict } from './check-kit';
import { typesOf, websiteName } from './structured-data';

/** How it looks in Google and on WhatsApp: title, description, icon, names, previews, headings, images, links, language, data. */

const title = defineCheck(
  {
    id: 'title',
    group: 'appearance',
    title: 'Page title',
    priority: 'high',
    effort: '10 minutes',
    why: 'The title is the blue headline of the Google result: it decides whether people click.',
    fix: 'Write one title of about 30–60 characters: what you offer, where, and your name (e.g. "AC Repair in Lahore | Khan Services").',
  },
  (context, definition) => {
    const titles = context.facts.titles.filter(Boolean);
    if (titles.length === 0) return verdict(definition, context.facts.builtByJavaScript ? 'warn' : 'fail', 'No <title> in the HTML.');
    const value = titles[0]!;
    const evidence = `<title>${value}</title> (${value.length} characters)`;
    if (value.length < 15 || value.length > 65)
      return verdict(
        definition,
        'warn',
        evidence,
        value.length < 15
          ? 'Make the title say what you offer and where, not just your name.'
          : 'Shorten the title to about 60 characters; Google cuts the rest off.',
      );
    return verdict(definition, 'pass', evidence);
  },
);

const description = defineCheck(
  {
    id: 'meta-description',
    group: 'appearance',
    title: 'Meta description',
    priority: 'medium',
    effort: '10 minutes',
    why: 'The description is the grey text under the Google result and the preview text on WhatsApp; without it they pick random words from the page.',
    fix: 'Add <meta name="description" content="…"> of about 70–160 characters: what you do, for whom, and a reason to call.',
  },
  (context, definition) => {
    const value = context.facts.description;
    if (!value) return verdict(definition, 'fail', 'No <meta name="description">.');
    const evidence = `<meta name="description" content=${quote(value, 300)}> (${value.length} characters)`;
    if (value.length < 50 || value.length > 170) return verdict(definition, 'warn', evidence, 'Rewrite it to about 70–160 characters.');
    return verdict(definition, 'pass', evidence);
  },
);

const favicon = defineCheck(
  {
    id: 'favicon',
    group: 'appearance',
    title: 'Favicon',
    priority: 'low',
    effort: '15 minutes',
    why: 'Google shows the icon beside your result on phones; a blank globe looks unfinished.',
    fix: 'Add a square icon (at least 48×48) and link it with <link rel="icon" href="…">.',
  },
  (context, definition) => {
    if (context.facts.icons.length > 0) return verdict(definition, 'pass', context.facts.icons.slice(0, 3).join('\n'));
    const file = context.faviconFile;
    if (file && file.status === 200)
      return verdict(definition, 'pass', `${file.url} answers 200 (no <link rel="icon">, found by its usual address).`);
    const linked =
      context.facts.inlineIcons > 0
        ? 'The only <link rel="icon"> is an inline data: image (browsers show it; Google Search needs an icon file it can crawl)'
        : 'No <link rel="icon">';
    return verdict(definition, 'warn', `${linked}, and ${file?.url ?? '/favicon.ico'} answered ${file?.status ?? 'nothing'}.`);
  },
);

const siteName = defineCheck(
  {
    id: 'site-name',
    group: 'appearance',
    title: 'Site name',
    priority: 'low',
    effort: '15 minutes',
    why: 'Google shows a site name above the result; it takes it from WebSite data, else guesses from the domain.',
    fix: 'Add WebSite structured data with your business name (and og:site_name).',
  },
  (context, definition) => {
    const name = websiteName(context.facts.jsonLd.flatMap((block) => block.nodes));
    if (name) return verdict(definition, 'pass', `WebSite name: ${quote(name)}`);
    const og = context.facts.og['og:site_name'];
    if (og) return verdict(definition, 'warn', `No WebSite data; og:site_name is ${quote(og)}`);
    return verdict(definition, 'warn', 'No WebSite data and no og:site_name.');
  },
);

const openGraph = defineCheck(
  {
    id: 'open-graph',
    group: 'appearance',
    title: 'Link preview (Open Graph)',
    priority: 'medium',
    effort: '20 minutes',
    why: 'When someone shares your link on WhatsApp or Facebook, og:title, og:description and og:image make the preview card; without them it is a bare link.',
    fix: 'Add og:title, og:description and og:image (an absolute https address of a 1200×630 image).',
  },
  (context, definition) => {
    const og = context.facts.og;
    const wanted = ['og:title', 'og:description', 'og:image'];
    const missing = wanted.filter((key) => !og[key]);
    const found = wanted.filter((key) => og[key]).map((key) => `<meta property="${key}" content=${quote(og[key]!, 150)}>`);
    const evidence = [...found, ...missing.map((key) => `${key}: missing`)].join('\n');
    if (missing.length === wanted.length) return verdict(definition, 'fail', evidence);
    if (missing.length > 0) return verdict(definition, 'warn', evidence);
    return verdict(definition, 'pass', evidence);
  },
);

const ogImage = defineCheck(
  {
    id: 'og-image',
    group: 'appearance',
    title: 'Preview image reachable',
    priority: 'low',
    effort: '15 minutes',
    why: 'A preview image that is relative, missing or not an image leaves the WhatsApp card without a picture.',
    fix: 'Give og:image an absolute https address of an image that loads.',
  },
  (context, definition) => {
    const raw = context.facts.og['og:image'];
    if (!raw) return verdict(definition, 'info', 'No og:image to check.');
    if (!/^https?:\/\//i.test(raw)) return verdict(definition, 'warn', `og:image is not an absolute address: ${quote(raw)}`);
    const probe = context.ogImage;
    if (!probe || probe.error) return verdict(definition, 'warn', `${raw} could not be fetched${probe?.error ? ` (${probe.error})` : ''}.`);
    if (probe.status !== 200 || !probe.contentType?.startsWith('image/'))
      return verdict(definition, 'warn', `${raw} answered ${probe.status} ${probe.contentType ?? ''}`.trim());
    return verdict(definition, 'pass', `${raw} answered 200 ${probe.contentType}`);
  },
);

const headingOne = defineCheck(
  {
    id: 'h1',
    group: 'appearance',
    title: 'Main heading (H1)',
    priority: 'medium',
    effort: '15 minutes',
    why: 'The main heading tells people and Google what the page is about in one line.',
    fix: 'Give the page one <h1> that says what you offer and where.',
  },
  (context, definition) => {
    const { h1, builtByJavaScript } = context.facts;
    if (h1.length === 0 && builtByJavaScript)
      return verdict(
        definition,
        'info',
        'Not judged: the page is built by JavaScript, so its heading is not in the HTML (see "Content in the HTML").',
      );
    if (h1.length === 0) return verdict(definition, 'fail', 'No <h1> on the page.');
    const evidence = h1.map((text) => `<h1>${text.slice(0, 150)}</h1>`).join('\n');
    if (h1.length > 1) return verdict(definition, 'warn', evidence, 'Keep one <h1> and make the others <h2>.');
    if (!h1[0]) return verdict(definition, 'warn', evidence, 'The <h1> is empty (perhaps only an image without alt text): give it words.');
    return verdict(definition, 'pass', evidence);
  },
);

const headingTwo = defineCheck(
  {
    id: 'h2',
    group: 'appearance',
    title: 'Section headings (H2)',
    priority: 'low',
    effort: '30 minutes',
    why: 'Section headings let people scan on a phone and help Google understand the services offered.',
    fix: 'Give each section (each service, the area served, reviews, contact) an <h2>.',
  },
  (context, definition) => {
    if (context.facts.builtByJavaScript) return verdict(definition, 'info', 'Not judged: the page is built by JavaScript.');
    return verdict(definition, context.facts.h2Count > 0 ? 'pass' : 'warn', `${context.facts.h2Count} <h2> heading(s).`);
  },
);

const imageAlt = defineCheck(
  {
    id: 'image-alt',
    group: 'appearance',
    title: 'Image descriptions (alt)',
    priority: 'low',
    effort: '30 minutes',
    why: 'Alt text describes images to Google Images and to people using screen readers.',
    fix: 'Add an alt attribute to every image: a short description, or alt="" for decoration.',
  },
  (context, definition) => {
    const images = context.facts.images;
    if (images.length === 0) return verdict(definition, 'info', 'No images in the HTML.');
    const missing = images.filter((image) => image.alt === null);
    const evidence = `${images.length - missing.length} of ${images.length} images have an alt attribute.${
      missing.length
        ? `\nWithout: ${missing
            .slice(0, 5)
            .map((image) => image.src.slice(0, 100))
            .join(', ')}`
        : ''
    }`;
    return verdict(definition, missing.length === 0 ? 'pass' : missing.length / images.length > 0.25 ? 'warn' : 'info', evidence);
  },
);

const GENERIC_LINK_TEXT = /^(click here|here|read more|more|learn more|link|this|details|click|go|continue|یہاں کلک کریں)$/i;

const links = defineCheck(
  {
    id: 'links',
    group: 'appearance',
    title: 'Crawlable, descriptive links',
    priority: 'low',
    effort: '30 minutes',
    why: 'Google follows only real <a href> links, and reads their words to learn what the target page is about.',
    fix: 'Use <a href="/page"> for navigation (not onclick or javascript:) and words that name the target ("AC repair prices", not "click here").',
  },
  (context, definition) => {
    const all = context.facts.links;
    const uncrawlable = all.filter((link) => !link.url && !/^\s*(mailto|tel):/i.test(link.href) && !link.href.startsWith('#'));
    const generic = all.filter((link) => GENERIC_LINK_TEXT.test(link.text));
    const empty = all.filter((link) => link.url && !link.text);
    const problems = [
      ...uncrawlable.slice(0, 3).map((link) => `not crawlable: <a href=${quote(link.href, 80)}>`),
      ...generic.slice(0, 3).map((link) => `generic text: <a href=${quote(link.href, 80)}>${link.text}</a>`),
      ...empty.slice(0, 3).map((link) => `no text: <a href=${quote(link.href, 80)}>`),
    ];
    if (all.length === 0) return verdict(definition, context.facts.builtByJavaScript ? 'info' : 'warn', 'No links in the HTML.');
    if (problems.length > 0) return verdict(definition, 'warn', `${all.length} links.\n${problems.join('\n')}`);
    return verdict(definition, 'pass', `${all.length} links, all crawlable with descriptive text.`);
  },
);

const language = defineCheck(
  {
    id: 'language',
    group: 'appearance',
    title: 'Language and direction',
    priority: 'low',
    effort: '5 minutes',
    why: 'The lang attribute tells Google and screen readers which language the page is in; Urdu text also needs dir="rtl" to read right to left.',
    fix: 'Set <html lang="en"> (or lang="ur" dir="rtl" for an Urdu page).',
  },
  (context, definition) => {
    const { lang, dir, arabicScriptShare } = context.facts;
    const urdu = arabicScriptShare > 0.5;
    const evidence = `<html${lang ? ` lang="${lang}"` : ''}${dir ? ` dir="${dir}"` : ''}>; ${Math.round(arabicScriptShare * 100)}% of the letters are in Urdu script.`;
    if (!lang) return verdict(definition, 'warn', evidence, urdu ? 'Set <html lang="ur" dir="rtl">.' : definition.fix);
    if (urdu && dir?.toLowerCase() !== 'rtl')
      return verdict(definition, 'warn', evidence, 'Add dir="rtl" to <html> so Urdu reads right to left.');
    if (urdu && !/^ur\b/i.test(lang)) return verdict(definition, 'warn', evidence, 'The page is mostly Urdu: set lang="ur".');
    return verdict(definition, 'pass', evidence);
  },
);

const hreflang = defineCheck(
  {
    id: 'hreflang',
    group: 'appearance',
    title: 'Language versions (hreflang)',
    priority: 'low',
    effort: '30 minutes',
    why: 'hreflang tells Google which address serves English and which Urdu readers; wrong codes or relative addresses are ignored.',
    fix: 'Use valid codes (en, ur, en-PK, x-default), absolute addresses, and list the page itself too.',
  },
  (context, definition) => {
    const list = context.facts.hreflang;
    if (list.length === 0)
      return verdict(definition, 'info', 'No hreflang links (only needed when the site has versions in several languages).');
    const bad = list.filter((entry) => !/^(x-default|[a-z]{2,3}(-[A-Za-z]{2,4})?)$/i.test(entry.lang) || !/^https?:\/\//i.test(entry.href));
    const evidence = list
      .slice(0, 8)
      .map((entry) => `<link rel="alternate" hreflang="${entry.lang}" href=${quote(entry.href, 120)}>`)
      .join('\n');
    return verdict(definition, bad.length > 0 ? 'warn' : 'pass', evidence);
  },
);

const structuredData = defineCheck(
  {
    id: 'structured-data',
    group: 'appearance',
    title: 'Structured data parses',
    priority: 'medium',
    effort: '30 minutes',
    why: 'A JSON-LD block with a syntax error is thrown away whole: Google sees none of its business details.',
    fix: 'Correct the JSON (a missing comma or quote is usual) and test it in Google’s Rich Results Test.',
  },
  (context, definition) => {
    const blocks = context.facts.jsonLd;
    if (blocks.length === 0)
      return verdict(definition, 'info', 'No JSON-LD structured data.', 'Add LocalBusiness and WebSite structured data.');
    const broken = blocks.filter((block) => block.error);
    const lines = blocks.map((block, index) =>
      block.error
        ? `Block ${index + 1}: does not parse (${block.error}): ${quote(block.source, 120)}`
        : `Block ${index + 1}: ${block.nodes.flatMap(typesOf).join(', ') || 'no @type'}`,
    );
    return verdict(definition, broken.length > 0 ? 'fail' : 'pass', lines.join('\n'));
  },
);

export const appearanceChecks: Check[] = [
  title,
  description,
  favicon,
  siteName,
  openGraph,
  ogImage,
  headingOne,
  headingTwo,
  imageAlt,
  links,
  language,
  hreflang,
  structuredData,
];
