import { z } from 'zod';
import { iconCardSchema, sectionHeadingSchema } from '../blocks';

/** Specialised Solutions: six cards, the 36 cities served, and the Affordable vs Cheap SEO table. */
export const SOLUTION_TITLES = [
  'Technical SEO',
  'Custom Outreach',
  'Local SEO',
  'SEO Consulting',
  'Ecommerce SEO',
  'White Hat SEO',
] as const;
export const CITY_COUNT = 36;
export const COMPARISON_ASPECT_COUNT = 11;

const citySchema = z.object({
  name: z.string().trim().min(3),
  /** Cities with their own page link to it. */
  path: z
    .string()
    .regex(/^\/seo-services-[a-z]+$/)
    .optional(),
});

const comparisonRowSchema = z.object({
  aspect: z.string().trim().min(3).max(40),
  affordable: z.string().trim().min(10),
  cheap: z.string().trim().min(5),
});
export type ComparisonRow = z.infer<typeof comparisonRowSchema>;

export const specialisedSolutionsSchema = z.object({
  heading: sectionHeadingSchema,
  items: z
    .array(iconCardSchema.extend({ title: z.enum(SOLUTION_TITLES) }))
    .length(SOLUTION_TITLES.length)
    .refine((items) => new Set(items.map((item) => item.title)).size === items.length, 'each solution once'),
  cities: z.object({
    title: z.string().trim().min(10),
    intro: z.string().trim().min(20),
    list: z
      .array(citySchema)
      .length(CITY_COUNT)
      .refine((list) => new Set(list.map((city) => city.name)).size === list.length, 'each city once'),
  }),
  comparison: z.object({
    title: z.string().trim().min(10),
    intro: z.string().trim().min(20),
    /** Column headings: aspect, affordable, cheap. */
    columns: z.tuple([z.string(), z.string(), z.string()]),
    rows: z.array(comparisonRowSchema).length(COMPARISON_ASPECT_COUNT),
  }),
});

export const specialisedSolutions = specialisedSolutionsSchema.parse({
  heading: {
    eyebrow: 'Specialized solutions',
    title: 'Specialized SEO Solutions for Every Kind of Business',
    intro: 'Beyond the basics, we bring specialist skills for the problems that matter most to your website and your market.',
  },
  items: [
    {
      icon: 'wrench',
      title: 'Technical SEO',
      text: 'Speed, mobile usability, indexing and structured data fixed at the root, so nothing slows your growth.',
    },
    {
      icon: 'mail',
      title: 'Custom Outreach',
      text: 'Personal outreach to real editors and site owners in your niche for links that actually carry weight.',
    },
    {
      icon: 'map-pin',
      title: 'Local SEO',
      text: 'Google Maps visibility, reviews and local citations that bring customers from your own neighbourhood.',
    },
    {
      icon: 'chat',
      title: 'SEO Consulting',
      text: 'Expert advice for your in-house team or developer, from site migrations to content strategy.',
    },
    {
      icon: 'cart',
      title: 'Ecommerce SEO',
      text: 'Category and product pages built to rank, so shoppers find your store before the marketplaces.',
    },
    {
      icon: 'shield',
      title: 'White Hat SEO',
      text: "Only methods within Google's guidelines: no link farms, no tricks, no risk of penalties later.",
    },
  ],
  cities: {
    title: 'SEO Services Across 36 Cities in Pakistan',
    intro: 'Wherever your business is based, we can help it rank in your city and beyond.',
    list: [
      { name: 'Karachi', path: '/seo-services-karachi' },
      { name: 'Lahore', path: '/seo-services-lahore' },
      { name: 'Islamabad', path: '/seo-services-islamabad' },
      { name: 'Rawalpindi' },
      { name: 'Faisalabad' },
      { name: 'Multan' },
      { name: 'Peshawar' },
      { name: 'Quetta' },
      { name: 'Sialkot', path: '/seo-services-sialkot' },
      { name: 'Gujranwala' },
      { name: 'Hyderabad' },
      { name: 'Sargodha' },
      { name: 'Bahawalpur' },
      { name: 'Sukkur' },
      { name: 'Larkana' },
      { name: 'Sheikhupura' },
      { name: 'Rahim Yar Khan' },
      { name: 'Jhang' },
      { name: 'Dera Ghazi Khan' },
      { name: 'Gujrat' },
      { name: 'Sahiwal' },
      { name: 'Wah Cantonment' },
      { name: 'Mardan' },
      { name: 'Kasur' },
      { name: 'Okara' },
      { name: 'Mingora' },
      { name: 'Nawabshah' },
      { name: 'Chiniot' },
      { name: 'Abbottabad' },
      { name: 'Mirpur Khas' },
      { name: 'Jhelum' },
      { name: 'Sadiqabad' },
      { name: 'Muzaffarabad' },
      { name: 'Khanewal' },
      { name: 'Kohat' },
      { name: 'Gilgit' },
    ],
  },
  comparison: {
    title: 'Affordable SEO vs Cheap SEO',
    intro: 'Affordable SEO is fairly priced work that lasts. Cheap SEO looks like a bargain until it costs you your rankings.',
    columns: ['Aspect', 'Affordable SEO', 'Cheap SEO'],
    rows: [
      {
        aspect: 'Strategy',
        affordable: 'A plan built around your business, customers and competitors',
        cheap: 'The same template for every client',
      },
      {
        aspect: 'Keyword research',
        affordable: 'The searches your real buyers make, in English and Urdu',
        cheap: 'A few generic keywords nobody buys from',
      },
      {
        aspect: 'Link building',
        affordable: 'Earned links from relevant, trusted websites',
        cheap: 'Bulk links from spam directories and link farms',
      },
      {
        aspect: 'Content',
        affordable: 'Original pages written for your customers',
        cheap: 'Copied, spun or filler text',
      },
      {
        aspect: 'Technical SEO',
        affordable: 'Speed, mobile and indexing problems found and fixed',
        cheap: 'Ignored',
      },
      {
        aspect: 'Reporting',
        affordable: 'Monthly reports on traffic, rankings and leads',
        cheap: 'Vague updates or none at all',
      },
      {
        aspect: 'Communication',
        affordable: 'A named account manager who answers you',
        cheap: 'Hard to reach once you have paid',
      },
      {
        aspect: 'Methods',
        affordable: "White-hat, within Google's guidelines",
        cheap: 'Black-hat shortcuts that risk penalties',
      },
      {
        aspect: 'Timeline',
        affordable: 'Honest: first results in 3-6 months',
        cheap: 'Promises of page one in a week',
      },
      {
        aspect: 'Long-term value',
        affordable: 'Rankings that last and keep bringing customers',
        cheap: 'A short spike, then a drop',
      },
      {
        aspect: 'Ownership',
        affordable: 'You own every account, page and report',
        cheap: 'Accounts and work held back from you',
      },
    ],
  },
});
