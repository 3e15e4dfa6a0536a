import { z } from 'zod';
import {
  benefitsSectionSchema,
  cardSectionSchema,
  chatButtonSchema,
  heroSchema,
  landingSeoSchema,
  slugSchema,
  statsBannerSchema,
  stepsSectionSchema,
  tagSectionSchema,
} from './section-schemas';

const text = z.string().trim().min(1);

/** A page-specific block between strategy and benefits: cards (link types, platforms) or a list of names (cities). */
export const serviceExtraSchema = z.discriminatedUnion('kind', [
  cardSectionSchema({ min: 3, max: 6 }).extend({
    kind: z.literal('cards'),
    id: tagSectionSchema.shape.id,
  }),
  tagSectionSchema.extend({ kind: z.literal('tags') }),
]);

/**
 * One service page (spec 2, "Service pages"): hero, four feature cards,
 * strategy, page-specific blocks, three benefits, three statistics and a
 * contact section with two chat buttons.
 */
export const servicePageSchema = z.object({
  slug: slugSchema,
  seo: landingSeoSchema,
  /** schema.org serviceType of the page's Service record. */
  serviceType: text,
  hero: heroSchema,
  features: cardSectionSchema({ min: 4, max: 4 }),
  strategy: stepsSectionSchema({ min: 3, max: 5 }),
  extras: z.array(serviceExtraSchema).max(3),
  benefits: benefitsSectionSchema,
  stats: statsBannerSchema,
  contact: z.object({
    heading: text,
    text,
    /** "Book free audit" and "schedule consultation", each opening the chat. */
    buttons: z.array(chatButtonSchema).length(2),
    note: text,
  }),
});

export type ServicePageInput = z.input<typeof servicePageSchema>;
export type ServiceExtra = z.infer<typeof serviceExtraSchema>;
