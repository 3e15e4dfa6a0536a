import type { SiteConfig } from '../../config/site';
import type { DocumentPageData } from './schema';

/** Terms of service: what using the site and our services involves, in plain words. */
export function termsPage(site: SiteConfig): DocumentPageData {
  const { brandName: brand, email, phoneDisplay: phone } = site;
  return {
    slug: 'terms',
    kind: 'policy',
    seo: {
      title: 'Terms of service for our website and SEO work',
      description:
        'The terms for using our website and working with us: free audits, proposals and fees, realistic SEO timelines, no guaranteed rankings, and your data.',
      keywords: ['terms of service', 'terms and conditions', 'seo agency terms'],
      breadcrumb: 'Terms of service',
    },
    title: 'Terms of service',
    summary: `These terms cover your use of this website and the SEO services ${brand} offers. They are short on purpose. Anything we agree with you in a signed proposal comes first where the two differ.`,
    updated: '2025-06-01',
    sections: [
      {
        id: 'using-this-site',
        title: 'Using this website',
        paragraphs: [
          'You may read, print and share the pages of this site for your own use. Please do not copy our text or designs to publish them as your own, try to break into the site, or send the forms automatically.',
          'We keep the information on the site accurate and up to date, but it is general advice, not a promise of results for your business.',
        ],
      },
      {
        id: 'free-audit',
        title: 'The free SEO audit',
        paragraphs: [
          'The audit you request with our form is free and puts you under no obligation. We use the details you give us only to prepare it and talk to you about it, as our privacy notice explains.',
        ],
      },
      {
        id: 'our-services',
        title: 'Proposals, fees and payment',
        paragraphs: [
          'Before any paid work starts we send you a written proposal with the work, the monthly fee or price, the currency and the payment dates. Work starts when you accept it in writing. Either side can end a monthly plan with 30 days\u2019 written notice unless the proposal says otherwise.',
        ],
      },
      {
        id: 'results',
        title: 'Results and timelines',
        paragraphs: [
          'Search engines decide rankings, not us. No honest agency can guarantee a position in Google, and we never do. From experience, initial results usually show in 3-6 months and significant results in 6-12 months, depending on your market, your website and your competition.',
        ],
        bullets: [
          'We follow search engines\u2019 published guidelines and never use tactics that put your site at risk.',
          'We report what we did and what changed, in plain language, every month.',
          'Special offers, such as a first month free, apply only where the page or your proposal says so.',
        ],
      },
      {
        id: 'your-part',
        title: 'What we need from you',
        paragraphs: [
          'Access to your website, analytics and business profiles where the work needs them, accurate information about your business, and permission to use any content, images or trade marks you give us.',
        ],
      },
      {
        id: 'ownership',
        title: 'Who owns the work',
        paragraphs: [
          'Once paid for, the content, reports and changes we make for your website are yours. We keep the right to use our own tools, methods and general know-how, and to mention you as a client only with your permission.',
        ],
      },
      {
        id: 'liability',
        title: 'Our responsibility',
        paragraphs: [
          'We do our work with reasonable care and skill. We are not responsible for changes search engines make, for outages of third-party platforms, or for losses we could not reasonably foresee. Our total liability for any piece of work is limited to the fees you paid for it in the previous three months. Nothing in these terms limits rights the law gives you that cannot be limited.',
        ],
      },
      {
        id: 'law',
        title: 'Law and disputes',
        paragraphs: [
          'These terms are governed by the laws of Pakistan. If something goes wrong, please tell us first: most problems are solved with a conversation. If you use our services as a consumer, you also keep the protections of the law where you live.',
        ],
      },
      {
        id: 'contact',
        title: 'Questions about these terms',
        paragraphs: [`E-mail ${email} or call ${phone}. We may update these terms; the date at the top shows the latest change.`],
      },
    ],
  };
}
