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
    limits: 'A title a script sets shows in a browser and is not read here; Google may rewrite titles anyway',
  },
  (context, definition) => {
    const titles = context.facts.titles.filter(Boolean);
    if (titles.length === 0)
      return verdict(
        definition,
        context.facts.builtByJavaScript ? 'warn' : 'fail',
        context.facts.titles.length > 0 ? '<title></title> is empty.' : 'No <title> in the HTML.',
        context.facts.titles.length > 0 ? 'Write the page’s title between <title> and </title>: what you offer and where.' : definition.fix,
      );
    const value = titles[0]!;
    const evidence = `<title>${value}</title> (${value.length} characters)`;
    if (value.length < 15) return verdict(definition, 'warn', evidence, 'Make the title say what you offer and where, not just your name.');
    // Google sets no limit; it cuts a long title to the width of the result (a note, not a problem).
    if (value.length > 65)
      return verdict(definition, 'info', `${evidence}: Google shows about the first 60 characters, up to ${quote(value.slice(0, 60))}.`);
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
    limits: 'A description a script sets is not read; Google may choose page text instead',
  },
  (context, definition) => {
    const value = context.facts.description;
    if (!value) return verdict(definition, 'fail', 'No <meta name="description">.');
    const evidence = `<meta name="description" content=${quote(value, 300)}> (${value.length} characters)`;
    if (value.length < 50) return verdict(definition, 'warn', evidence, 'Rewrite it to about 70–160 characters.');
    // "There's no limit on how long a meta description can be" (Google): a long one is cut, a note.
    if (value.length > 170)
      return verdict(
        definition,
        'info',
        `${evidence}: Google cuts the snippet to the screen's width, about the first 160 characters, up to ${quote(value.slice(0, 160))}.`,
      );
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
    limits: "The icon's size and format are not checked; an icon a script sets is not seen",
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
    limits: 'Google reads the site name from the home page only: on other pages this is a note',
  },
  (context, definition) => {
    const name = websiteName(context.facts.jsonLd.flatMap((block) => block.nodes));
    const path = new URL(context.page.url).pathname;
    if (!/^\/(index\.\w+)?$/i.test(path))
      return verdict(
        definition,
        'info',
        `Not judged on ${path}: Google reads the site name from the home page.${name ? ` This page names it ${quote(name)}.` : ''}`,
      );
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
    limits: 'Tags a script adds are invisible to WhatsApp and Facebook too; each app has its own rules for falling back',
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
    limits: 'Size (1200×630) and weight are not measured',
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
    limits: 'Headings a script builds show in a browser and are not read here (not judged on a page built by JavaScript)',
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
    limits: 'Headings a script builds are not read',
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
    limits: 'Images a script adds (sliders, galleries) are not seen; whether the text is good is for a person',
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
    // Each image without alt is read out by its file name: a warning from the first (issue 61's corpus; Lighthouse agrees).
    return verdict(definition, missing.length === 0 ? 'pass' : 'warn', evidence);
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
    limits: 'Links a script adds (menus, buttons) are not seen; links to a place on the same page are not judged by their words',
  },
  (context, definition) => {
    // As Lighthouse: a named anchor is no link, a bookmarklet no navigation, and a link to a place on this page is not ranked by its words.
    const all = context.facts.links.filter((link) => link.hasHref || link.placeholder);
    const uncrawlable = all.filter((link) => link.placeholder || (link.hasHref && !link.href.trim()));
    const generic = all.filter((link) => !link.samePage && GENERIC_LINK_TEXT.test(link.text));
    const empty = all.filter((link) => link.url && !link.name);
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
    limits: 'Urdu and Arabic share a script; the share of letters in the HTML decides',
  },
  (context, definition) => {
    const { lang, dir, arabicScriptShare } = context.facts;
    const urdu = arabicScriptShare > 0.5;
    const evidence = `<html${lang !== null ? ` lang="${lang}"` : ''}${dir ? ` dir="${dir}"` : ''}>; ${Math.round(arabicScriptShare * 100)}% of the letters are in Urdu script.`;
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
    limits: 'Return links on the other versions are not fetched',
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
    limits: 'Only JSON-LD in the HTML is read (not microdata, RDFa, or data a script or tag manager adds)',
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
