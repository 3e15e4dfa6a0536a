import { type ServicePageInput } from '../kinds';

export const ecommerceSeo: ServicePageInput = {
  kind: 'service',
  slug: 'ecommerce-seo',
  seo: {
    title: 'E-commerce SEO Services in Pakistan for Online Stores',
    description:
      'E-commerce SEO for Pakistani online stores on Shopify, WooCommerce and Magento: product and category optimisation, technical fixes and more organic sales.',
    keywords: ['ecommerce seo pakistan', 'shopify seo', 'woocommerce seo', 'magento seo', 'online store seo'],
    breadcrumb: 'E-commerce SEO',
  },
  serviceType: 'E-commerce SEO',
  hero: {
    eyebrow: 'E-commerce SEO',
    title: 'Turn Google searches into orders for your online store',
    text: 'Every day, shoppers across Pakistan search Google for products you sell. E-commerce SEO puts your categories and products in front of them, so you sell more without paying for every click.',
    buttons: [{ label: 'Grow My Store', action: { type: 'contact' } }],
    ticks: ['Shopify, WooCommerce and Magento', 'Product and category pages optimised', 'Focused on sales, not just traffic'],
    side: { kind: 'callout', stat: { value: '400%', label: 'average organic revenue growth within 12 months' } },
  },
  sections: [
    {
      kind: 'cards',
      id: 'features',
      title: 'What our e-commerce SEO includes',
      intro: 'Online stores have their own SEO problems. We solve them at catalogue scale.',
      cards: [
        {
          title: 'Product page optimisation',
          text: 'Unique titles, descriptions, images and product schema that win clicks and rich results.',
        },
        { title: 'Category page SEO', text: 'Category pages built to rank for the broad searches that bring the most shoppers.' },
        {
          title: 'Technical store health',
          text: 'Filters, duplicate URLs, pagination and site speed handled so Google crawls what matters.',
        },
        { title: 'Content that sells', text: 'Buying guides and comparisons that answer shoppers’ questions and lead them to the cart.' },
      ],
    },
    {
      kind: 'steps',
      id: 'strategy',
      title: 'Our three-step e-commerce strategy',
      intro: 'We start where the revenue is: your best-selling categories and products.',
      steps: [
        {
          title: 'Store audit',
          text: 'We crawl your store, find technical and duplicate-content problems, and identify the categories with the most potential.',
        },
        {
          title: 'Optimise categories and products',
          text: 'We rewrite titles and descriptions, add structured data and fix internal links, starting with the best sellers.',
        },
        {
          title: 'Grow with content and links',
          text: 'Buying guides, seasonal pages for Eid and sale events, and links from relevant blogs and publications.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'platforms',
      title: 'Platforms we work with',
      intro: 'We know the strengths and the traps of each major store platform.',
      cards: [
        { title: 'Shopify', text: 'Clean collection structure, theme speed fixes, unused apps removed and product schema done right.' },
        {
          title: 'WooCommerce',
          text: 'WordPress stores tuned for speed, with sensible categories and tags and a properly configured SEO plugin.',
        },
        { title: 'Magento', text: 'Large catalogues with layered navigation, canonical tags and crawl budget kept under control.' },
      ],
    },
    {
      kind: 'cards',
      id: 'challenges',
      title: 'E-commerce SEO challenges we solve',
      intro: 'These four problems hold back most of the stores we audit.',
      cards: [
        {
          title: 'Duplicate content',
          text: 'Manufacturer descriptions copied across many stores, and the same product reachable at several URLs.',
        },
        { title: 'Thin category pages', text: 'Categories with only a product grid and no text Google can understand.' },
        { title: 'Out-of-stock products', text: 'Pages that disappear or show errors, throwing away the rankings they had built.' },
        { title: 'Slow mobile pages', text: 'Heavy images and apps that make shoppers on mobile data leave before the page loads.' },
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      title: 'Why SEO is your store’s best sales channel',
      intro: 'Ads stop when the budget does. Rankings keep selling.',
      cards: [
        {
          title: 'Lower cost per sale',
          text: 'Organic visitors cost nothing per click, so every sale from search is more profitable than one from ads.',
        },
        { title: 'Steady, growing traffic', text: 'Well-ranked product and category pages bring orders month after month.' },
        {
          title: 'Less reliance on marketplaces',
          text: 'Customers buy from your own store, where you keep the relationship and the margin.',
        },
      ],
      ticked: true,
    },
    {
      kind: 'figures',
      id: 'statistics',
      title: 'What e-commerce SEO achieves',
      intro: 'Averages across our online store clients. Results depend on your products and market; we never guarantee rankings.',
      stats: [
        { value: '400%', label: 'average organic revenue growth within 12 months' },
        { value: '75%', label: 'more product and category pages ranking on page one' },
        { value: '60%', label: 'higher conversion rate from organic visitors' },
      ],
    },
  ],
  contact: {
    title: 'Ready to sell more from search?',
    text: 'Send us your store address and your best-selling categories. We will show you what is holding your products back in Google.',
    buttons: [
      {
        label: 'Book Your Free Store SEO Audit',
        action: { type: 'chat', message: "Hello! I'd like to book a free E-commerce SEO audit for my online store." },
      },
      {
        label: 'Schedule a Consultation',
        action: { type: 'chat', message: "Hello! I'd like to schedule a consultation about your E-commerce SEO service." },
      },
    ],
    note: 'No obligation. We work with Shopify, WooCommerce, Magento and custom-built stores.',
  },
};
