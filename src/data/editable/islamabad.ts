import type { DefaultEntry } from '../../lib/content/editable-content';

/** Built-in text for the Islamabad page: exactly the spec 3 Islamabad keys. */
export const islamabadDefaults: DefaultEntry[] = [
  { section: 'hero', contentKey: 'hero_title', content: 'SEO Services in Islamabad for Businesses Ready to Grow' },
  {
    section: 'hero',
    contentKey: 'hero_subtitle',
    content:
      'From Blue Area offices to clinics in F-8 and restaurants near Centaurus, we help Islamabad businesses rank on Google, win more enquiries and keep growing, with a clear plan and honest reporting.',
  },
  { section: 'what_is_seo', contentKey: 'what_is_seo_title', content: 'What Is SEO and Why Does It Matter?' },
  {
    section: 'what_is_seo',
    contentKey: 'what_is_seo_content',
    content:
      'Search engine optimisation (SEO) is the work of making your website the best answer Google can show for the searches your customers make. It covers how your site is built, what your pages say and how far other trusted websites vouch for you.\n\nIn Islamabad and Rawalpindi, people research online before they call: a company checking suppliers, a family choosing a school, a patient looking for a specialist. SEO puts you in front of them at that moment.',
  },
  { section: 'local_seo', contentKey: 'local_seo_title', content: 'Local SEO for Islamabad and Rawalpindi' },
  { section: 'services', contentKey: 'services_title', content: 'Our SEO Services in Islamabad' },
  { section: 'results', contentKey: 'results_title', content: 'What Results to Expect, and When' },
  { section: 'cta', contentKey: 'cta_title', content: 'Ready to Grow Your Islamabad Business?' },
  {
    section: 'cta',
    contentKey: 'cta_subtitle',
    content:
      'Message us for a free consultation. We will review your website and your competitors and tell you honestly what it takes to rank.',
  },
];
