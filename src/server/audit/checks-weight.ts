import { type Check, defineCheck, hostOf, sameSite, verdict } from './check-kit';

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
  },
  (context, definition) => {
    const ms = Math.round(context.page.ttfbMs);
    const evidence = `${ms} ms to the first byte, measured from ${context.measuredFrom} (not from Pakistan), including the connection.`;
    return verdict(definition, ms > 1800 ? 'fail' : ms > 800 ? 'warn' : 'pass', evidence);
  },
);

const blockingScripts = defineCheck(
  {
    id: 'blocking-scripts',
    group: 'weight',
    title: 'Scripts that hold up the page',
    priority: 'medium',
    effort: '1 hour',
    why: 'A script in the <head> without async or defer stops the page from showing until it has downloaded and run.',
    fix: 'Add defer (or async) to scripts in the <head>, or move them to the end of <body>.',
  },
  (context, definition) => {
    const blocking = context.facts.scripts.filter((script) => script.blocking);
    if (blocking.length === 0) return verdict(definition, 'pass', 'No blocking scripts in the <head>.');
    return verdict(
      definition,
      blocking.length > 2 ? 'warn' : 'info',
      `${blocking.length} blocking script(s):\n${blocking
        .slice(0, 8)
        .map((script) => script.src)
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
  },
  (context, definition) => {
    const images = context.facts.images;
    if (images.length === 0) return verdict(definition, 'info', 'No images in the HTML.');
    const missing = images.filter((image) => !image.hasDimensions);
    const evidence = `${images.length - missing.length} of ${images.length} images have width and height.`;
    return verdict(definition, missing.length === 0 ? 'pass' : missing.length > 2 ? 'warn' : 'info', evidence);
  },
);

const lazyImages = defineCheck(
  {
    id: 'lazy-images',
    group: 'weight',
    title: 'Images below the first screen load later',
    priority: 'low',
    effort: '15 minutes',
    why: 'Loading every image at once slows the first screen; loading="lazy" fetches the rest when people scroll.',
    fix: 'Add loading="lazy" to images after the first two or three.',
  },
  (context, definition) => {
    const images = context.facts.images;
    const later = images.slice(3);
    if (later.length === 0) return verdict(definition, 'info', `${images.length} image(s): too few to matter.`);
    const eager = later.filter((image) => !image.lazy);
    return verdict(
      definition,
      eager.length > 3 ? 'warn' : 'pass',
      `${later.length - eager.length} of the ${later.length} images after the first three load lazily.`,
    );
  },
);

const imageFormats = defineCheck(
  {
    id: 'image-formats',
    group: 'weight',
    title: 'Modern image formats',
    priority: 'low',
    effort: '1 hour',
    why: 'WebP and AVIF images are often a third of the size of JPEG and PNG at the same quality.',
    fix: 'Serve photos as WebP or AVIF (most site builders and image plugins can convert them).',
  },
  (context, definition) => {
    const images = context.facts.images.filter((image) => image.src && !image.src.startsWith('data:'));
    if (images.length === 0) return verdict(definition, 'info', 'No images in the HTML.');
    const old = images.filter((image) => /\.(jpe?g|png|gif|bmp)(\?|#|$)/i.test(image.src));
    const evidence = `${old.length} of ${images.length} images are JPEG/PNG/GIF${
      old.length
        ? `: ${old
            .slice(0, 4)
            .map((image) => image.src.slice(0, 80))
            .join(', ')}`
        : ''
    }`;
    return verdict(definition, old.length > 3 ? 'warn' : 'pass', evidence);
  },
);

export const weightChecks: Check[] = [
  viewport,
  htmlSize,
  compression,
  ttfb,
  blockingScripts,
  thirdParty,
  imageDimensions,
  lazyImages,
  imageFormats,
];
