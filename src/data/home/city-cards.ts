import { z } from 'zod';
import { sectionHeadingSchema, statSchema } from '../blocks';

/** City cards linking to the four city pages, with the coverage figures below them. */
export const cityCardsSchema = z.object({
  heading: sectionHeadingSchema,
  cities: z
    .array(
      z.object({
        name: z.enum(['Lahore', 'Karachi', 'Islamabad', 'Sialkot']),
        path: z.string().regex(/^\/seo-services-[a-z]+$/),
        text: z.string().trim().min(20).max(200),
      }),
    )
    .length(4),
  stats: z.array(statSchema).length(3),
});

export const cityCards = cityCardsSchema.parse({
  heading: {
    eyebrow: 'Local expertise',
    title: 'SEO Services in Major Cities of Pakistan',
    intro: 'Dedicated local SEO for the cities where competition for customers is strongest.',
  },
  cities: [
    {
      name: 'Lahore',
      path: '/seo-services-lahore',
      text: 'From Gulberg to DHA, help for shops, clinics and service firms competing in a crowded market.',
    },
    {
      name: 'Karachi',
      path: '/seo-services-karachi',
      text: "Search visibility for traders, restaurants and online stores in Pakistan's biggest city.",
    },
    {
      name: 'Islamabad',
      path: '/seo-services-islamabad',
      text: 'SEO for professional services, consultancies and tech companies in the capital and Rawalpindi.',
    },
    {
      name: 'Sialkot',
      path: '/seo-services-sialkot',
      text: 'Reach international buyers for Sialkot exporters of sports goods, surgical tools and leather.',
    },
  ],
  stats: [
    { value: '50+', label: 'Cities Served' },
    { value: '500+', label: 'Businesses Helped' },
    { value: '99%', label: 'Client Satisfaction' },
  ],
});
