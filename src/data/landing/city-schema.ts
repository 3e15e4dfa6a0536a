import { z } from 'zod';
import { contentKeySchema } from '../../lib/content/editable-content';
import { contentDefaults } from '../editable';
import { publicRoutes } from '../routes';
import {
  anchorIdSchema,
  buttonSchema,
  cardSchema,
  faqItemSchema,
  landingSeoSchema,
  slugSchema,
  statSchema,
  uniqueNames,
} from './place-blocks';

/**
 * Shape of a city landing page. City words live in the editable defaults
 * (src/data/editable/<city>.ts) and are referenced here by key, so staff can
 * change them in the admin; figures and lists the spec fixes are literal data
 * here and cannot be edited away.
 */

/** Words on the page: literal text, or `{ key }` naming an editable text of this city. */
export const textRefSchema = z.union([z.string().trim().min(2), z.object({ key: contentKeySchema }).strict()]);
export type TextRef = z.infer<typeof textRefSchema>;

const sectionHead = { id: anchorIdSchema, title: textRefSchema, intro: textRefSchema.optional() };

/** A card whose heading may link to another page of the site (a service page, say). */
const linkedCardSchema = cardSchema.extend({
  href: z
    .string()
    .refine((path) => publicRoutes.includes(path), 'links go to a page of this site')
    .optional(),
});

export const citySectionSchema = z.discriminatedUnion('kind', [
  /** Running text with an optional side panel: a checklist or one headline figure. */
  z.object({
    kind: z.literal('prose'),
    ...sectionHead,
    intro: textRefSchema,
    aside: z.object({ title: z.string().trim().min(3), points: uniqueNames(3, 8) }).optional(),
    highlight: statSchema.optional(),
  }),
  z.object({ kind: z.literal('cards'), ...sectionHead, cards: z.array(linkedCardSchema).min(3).max(6) }),
  z.object({ kind: z.literal('figures'), ...sectionHead, stats: z.array(statSchema).min(3).max(4) }),
  z.object({ kind: z.literal('steps'), ...sectionHead, steps: z.array(cardSchema).min(3).max(5) }),
  z.object({
    kind: z.literal('case-study'),
    ...sectionHead,
    intro: textRefSchema,
    client: z.string().trim().min(5),
    stats: z.array(statSchema).min(2).max(3),
  }),
]);
export type CitySection = z.infer<typeof citySectionSchema>;

const CITY_PAGES = ['lahore', 'islamabad', 'karachi', 'sialkot'] as const;

export const cityPageSchema = z
  .object({
    slug: slugSchema,
    city: z.string().trim().min(3),
    province: z.string().trim().min(3),
    /** Which page's editable text this city reads. */
    editablePage: z.enum(CITY_PAGES),
    seo: landingSeoSchema,
    business: z.object({
      type: z.enum(['LocalBusiness', 'ProfessionalService']),
      // Pakistan's bounding box: a swapped or mistyped coordinate fails here.
      latitude: z.number().min(23.5).max(37.1),
      longitude: z.number().min(60.8).max(77.9),
    }),
    hero: z.object({
      eyebrow: z.string().trim().min(5).max(60),
      title: textRefSchema,
      text: textRefSchema,
      buttons: z.array(buttonSchema).min(1).max(2),
      /** The three headline figures beside the heading. */
      stats: z.array(statSchema).length(3),
      note: z.string().trim().min(10).optional(),
    }),
    sections: z.array(citySectionSchema).min(4).max(10),
    /** Karachi's first-month-free guarantee; no other page makes one. */
    guarantee: z.object({ title: z.string().trim().min(10), text: z.string().trim().min(40), points: uniqueNames(3, 4) }).optional(),
    faq: z.object({ title: textRefSchema, items: z.array(faqItemSchema).min(3).max(6) }),
    contact: z.object({
      title: textRefSchema,
      text: textRefSchema,
      button: buttonSchema.extend({
        action: z.object({ type: z.literal('chat'), message: z.string().trim().min(10).max(200).optional() }),
      }),
    }),
  })
  .superRefine((page, ctx) => {
    const ids = page.sections.map((s) => s.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'section ids must be unique', path: ['sections'] });
    if (ids.includes('contact')) ctx.addIssue({ code: 'custom', message: '"contact" is the contact section', path: ['sections'] });

    // Every editable key must exist in this city's defaults and be shown once.
    const known = new Set(contentDefaults[page.editablePage].map((entry) => entry.contentKey));
    const used = editableKeysOf(page);
    for (const key of used) {
      if (!known.has(key)) ctx.addIssue({ code: 'custom', message: `no editable text "${key}" for ${page.editablePage}` });
    }
    if (new Set(used).size !== used.length) ctx.addIssue({ code: 'custom', message: 'an editable key is shown twice' });
  });

export type CityPageData = z.infer<typeof cityPageSchema>;
/** What a city data file writes before parsing (optional parts may be left out). */
export type CityPageInput = z.input<typeof cityPageSchema>;

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
