import { z } from 'zod';
import { pageSeoSchema } from '../../lib/seo/page-seo';

/**
 * Building blocks shared by the city and country landing pages. Each page's
 * data file is parsed through a schema made of these, so a page that drops a
 * figure, a card or a button fails the build.
 */

/** Route slug: the path without its leading slash ("us", "seo-services-lahore"). */
export const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug is lower-kebab-case');

/** Section ids double as anchors (#contact, #results). */
export const anchorIdSchema = z.string().regex(/^[a-z][a-z0-9-]*$/);

/** A page's search metadata; the path comes from its slug. */
export const landingSeoSchema = pageSeoSchema.omit({ path: true }).required({ breadcrumb: true });

/** A headline figure such as "150%" with what it measures. */
export const statSchema = z.object({
  value: z.string().trim().regex(/\d/, 'a figure has digits').max(12),
  label: z.string().trim().min(5).max(90),
});
export type Stat = z.infer<typeof statSchema>;

export const cardSchema = z.object({
  title: z.string().trim().min(2).max(60),
  text: z.string().trim().min(20).max(320),
});
export type Card = z.infer<typeof cardSchema>;

export const faqItemSchema = z.object({
  question: z.string().trim().min(10).max(120),
  answer: z.string().trim().min(30).max(500),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/**
 * What a button does. Chat buttons open WhatsApp in a new tab, with the
 * prefilled message when one is given; "contact" scrolls to the page's
 * #contact section (smoothly, via CSS).
 */
export const buttonActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chat'), message: z.string().trim().min(10).max(200).optional() }),
  z.object({ type: z.literal('contact') }),
]);
export type ButtonAction = z.infer<typeof buttonActionSchema>;

export const buttonSchema = z.object({
  label: z.string().trim().min(2).max(50),
  action: buttonActionSchema,
});
export type Button = z.infer<typeof buttonSchema>;

/** Unique, non-empty list entries (cities, states, bullet points). */
export const uniqueNames = (min: number, max: number) =>
  z
    .array(z.string().trim().min(2).max(90))
    .min(min)
    .max(max)
    .refine((names) => new Set(names).size === names.length, 'entries must be unique');
