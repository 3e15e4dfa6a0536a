import { z } from 'zod';
import { contentKeySchema } from '../../lib/content/editable-content';
import {
  anchorIdSchema,
  buttonSchema,
  cardSchema,
  chatMessageSchema,
  faqItemSchema,
  gridCardSchema,
  seoSchema,
  slugSchema,
  statSchema,
} from '../blocks';

/**
 * The one model of a landing page (city, country, service, industry): a hero,
 * then sections[], then the closing contact band, built from the shared
 * blocks in ../blocks.ts; each kind's spec counts are refinements in ./kinds.ts.
 */

const words = z.string().trim().min(2);

/** Words on the page: literal text, or `{ key }` naming an editable text of the page (city pages). */
export const textRefSchema = z.union([words, z.object({ key: contentKeySchema }).strict()]);

/** Unique, non-empty list entries (cities, states, bullet points). */
export const uniqueNames = (min: number, max: number) =>
  z
    .array(z.string().trim().min(2).max(90))
    .min(min)
    .max(max)
    .refine((names) => new Set(names).size === names.length, 'entries must be unique');

/** A language we optimise in, with a sample search shown in that language. */
const languageSchema = z.object({
  name: z.string().trim().min(3),
  /** BCP 47 tag for the sample, so screen readers pronounce it right. */
  lang: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/),
  dir: z.enum(['ltr', 'rtl']).default('ltr'),
  sample: z.string().trim().min(5),
});

const head = { id: anchorIdSchema, title: textRefSchema, intro: textRefSchema.optional() };

export const landingSectionSchema = z.discriminatedUnion('kind', [
  /** Running text with an optional side panel: a checklist or one headline figure. */
  z.object({
    kind: z.literal('prose'),
    ...head,
    intro: textRefSchema,
    aside: z.object({ title: z.string().trim().min(3), points: uniqueNames(3, 8) }).optional(),
    highlight: statSchema.optional(),
  }),
  /** `ticked` puts a tick before each card title (benefits). */
  z.object({ kind: z.literal('cards'), ...head, cards: z.array(gridCardSchema).min(3).max(6), ticked: z.boolean().optional() }),
  z.object({ kind: z.literal('steps'), ...head, steps: z.array(cardSchema).min(3).max(5) }),
  z.object({ kind: z.literal('figures'), ...head, stats: z.array(statSchema).min(3).max(4) }),
  z.object({
    kind: z.literal('case-study'),
    ...head,
    intro: textRefSchema,
    client: z.string().trim().min(5),
    stats: z.array(statSchema).min(2).max(3),
  }),
  /** Short names (cities, industries, software categories); a city with its own page links to it. */
  z.object({ kind: z.literal('tags'), ...head, items: uniqueNames(3, 12) }),
  /** Places we serve as tiles: the 52 US entries or twelve cities. */
  z.object({ kind: z.literal('locations'), ...head, items: uniqueNames(12, 52) }),
  z.object({ kind: z.literal('languages'), ...head, languages: z.array(languageSchema).min(2).max(3) }),
  /** A promise set apart so nobody misses it (Karachi's first month free). */
  z.object({ kind: z.literal('guarantee'), ...head, text: z.string().trim().min(40), points: uniqueNames(3, 4) }),
  z.object({ kind: z.literal('faq'), ...head, items: z.array(faqItemSchema).min(3).max(6) }),
]);
export type LandingSection = z.infer<typeof landingSectionSchema>;
export type SectionKind = LandingSection['kind'];

export const heroSchema = z.object({
  /** Short line above the h1 naming the place, service or industry. */
  eyebrow: z.string().trim().min(5).max(60),
  title: textRefSchema,
  text: textRefSchema,
  buttons: z.array(buttonSchema).min(1).max(2),
  /** Short reassurances shown as ticks under the text. */
  ticks: uniqueNames(3, 3).optional(),
  note: z.string().trim().min(10).optional(),
  /** Beside the text on wide screens: headline figures, one cited figure, or a checklist. */
  side: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('figures'), stats: z.array(statSchema).length(3) }),
    z.object({ kind: z.literal('callout'), stat: statSchema }),
    z.object({ kind: z.literal('checklist'), title: words, points: uniqueNames(3, 3) }),
  ]),
});

/** The closing call to action (#contact, where "contact" buttons lead). */
export const contactSchema = z.object({
  title: textRefSchema,
  text: textRefSchema,
  buttons: z
    .array(buttonSchema.extend({ action: z.object({ type: z.literal('chat'), message: chatMessageSchema.optional() }) }))
    .min(1)
    .max(2),
  note: z.string().trim().min(10).optional(),
});

export const landingPageSchema = z.object({
  slug: slugSchema,
  seo: seoSchema,
  hero: heroSchema,
  sections: z.array(landingSectionSchema).min(4).max(12),
  contact: contactSchema,
});

/** Every `{ key }` reference in a page's data, in order. */
export function editableKeysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(editableKeysOf);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    const [only] = entries;
    if (entries.length === 1 && only && only[0] === 'key' && typeof only[1] === 'string') return [only[1]];
    return entries.flatMap(([, inner]) => editableKeysOf(inner));
  }
  return [];
}
