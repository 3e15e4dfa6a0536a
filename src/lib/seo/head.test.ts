import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../config/site';
import { MAX_TITLE_LENGTH, buildHead, type HeadModel } from './head';
import { agencyOffice, faqPage, localBusiness, organization, serializeJsonLd, webSite } from './structured-data';

const site = readSiteConfig({ SITE_URL: 'https://seo.example.pk/', BRAND_NAME: 'Test Agency' });

function meta(head: HeadModel, key: string): string | undefined {
  for (const t of head.tags) {
    if (t.tag !== 'meta') continue;
    const attrs = t.attrs as Record<string, string>;
    if (attrs.name === key || attrs.property === key) return attrs.content;
  }
  return undefined;
}
const canonicalOf = (head: HeadModel) => {
  const tag = head.tags.find((t) => t.tag === 'link' && t.attrs.rel === 'canonical');
  return tag?.tag === 'link' ? tag.attrs : undefined;
};

const plain = {
  title: 'SEO Services in Lahore',
  description: 'Rank higher on Google in Lahore with local SEO, on-page fixes and honest monthly reporting.',
  keywords: ['seo lahore', 'seo services lahore'],
  path: '/seo-services-lahore',
  breadcrumb: 'SEO Services Lahore',
};

describe('buildHead with an edited search appearance', () => {
  const shown = {
    title: 'Lahore SEO That Brings Calls',
    description: 'Edited in the admin: local SEO in Lahore with a monthly report you can read in five minutes.',
  };
  const head = buildHead({ ...plain, shown, social: { image: { path: '/og/seo-services-lahore.png', width: 1200, height: 630 } } }, site);

  it('puts the edited title and description into <title>, the meta description and every sharing tag', () => {
    expect(head.title).toBe('Lahore SEO That Brings Calls | Test Agency');
    expect(meta(head, 'description')).toBe(shown.description);
    for (const key of ['og:title', 'twitter:title', 'og:image:alt']) expect(meta(head, key)).toBe(head.title);
    for (const key of ['og:description', 'twitter:description']) expect(meta(head, key)).toBe(shown.description);
  });

  it('keeps canonical and breadcrumbs on the page’s own rules', () => {
    expect(canonicalOf(head)?.href).toBe('https://seo.example.pk/seo-services-lahore');
    expect(meta(head, 'og:url')).toBe('https://seo.example.pk/seo-services-lahore');
    expect(JSON.stringify(head.jsonLd)).not.toContain('Brings Calls');
    expect(JSON.stringify(head.jsonLd)).toContain('SEO Services Lahore');
  });

  it('refuses an edited value outside the limits instead of rendering it', () => {
    expect(() => buildHead({ ...plain, shown: { ...shown, title: 'short' } }, site)).toThrow();
  });
});

describe('buildHead for a plain page', () => {
  const head = buildHead(plain, site);

  it('adds the brand to the title once', () => {
    expect(head.title).toBe('SEO Services in Lahore | Test Agency');
    expect(buildHead({ ...plain, title: 'Test Agency: SEO in Lahore' }, site).title).toBe('Test Agency: SEO in Lahore');
  });

  it('leaves the brand off when the title would grow past 65 characters', () => {
    expect(MAX_TITLE_LENGTH).toBe(65);
    const long = 'On-Page SEO Services in Pakistan: Content & Page Optimisation';
    expect(buildHead({ ...plain, title: long }, site).title).toBe(long);
    const fits = 'x'.repeat(MAX_TITLE_LENGTH - ' | Test Agency'.length);
    expect(buildHead({ ...plain, title: fits }, site).title).toBe(`${fits} | Test Agency`);
  });

  it('has description, keywords, robots and an absolute canonical without trailing slash', () => {
    expect(meta(head, 'description')).toBe(plain.description);
    expect(meta(head, 'keywords')).toBe('seo lahore, seo services lahore');
    expect(meta(head, 'robots')).toBe('index, follow');
    expect(canonicalOf(head)).toEqual({ rel: 'canonical', href: 'https://seo.example.pk/seo-services-lahore' });
  });

  it('has no social tags unless asked', () => {
    expect(meta(head, 'og:title')).toBeUndefined();
    expect(meta(head, 'twitter:card')).toBeUndefined();
  });

  it('starts the JSON-LD with a breadcrumb trail Home > page', () => {
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://seo.example.pk/' },
        { position: 2, name: 'SEO Services Lahore', item: 'https://seo.example.pk/seo-services-lahore' },
      ],
    });
  });

  it('rejects a page without keywords, with a trailing slash, or with a short description', () => {
    expect(() => buildHead({ ...plain, keywords: [] }, site)).toThrow();
    expect(() => buildHead({ ...plain, path: '/seo-services-lahore/' }, site)).toThrow();
    expect(() => buildHead({ ...plain, description: 'Too short.' }, site)).toThrow();
  });
});

describe('buildHead for home', () => {
  const faq = Array.from({ length: 5 }, (_, i) => ({ question: `Question ${i + 1}?`, answer: `Answer ${i + 1}.` }));
  const head = buildHead(
    {
      title: 'Test Agency: SEO Services in Pakistan',
      description: 'SEO services for businesses across Pakistan: audits, on-page, off-page, local and e-commerce SEO.',
      keywords: ['seo pakistan'],
      path: '/',
      social: { image: { path: '/og-image.png', alt: 'Test Agency', width: 1200, height: 630 } },
      records: [webSite(site), organization(site, 'An SEO agency.'), faqPage(faq)],
    },
    site,
  );

  it('uses the origin with a slash as canonical and a one-item breadcrumb', () => {
    expect(canonicalOf(head)?.href).toBe('https://seo.example.pk/');
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Home' }] });
  });

  it('sets Open Graph and Twitter tags with absolute image URLs', () => {
    expect(meta(head, 'og:title')).toBe('Test Agency: SEO Services in Pakistan');
    expect(meta(head, 'og:url')).toBe('https://seo.example.pk/');
    expect(meta(head, 'og:image')).toBe('https://seo.example.pk/og-image.png');
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');
  });

  it('declares the WebSite search template, the fixed rating and five FAQ questions', () => {
    const types = head.jsonLd.map((r) => (r as { '@type': string })['@type']);
    expect(types).toEqual(['BreadcrumbList', 'WebSite', 'Organization', 'FAQPage']);
    expect(head.jsonLd[1]).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://seo.example.pk/search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(head.jsonLd[2]).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1000 },
    });
    expect((head.jsonLd[3] as unknown as { mainEntity: unknown[] }).mainEntity).toHaveLength(5);
  });
});

describe('buildHead for a city page', () => {
  const head = buildHead(
    {
      ...plain,
      records: [
        localBusiness(site, {
          type: 'ProfessionalService',
          name: 'Test Agency Lahore',
          description: 'SEO services in Lahore.',
          path: '/seo-services-lahore',
          areaServed: 'Lahore',
          geo: { latitude: 31.5204, longitude: 74.3587 },
          address: { locality: 'Lahore', region: 'Punjab', country: 'PK' },
        }),
      ],
    },
    site,
  );

  it('carries a professional-service record with coordinates of the city', () => {
    expect(head.jsonLd[1]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      areaServed: 'Lahore',
      geo: { '@type': 'GeoCoordinates', latitude: 31.5204, longitude: 74.3587 },
      address: { addressLocality: 'Lahore', addressCountry: 'PK' },
      url: 'https://seo.example.pk/seo-services-lahore',
    });
  });
});

describe('agencyOffice', () => {
  it('publishes the configured office: its address in parts, its hours and a map', () => {
    const office = agencyOffice(
      readSiteConfig({
        BRAND_NAME: 'Test Agency',
        POSTAL_ADDRESS: 'Suite 4, Jinnah Avenue, Blue Area, Islamabad 44000, Pakistan',
        OPENING_HOURS: 'Mo-Fr 10:00-19:00; Sa 10:00-14:00',
      }),
    );
    expect(office).toMatchObject({
      '@type': 'ProfessionalService',
      name: 'Test Agency',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Suite 4, Jinnah Avenue, Blue Area',
        addressLocality: 'Islamabad',
        postalCode: '44000',
        addressCountry: 'PK',
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '10:00',
          closes: '19:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '14:00' },
      ],
      hasMap: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Suite%204/),
    });
  });

  it('stops the build on hours it cannot read', () => {
    expect(() => readSiteConfig({ OPENING_HOURS: '9 to 5' })).toThrow('OPENING_HOURS');
  });
});

describe('serializeJsonLd', () => {
  it('cannot be broken out of by a closing script tag', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
