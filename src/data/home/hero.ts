import { z } from 'zod';
import { CONSULTATION_MESSAGE } from '../../lib/chat/chat-link';
import { chatMessageSchema, statSchema } from '../blocks';

/**
 * Hero figures and links. The heading, subheading, first two ticks and the
 * button labels are editable text (src/data/editable/home.ts).
 */
export const heroSchema = z.object({
  /** Third tick: the lead-in before the three city links. */
  citiesTickLead: z.string().trim().min(5),
  /** The cities the third tick links to, in the spec's order. */
  citiesTickLinks: z.array(z.object({ name: z.string().min(3), path: z.string().regex(/^\/seo-services-[a-z]+$/) })).length(3),
  stats: z.array(statSchema).length(2),
  chatMessage: chatMessageSchema,
  /** The secondary button scrolls here. */
  secondaryTarget: z.literal('#packages'),
});

export const hero = heroSchema.parse({
  citiesTickLead: 'Local SEO experts in',
  citiesTickLinks: [
    { name: 'Lahore', path: '/seo-services-lahore' },
    { name: 'Karachi', path: '/seo-services-karachi' },
    { name: 'Islamabad', path: '/seo-services-islamabad' },
  ],
  stats: [
    { value: '300%', label: 'Average Traffic Increase' },
    { value: '500+', label: 'Happy Clients' },
  ],
  chatMessage: CONSULTATION_MESSAGE,
  secondaryTarget: '#packages',
});
