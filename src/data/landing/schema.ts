import { z } from 'zod';
import { contentKeySchema } from '../../lib/content/editable-content';
import { pageSeoSchema } from '../../lib/seo/page-seo';

/**
 * The one model of a landing page (city, country, service, industry): a hero,
 * then sections[], then the closing contact band. Every block is defined
 * here once; each kind's spec counts are refinements in ./kinds.ts. Naming:
 * a block has a `title`; a section an `intro` under it; a card, hero or
 * contact band a `text`.
 */

/** Route slug: the path without its leading slash ("us", "seo-services-lahore"). */
export const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug is lower-kebab-case');
/** Section ids double as anchors (#results) and name the section's heading. */
export const anchorIdSchema = z.string().regex(/^[a-z][a-z0-9-]*$/);
/** A page's search metadata; the path comes from its slug. */
export const landingSeoSchema = pageSeoSchema.omit({ path: true }).required({ breadcrumb: true });

const words = z.string().trim().min(2);

/** Words on the page: literal text, or `{ key }` naming an editable text of the page (city pages). */
export const textRefSchema = z.union([words, z.object({ key: contentKeySchema }).strict()]);

/** A headline figure such as "150%", "4.8" or "3-6" with what it measures. */
export const statSchema = z.object({
  value: z.string().trim().regex(/\d/, 'a figure has digits').max(12),
  label: z.string().trim().min(5).max(90),
});
export type Stat = z.infer<typeof statSchema>;

export const cardSchema = z.object({ title: z.string().trim().min(2).max(60), text: z.string().trim().min(20).max(320) });
export type Card = z.infer<typeof cardSchema>;

/** A card in a grid: text, a tick list, or both; `href` links its heading to another page of the site. */
export const gridCardSchema = cardSchema.extend({
  text: cardSchema.shape.text.optional(),
  bullets: z.array(words).min(2).max(6).optional(),
  href: z
    .string()
    .regex(/^\/[a-z0-9-]+$/)
    .optional(),
});
export type GridCard = z.infer<typeof gridCardSchema>;

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
export const buttonSchema = z.object({ label: z.string().trim().min(2).max(50), action: buttonActionSchema });
export type Button = z.infer<typeof buttonSchema>;

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
    .array(buttonSchema.extend({ action: z.object({ type: z.literal('chat'), message: z.string().trim().min(10).max(200).optional() }) }))
    .min(1)
    .max(2),
  note: z.string().trim().min(10).optional(),
});

export const landingPageSchema = z.object({
  slug: slugSchema,
  seo: landingSeoSchema,
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
