import { z } from 'zod';
import { cardSchema, faqItemSchema, landingSeoSchema, slugSchema, uniqueNames } from './place-blocks';

/**
 * Shape of a country landing page. Every button on these pages opens the
 * chat with no prefilled text (spec 2), so a button is only its label.
 * Optional parts (market focus, languages, services) are the sections some
 * countries have and others do not; the template skips what is absent.
 */

const chatButtonSchema = z.object({ label: z.string().trim().min(2).max(50) });

const cardSectionSchema = (min: number, max: number) =>
  z.object({ title: z.string().trim().min(5), intro: z.string().trim().min(20), cards: z.array(cardSchema).min(min).max(max) });

/**
 * Where we work: the US lists all 50 states plus Washington D.C. and Puerto
 * Rico (52); every other country exactly twelve cities or places.
 */
const locationsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('states'), title: z.string().trim().min(5), intro: z.string().trim().min(20), items: uniqueNames(52, 52) }),
  z.object({ kind: z.literal('cities'), title: z.string().trim().min(5), intro: z.string().trim().min(20), items: uniqueNames(12, 12) }),
]);

/** A language we optimise in, with a sample search shown in that language. */
const languageSchema = z.object({
  name: z.string().trim().min(3),
  /** BCP 47 tag for the sample, so screen readers pronounce it right. */
  lang: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/),
  dir: z.enum(['ltr', 'rtl']).default('ltr'),
  sample: z.string().trim().min(5),
});

export const countryPageSchema = z.object({
  slug: slugSchema,
  /** Country name as the structured data's areaServed gives it. */
  country: z.string().trim().min(2),
  seo: landingSeoSchema,
  hero: z.object({
    eyebrow: z.string().trim().min(5).max(60),
    title: z.string().trim().min(10),
    text: z.string().trim().min(40),
    button: chatButtonSchema,
    highlights: uniqueNames(3, 3),
  }),
  why: cardSectionSchema(3, 4),
  marketFocus: cardSectionSchema(3, 4).optional(),
  /** The six service cards (spec 2 names /au's; the other countries have six too). */
  services: cardSectionSchema(6, 6).optional(),
  languages: z
    .object({ title: z.string().trim().min(5), intro: z.string().trim().min(20), languages: z.array(languageSchema).min(2).max(3) })
    .optional(),
  locations: locationsSchema,
  process: z.object({ title: z.string().trim().min(5), steps: z.array(cardSchema).min(3).max(5) }),
  faq: z.object({ title: z.string().trim().min(5), items: z.array(faqItemSchema).min(3).max(6) }),
  closing: z.object({ title: z.string().trim().min(5), text: z.string().trim().min(20), button: chatButtonSchema }),
});

export type CountryPageData = z.infer<typeof countryPageSchema>;
export type CountryPageInput = z.input<typeof countryPageSchema>;
