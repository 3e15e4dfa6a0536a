import type { SiteConfig } from '../../config/site';
import type { DocumentPageData } from './schema';

/** About us: who the agency is, how it works and where. */
export function aboutPage(site: SiteConfig): DocumentPageData {
  const { brandName: brand } = site;
  return {
    slug: 'about',
    kind: 'about',
    seo: {
      title: 'About us: an SEO agency based in Pakistan',
      description:
        'Who we are and how we work: a Pakistan-based SEO agency helping local businesses and clients abroad grow with honest, measurable search engine optimisation.',
      keywords: ['about us', 'seo agency pakistan', 'seo team'],
      breadcrumb: 'About us',
    },
    title: `About ${brand}`,
    summary: `${brand} is a search engine optimisation agency based in Pakistan. We help businesses in Lahore, Karachi, Islamabad, Sialkot and beyond, and clients in the UK, Canada, the US, the UAE and Australia, get found by the people searching for what they offer.`,
    updated: '2025-06-01',
    sections: [
      {
        id: 'what-we-do',
        title: 'What we do',
        paragraphs: [
          'We audit websites, fix what holds them back, write and improve the pages people search for, build local visibility on Google and earn links from relevant sites. Every plan starts with a free audit, so you know what needs doing before you spend anything.',
        ],
      },
      {
        id: 'how-we-work',
        title: 'How we work',
        paragraphs: ['Good SEO is patient, careful work. We keep it plain and measurable:'],
        bullets: [
          'No guaranteed rankings, because no one can honestly promise them.',
          'Realistic timelines: initial results in 3-6 months, significant results in 6-12 months.',
          'A monthly report in plain language showing what we did and what changed.',
          'Only methods search engines accept, so your site is never put at risk.',
        ],
      },
      {
        id: 'who-we-help',
        title: 'Who we help',
        paragraphs: [
          'Shops, clinics, law and accounting firms, software companies and service businesses of every size. We work in English and Urdu, and with clients abroad in their own time zone.',
        ],
      },
    ],
  };
}
