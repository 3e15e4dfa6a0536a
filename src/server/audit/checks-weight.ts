import { type Check, defineCheck, hostOf, sameSite, verdict } from './check-kit';
import type { ImageFact, ScriptFact } from './page-facts';
import type { FetchedAsset } from './resources';

/** Mobile and page weight: viewport, HTML size and compression, time to first byte, scripts, images. */

const viewport = defineCheck(
  {
    id: 'viewport',
    group: 'weight',
    title: 'Made for phones (viewport)',
    priority: 'high',
    effort: '5 minutes',
    why: 'Without a viewport tag phones show a shrunken desktop page; Google ranks by the mobile version.',
    fix: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the <head>.',
    limits: 'How the page really lays out on a phone (text size, tap targets) is not measured',
  },
  (context, definition) => {
    const value = context.facts.viewport;
    if (!value) return verdict(definition, 'fail', 'No <meta name="viewport">.');
    return verdict(definition, /width\s*=\s*device-width/i.test(value) ? 'pass' : 'warn', `<meta name="viewport" content="${value}">`);
  },
);

const KB = (bytes: number) => `${Math.round(bytes / 102.4) / 10} KB`;

const htmlSize = defineCheck(
  {
    id: 'html-size',
    group: 'weight',
    title: 'HTML size',
    priority: 'low',
    effort: '1 day',
    why: 'Every byte is paid for on a mobile connection; a heavy page is slow on 3G/4G in Pakistan.',
    fix: 'Remove inlined data, unused markup and page builders’ duplicates so the HTML is under about 100 KB.',
    limits: 'Only the HTML: images, scripts and fonts a browser also downloads are weighed only by the image checks',
  },
  (context, definition) => {
    const { bytes, transferBytes } = context.page;
    const evidence = `${KB(bytes)} of HTML, ${KB(transferBytes)} sent over the network.`;
    return verdict(definition, bytes > 500_000 ? 'warn' : 'pass', evidence);
  },
);

const compression = defineCheck(
  {
    id: 'compression',
    group: 'weight',
    title: 'Compression',
    priority: 'medium',
    effort: '15 minutes',
    why: 'Compressed HTML travels in a fraction of the bytes: faster pages on slow connections.',
    fix: 'Turn on gzip or Brotli compression on the server or CDN (usually a single setting).',
    limits: "Only the HTML's encoding is checked, not the stylesheets' and scripts'",
  },
  (context, definition) => {
    const encoding = context.page.contentEncoding;
    if (encoding && /gzip|br|deflate|zstd/i.test(encoding)) return verdict(definition, 'pass', `Content-Encoding: ${encoding}`);
    if (context.page.bytes < 1500) return verdict(definition, 'info', `Not compressed, but only ${KB(context.page.bytes)}.`);
    return verdict(definition, 'warn', `No Content-Encoding: ${KB(context.page.bytes)} sent uncompressed.`);
  },
);

const ttfb = defineCheck(
  {
    id: 'ttfb',
    group: 'weight',
    title: 'Server response time',
    priority: 'medium',
    effort: '1 day',
    why: 'Nothing appears until the server answers; a slow answer makes every visit slow.',
    fix: 'Use page caching or a CDN, and a host close to your visitors.',
    limits: "**Measured from the server's region, not from Pakistan**; one sample, not a visitor's phone network",
  },
  (context, definition) => {
    const ms = Math.round(context.page.ttfbMs);
    const evidence = `${ms} ms to the first byte, measured from ${context.measuredFrom} (not from Pakistan), including the connection.`;
    return verdict(definition, ms > 1800 ? 'fail' : ms > 800 ? 'warn' : 'pass', evidence);
  },
);

/** Where a script without async or defer sits, as the report says it. */
function placeOf(script: ScriptFact): string {
  if (script.inHead) return 'in <head>';
  if (holdsUpFirstScreen(script)) return 'in <body>, before most of the text';
  return script.imageBefore && script.textAfter >= 0.5 ? 'in <body>, after the first image' : 'end of <body>';
}

/**
 * Whether the first screen waits for a synchronous script: in <head> always;
 * in <body> only before most of the page's text with no image fetched before
 * it (Chrome paints what it has parsed, and a script found after an image
 * loads at a lower priority, which Lighthouse does not count as blocking).
 */
function holdsUpFirstScreen(script: ScriptFact): boolean {
  return script.inHead || (script.textAfter >= 0.5 && !script.imageBefore);
}

const blockingScripts = defineCheck(
  {
    id: 'blocking-scripts',
    group: 'weight',
    title: 'Scripts that hold up the page',
    priority: 'medium',
    effort: '1 hour',
    why: 'A script without async or defer in <head> stops the browser until it has downloaded and run: nothing shows before it. At the end of <body> it holds up no first screen, but taps wait until it has run.',
    fix: 'Add defer to each script (async for ones nothing depends on, such as analytics).',
    limits: 'Scripts another script inserts, and how long each takes to run on a phone, are not seen',
  },
  (context, definition) => {
    const blocking = context.facts.scripts.filter((script) => script.blocking);
    if (blocking.length === 0) return verdict(definition, 'pass', 'No script without async or defer.');
    const list = (scripts: ScriptFact[]) =>
      scripts
        .slice(0, 8)
        .map((script) => `${script.url ?? script.src} (${placeOf(script)})`)
        .join('\n');
    const holding = blocking.filter(holdsUpFirstScreen);
    const late = blocking.filter((script) => !holdsUpFirstScreen(script));
    if (holding.length === 0)
      return verdict(
        definition,
        'info',
        `${late.length} script(s) without async or defer come after the first screen's content: the browser shows the page before them, so they hold up no first paint, only taps and scrolling until they have run.\n${list(late)}`,
      );
    return verdict(
      definition,
      'warn',
      `${holding.length} script(s) without async or defer hold up the first screen:\n${list(holding)}${late.length ? `\n${late.length} more later in <body> (no first-paint delay):\n${list(late)}` : ''}`,
    );
  },
);

const renderBlockingCss = defineCheck(
  {
    id: 'render-blocking-css',
    group: 'weight',
    title: 'Stylesheets that hold up the page',
    priority: 'medium',
    effort: '1 hour',
    why: 'Nothing shows until every stylesheet has downloaded; a web-font stylesheet on another host costs a whole extra connection first, seconds on a slow phone network.',
    fix: 'Inline the few rules the first screen needs and load the rest later; host web fonts yourself (or drop them) instead of linking fonts.googleapis.com.',
    limits: 'Fonts and @import rules inside the stylesheets are not read; how long each takes on a phone is not measured',
  },
  (context, definition) => {
    const blocking = context.facts.stylesheetLinks.filter((link) => link.blocking);
    if (blocking.length === 0)
      return verdict(definition, 'pass', `No stylesheet holds up the first paint (${context.facts.stylesheetLinks.length} linked in all).`);
    const other = blocking.filter((link) => !sameSite(link.url, context.page.url));
    return verdict(
      definition,
      'warn',
      `${blocking.length} stylesheet(s) the first paint waits for${other.length ? `, ${other.length} on other hosts` : ''}:\n${blocking
        .slice(0, 8)
        .map((link) => `${link.url}${link.inHead ? '' : ' (in <body>)'}`)
        .join('\n')}`,
    );
  },
);

const thirdParty = defineCheck(
  {
    id: 'third-party-scripts',
    group: 'weight',
    title: 'Scripts from other companies',
    priority: 'low',
    effort: '1 hour',
    why: 'Each outside script costs a connection and download, and can slow or break the page.',
    fix: 'Remove scripts you no longer use (old chat widgets, trackers, sliders) and load the rest with defer.',
    limits: 'Scripts other scripts add (tag managers, widgets) are not seen',
  },
  (context, definition) => {
    const hosts = [
      ...new Set(
        context.facts.scripts
          .map((script) => script.url)
          .filter((url): url is string => Boolean(url) && !sameSite(url!, context.page.url))
          .map(hostOf),
      ),
    ];
    const evidence = hosts.length ? `${hosts.length} outside host(s): ${hosts.join(', ')}` : 'No scripts from other hosts.';
    return verdict(definition, hosts.length > 5 ? 'warn' : hosts.length > 0 ? 'info' : 'pass', evidence);
  },
);

const imageDimensions = defineCheck(
  {
    id: 'image-dimensions',
    group: 'weight',
    title: 'Image sizes given',
    priority: 'low',
    effort: '30 minutes',
    why: 'Images without width and height make the page jump while loading, so people tap the wrong thing.',
    fix: 'Give every <img> width and height attributes (its real proportions).',
    limits: 'Sizes set in stylesheets are not read: a browser may show no shift where CSS sizes the image',
  },
  (context, definition) => {
    const images = context.facts.images;
    if (images.length === 0) return verdict(definition, 'info', 'No images in the HTML.');
    const missing = images.filter((image) => !image.hasDimensions);
    const evidence = `${images.length - missing.length} of ${images.length} images have width and height.${
      missing.length
        ? `\nWithout: ${missing
            .slice(0, 5)
            .map((image) => image.src.slice(0, 100))
            .join(', ')}`
        : ''
    }`;
    return verdict(definition, missing.length === 0 ? 'pass' : 'warn', evidence);
  },
);

/** Eager images after the first three weighing more than this in all slow the first screen down. */
const EAGER_LATER_BUDGET = 100 * 1024;

/** The fetched image resources by the address asked for (and the final one), for the <img> elements that asked. */
function fetchedImages(resources: readonly FetchedAsset[]): Map<string, FetchedAsset> {
  const map = new Map<string, FetchedAsset>();
  for (const resource of resources.filter((entry) => entry.kind === 'image')) {
    map.set(resource.requestedUrl, resource);
    map.set(resource.url, resource);
  }
  return map;
}

/** The distinct addresses of the page's <img> elements a phone loads. */
function imageAddresses(images: readonly ImageFact[]): string[] {
  return [...new Set(images.map((image) => image.fetchUrl).filter((url): url is string => Boolean(url) && /^https?:/i.test(url!)))];
}

const weighable = (resource: FetchedAsset | undefined): resource is FetchedAsset =>
  Boolean(resource && resource.bytes !== null && resource.status !== null && resource.status < 400);

const lazyImages = defineCheck(
  {
    id: 'lazy-images',
    group: 'weight',
    title: 'Images below the first screen load later',
    priority: 'low',
    effort: '15 minutes',
    why: 'Loading every image at once slows the first screen; loading="lazy" fetches the rest when people scroll.',
    fix: 'Add loading="lazy" to images after the first two or three.',
    limits:
      'The first screen is taken as the first three images, not measured on a phone; only the images the request budget lets the audit weigh are counted',
  },
  (context, definition) => {
    const images = context.facts.images;
    const later = images.slice(3);
    if (later.length === 0) return verdict(definition, 'info', `${images.length} image(s): too few to matter.`);
    const eager = later.filter((image) => !image.lazy);
    const summary = `${later.length - eager.length} of the ${later.length} images after the first three load lazily.`;
    if (eager.length === 0) return verdict(definition, 'pass', summary);
    const fetched = fetchedImages(context.resources);
    const eagerAddresses = imageAddresses(eager);
    const weighed = eagerAddresses.map((url) => fetched.get(url)).filter(weighable);
    const bytes = weighed.reduce((sum, resource) => sum + resource.bytes!, 0);
    const unweighed = eagerAddresses.length - weighed.length;
    const notWeighed = unweighed ? ` ${unweighed} not weighed (the audit's request budget).` : '';
    if (bytes > EAGER_LATER_BUDGET)
      return verdict(
        definition,
        'warn',
        `${summary} The ${weighed.length} loaded at once that were weighed add up to ${size(bytes)}, fetched before anyone scrolls.${notWeighed}`,
      );
    if (weighed.length === 0)
      return verdict(
        definition,
        'info',
        `${summary} The ${eager.length} loaded at once could not be weighed within the audit's requests, so they are not judged.`,
      );
    return verdict(
      definition,
      'pass',
      `${summary} The ${weighed.length} loaded at once that were weighed add up to ${size(bytes)}: too little to slow the first screen.${notWeighed}`,
    );
  },
);

/** The file name of an address, for evidence an owner recognises. */
function fileName(url: string): string {
  try {
    const { pathname } = new URL(url);
    return decodeURIComponent(pathname.split('/').filter(Boolean).at(-1) ?? pathname).slice(0, 80) || url.slice(0, 80);
  } catch {
    return url.slice(0, 80);
  }
}

const OLD_FORMAT_TYPES = /^image\/(jpeg|jpg|pjpeg|png|gif|bmp)$/;
/** Below this a WebP copy saves too little to be worth the work. */
const WORTH_CONVERTING = 20 * 1024;

const imageFormats = defineCheck(
  {
    id: 'image-formats',
    group: 'weight',
    title: 'Modern image formats',
    priority: 'low',
    effort: '1 hour',
    why: 'WebP and AVIF images are often a third of the size of JPEG and PNG at the same quality.',
    fix: 'Serve photos as WebP or AVIF (most site builders and image plugins can convert them).',
    limits:
      'Judged by the type the server sent for the images the request budget lets the audit fetch (largest first by what the HTML says); the others are counted as not checked, never judged by their file names',
  },
  (context, definition) => {
    const addresses = imageAddresses(context.facts.images);
    if (addresses.length === 0) return verdict(definition, 'info', 'No images in the HTML.');
    const fetched = fetchedImages(context.resources);
    const typed = [...new Set(context.resources.filter((resource) => resource.kind === 'image' && resource.contentType))];
    const judged = typed.filter((resource) => resource.contentType!.startsWith('image/') && (resource.status ?? 500) < 400);
    const notChecked = addresses.filter((url) => !judged.includes(fetched.get(url)!)).length;
    const skipped = notChecked
      ? `; ${notChecked} of the page's ${addresses.length} image(s) not checked (not fetched within the audit's requests, or not an image)`
      : '';
    if (judged.length === 0)
      return verdict(
        definition,
        'info',
        `None of the page's ${addresses.length} image(s) could be fetched within the audit's requests: not checked (an image is judged by the type its server sends, never by its file name).`,
      );
    const heavy = judged.filter((resource) => OLD_FORMAT_TYPES.test(resource.contentType!) && (resource.bytes ?? 0) >= WORTH_CONVERTING);
    const lines = heavy.map((resource) => `${fileName(resource.url)} (${resource.contentType}, ${size(resource.bytes!)})`);
    const evidence = `${heavy.length} of ${judged.length} image(s) fetched are JPEG/PNG/GIF over ${size(WORTH_CONVERTING)}${skipped}${lines.length ? `:\n${lines.join('\n')}` : '.'}`;
    return verdict(definition, heavy.length > 0 ? 'warn' : 'pass', evidence);
  },
);

/** Sizes for people: "293 KB", "1.4 MB". */
function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 104857.6) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

const imageWeight = defineCheck(
  {
    id: 'image-weight',
    group: 'weight',
    title: 'Image weight',
    priority: 'high',
    effort: '1 hour',
    why: 'A photo straight from a camera or phone weighs megabytes: on a mobile connection in Pakistan the page stays blank or half-drawn for seconds, and the visitor pays for the data.',
    fix: 'Resize photos to the width they are shown at (about 1600 px at most) and save them as WebP or AVIF at 75–80 % quality; most images then weigh under 200 KB.',
    limits:
      'Only the images the request budget allows are weighed, the largest the HTML shows first (its sizes, srcset, the first image); images set in stylesheets, and how large each is shown on a phone, are not seen',
  },
  (context, definition) => {
    const weighed = context.resources
      .filter((resource) => resource.kind === 'image' && resource.bytes !== null && resource.status !== null && resource.status < 400)
      .sort((a, b) => b.bytes! - a.bytes!);
    const fetched = fetchedImages(context.resources);
    const addresses = imageAddresses(context.facts.images);
    const notWeighed = addresses.filter((url) => !weighable(fetched.get(url))).length;
    const rest = notWeighed
      ? `\n${notWeighed} of the page's ${addresses.length} image(s) not weighed (the audit's request budget, or no answer).`
      : '';
    if (weighed.length === 0)
      return verdict(
        definition,
        'info',
        context.facts.images.length ? `The images could not be weighed.${rest}` : 'No images in the HTML.',
      );
    const line = (resource: FetchedAsset) =>
      `${fileName(resource.url)}: ${resource.capped ? 'over ' : ''}${size(resource.bytes!)}${resource.contentType ? ` (${resource.contentType})` : ''}`;
    const largest = weighed[0]!.bytes!;
    const evidence = `The ${weighed.length} image(s) weighed (the largest the HTML shows first), largest first:\n${weighed.slice(0, 6).map(line).join('\n')}${rest}`;
    const heavy = weighed.filter((resource) => resource.bytes! > 200 * 1024).map((resource) => fileName(resource.url));
    const fix = `${definition.fix} Start with ${heavy.slice(0, 3).join(', ')}.`;
    if (largest > 1024 * 1024) return verdict(definition, 'fail', evidence, fix);
    if (largest > 200 * 1024) return verdict(definition, 'warn', evidence, fix);
    return verdict(definition, 'pass', evidence);
  },
);

const brokenResources = defineCheck(
  {
    id: 'broken-resources',
    group: 'weight',
    title: 'Missing images, stylesheets and scripts',
    priority: 'high',
    effort: '30 minutes',
    why: 'A stylesheet or script that answers with an error leaves the page unstyled or broken; a missing image leaves a hole where a photo should be.',
    fix: 'Upload the missing files again, or correct their addresses in the page.',
    limits: 'Only the files the request budget allows are asked for; files a script or stylesheet loads are not',
  },
  (context, definition) => {
    const own = context.resources.filter((resource) => sameSite(resource.url, context.page.url));
    if (own.length === 0) return verdict(definition, 'info', 'No image, stylesheet or script of the site itself was asked for.');
    const broken = own.filter((resource) => resource.status !== null && resource.status >= 400);
    const lines = broken.map((resource) => `${resource.kind} ${resource.url} answered ${resource.status}`);
    if (broken.some((resource) => resource.kind !== 'image')) return verdict(definition, 'fail', lines.join('\n'));
    if (broken.length > 0) return verdict(definition, 'warn', lines.join('\n'));
    return verdict(
      definition,
      'pass',
      `${own.length} file(s) of the site asked for, all answered: ${own.map((resource) => fileName(resource.url)).join(', ')}`.slice(
        0,
        600,
      ),
    );
  },
);

export const weightChecks: Check[] = [
  viewport,
  htmlSize,
  compression,
  ttfb,
  blockingScripts,
  renderBlockingCss,
  thirdParty,
  imageDimensions,
  lazyImages,
  imageWeight,
  imageFormats,
  brokenResources,
];
