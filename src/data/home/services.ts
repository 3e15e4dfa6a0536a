import { z } from 'zod';
import { iconCardSchema, chatMessageSchema, sectionHeadingSchema } from '../blocks';

/** The six services of the #services section; Learn More opens chat about that service. */
export const SERVICE_TITLES = [
  'SEO Audit Services',
  'On-Page SEO',
  'Off-Page SEO',
  'Technical SEO',
  'Local SEO Services',
  'E-commerce SEO',
] as const;

const serviceSchema = iconCardSchema.extend({
  title: z.enum(SERVICE_TITLES),
  points: z.array(z.string().trim().min(5)).length(3),
  chatMessage: chatMessageSchema,
});
export type Service = z.infer<typeof serviceSchema>;

export const servicesSectionSchema = z.object({
  heading: sectionHeadingSchema,
  items: z
    .array(serviceSchema)
    .length(SERVICE_TITLES.length)
    .refine((items) => items.every((item, i) => item.title === SERVICE_TITLES[i]), 'services in the spec order'),
});

const ask = (service: string) => `Hello! I'd like to learn more about your ${service}. Can you tell me how it would help my business?`;

export const servicesSection = servicesSectionSchema.parse({
  heading: {
    eyebrow: 'Our services',
    title: 'SEO Services That Grow Your Business',
    intro: 'Everything your website needs to rank on Google and turn visitors into customers, from the first audit to ongoing growth.',
  },
  items: [
    {
      icon: 'search',
      title: 'SEO Audit Services',
      text: 'A complete health check of your website that shows what holds your rankings back and what to fix first.',
      points: ['Technical and content review', 'Competitor comparison', 'Prioritised action plan'],
      chatMessage: ask('SEO Audit Services'),
    },
    {
      icon: 'document',
      title: 'On-Page SEO',
      text: 'Pages written and structured so Google understands them and visitors want to stay, read and call.',
      points: ['Keyword research and mapping', 'Titles, headings and meta tags', 'Content that answers buyers'],
      chatMessage: ask('On-Page SEO service'),
    },
    {
      icon: 'link',
      title: 'Off-Page SEO',
      text: 'Trust built from outside your website: quality links, mentions and citations from sites that matter.',
      points: ['Editorial and guest links', 'Business directory citations', 'Brand mentions and outreach'],
      chatMessage: ask('Off-Page SEO service'),
    },
    {
      icon: 'wrench',
      title: 'Technical SEO',
      text: 'A fast, secure and crawlable website that search engines can index and mobile visitors enjoy using.',
      points: ['Page speed and Core Web Vitals', 'Mobile and indexing fixes', 'Structured data and sitemaps'],
      chatMessage: ask('Technical SEO service'),
    },
    {
      icon: 'map-pin',
      title: 'Local SEO Services',
      text: 'Show up in Google Maps and "near me" searches when people in your city look for what you offer.',
      points: ['Google Business Profile setup', 'Local citations and reviews', 'City and area landing pages'],
      chatMessage: ask('Local SEO Services'),
    },
    {
      icon: 'cart',
      title: 'E-commerce SEO',
      text: 'More shoppers finding your products on Google, for online stores on Shopify, WooCommerce and more.',
      points: ['Product and category pages', 'Store structure and filters', 'Product rich results'],
      chatMessage: ask('E-commerce SEO service'),
    },
  ],
});
