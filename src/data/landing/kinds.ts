import { z } from 'zod';
import { contentDefaults } from '../editable';
import { editableKeysOf, landingPageSchema, type LandingSection, type SectionKind } from './schema';

/**
 * The four kinds of landing page as refinements of the one landing model
 * (./schema.ts): what each kind adds (a city's coordinates, a service's
 * schema.org type) and the sections and counts spec 2 fixes for it, so a page
 * that drops a figure, a card or a button fails the build.
 */

/** The first contact button reads the same on every industry page (spec 2). */
export const CONSULTATION_BUTTON_LABEL = 'Book Your Free SEO Consultation Today';
/** Page without a challenges section (spec 2: "all but dental"); it lists the twelve cities instead. */
export const DENTAL_SLUG = 'dental-seo';

interface SectionRule {
  id: string;
  kind: SectionKind;
  /** How many cards, steps, figures or names the section holds. */
  count?: [min: number, max: number];
  optional?: boolean;
}

const itemCount = (section: LandingSection): number => {
  switch (section.kind) {
    case 'cards':
      return section.cards.length;
    case 'steps':
      return section.steps.length;
    case 'figures':
    case 'case-study':
      return section.stats.length;
    case 'languages':
      return section.languages.length;
    case 'tags':
    case 'locations':
    case 'faq':
      return section.items.length;
    case 'guarantee':
      return section.points.length;
    case 'prose':
      return 1;
  }
};

/** Adds an issue for every required section that is missing, of another kind or has the wrong count. */
function checkSections(sections: LandingSection[], rules: SectionRule[], ctx: z.RefinementCtx): void {
  const ids = sections.map((s) => s.id);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'section ids must be unique', path: ['sections'] });
  if (ids.includes('contact')) ctx.addIssue({ code: 'custom', message: '"contact" is the contact band', path: ['sections'] });
  for (const rule of rules) {
    const index = ids.indexOf(rule.id);
    const section = sections[index];
    if (!section) {
      if (!rule.optional) ctx.addIssue({ code: 'custom', message: `a "${rule.id}" section is required`, path: ['sections'] });
      continue;
    }
    if (section.kind !== rule.kind) {
      ctx.addIssue({ code: 'custom', message: `"${rule.id}" is a ${rule.kind} section`, path: ['sections', index] });
    } else if (rule.count) {
      const count = itemCount(section);
      const [min, max] = rule.count;
      if (count < min || count > max) {
        ctx.addIssue({
          code: 'custom',
          message: `"${rule.id}" holds ${min === max ? min : `${min} to ${max}`} items, not ${count}`,
          path: ['sections', index],
        });
      }
    }
  }
}

const CITY_PAGES = ['lahore', 'islamabad', 'karachi', 'sialkot'] as const;

export const cityPageSchema = landingPageSchema
  .extend({
    kind: z.literal('city'),
    city: z.string().trim().min(3),
    province: z.string().trim().min(3),
    /** Which page's editable text this city reads. */
    editablePage: z.enum(CITY_PAGES),
    business: z.object({
      type: z.enum(['LocalBusiness', 'ProfessionalService']),
      // Pakistan's bounding box: a swapped or mistyped coordinate fails here.
      latitude: z.number().min(23.5).max(37.1),
      longitude: z.number().min(60.8).max(77.9),
    }),
  })
  .superRefine((page, ctx) => {
    checkSections(page.sections, [{ id: 'questions', kind: 'faq', count: [3, 6] }], ctx);
    if (page.hero.side.kind !== 'figures')
      ctx.addIssue({ code: 'custom', message: 'a city hero shows three figures', path: ['hero', 'side'] });
    if (page.contact.buttons.length !== 1) ctx.addIssue({ code: 'custom', message: 'one chat button', path: ['contact', 'buttons'] });
    // Every editable key must exist in this city's defaults and be shown once.
    const known = new Set(contentDefaults[page.editablePage].map((entry) => entry.contentKey));
    const used = editableKeysOf(page);
    for (const key of used) {
      if (!known.has(key)) ctx.addIssue({ code: 'custom', message: `no editable text "${key}" for ${page.editablePage}` });
    }
    if (new Set(used).size !== used.length) ctx.addIssue({ code: 'custom', message: 'an editable key is shown twice' });
  });

export const countryPageSchema = landingPageSchema
  .extend({
    kind: z.literal('country'),
    /** Country name as the structured data's areaServed gives it. */
    country: z.string().trim().min(2),
  })
  .superRefine((page, ctx) => {
    checkSections(
      page.sections,
      [
        { id: 'why-us', kind: 'cards', count: [3, 4] },
        { id: 'market-focus', kind: 'cards', count: [3, 4], optional: true },
        // The six service cards (spec 2 names /au's; the other countries have six too).
        { id: 'services', kind: 'cards', count: [6, 6], optional: true },
        { id: 'languages', kind: 'languages', optional: true },
        // The US lists all 50 states plus Washington D.C. and Puerto Rico; every other country twelve places.
        { id: 'locations', kind: 'locations', count: page.slug === 'us' ? [52, 52] : [12, 12] },
        { id: 'process', kind: 'steps', count: [3, 5] },
        { id: 'questions', kind: 'faq', count: [3, 6] },
      ],
      ctx,
    );
    if (page.hero.side.kind !== 'checklist')
      ctx.addIssue({ code: 'custom', message: 'a country hero lists what you get', path: ['hero', 'side'] });
    // Spec 2: every button on a country page opens the chat with no prefilled text.
    for (const button of [...page.hero.buttons, ...page.contact.buttons]) {
      if (button.action.type !== 'chat' || button.action.message !== undefined) {
        ctx.addIssue({ code: 'custom', message: `"${button.label}" opens the chat with no prefilled text`, path: ['hero', 'buttons'] });
      }
    }
  });

/** Hero, contact band and statistics every service and industry page has. */
function checkTopicPage(page: z.infer<typeof landingPageSchema>, ctx: z.RefinementCtx): void {
  if (page.hero.side.kind !== 'callout') ctx.addIssue({ code: 'custom', message: 'the hero cites one figure', path: ['hero', 'side'] });
  if (page.hero.ticks === undefined) ctx.addIssue({ code: 'custom', message: 'the hero has three ticks', path: ['hero', 'ticks'] });
  if (page.hero.buttons.some((b) => b.action.type !== 'contact')) {
    ctx.addIssue({ code: 'custom', message: 'the hero button leads to #contact', path: ['hero', 'buttons'] });
  }
  if (page.contact.buttons.length !== 2 || page.contact.buttons.some((b) => !b.action.message)) {
    ctx.addIssue({ code: 'custom', message: 'two chat buttons, each with a message', path: ['contact', 'buttons'] });
  }
  if (!page.contact.note) ctx.addIssue({ code: 'custom', message: 'the contact band ends with a note', path: ['contact', 'note'] });
}

/**
 * One service page (spec 2, "Service pages"): four feature cards, strategy,
 * up to three page-specific blocks, three benefits, three statistics and a
 * contact band with two chat buttons.
 */
export const servicePageSchema = landingPageSchema
  .extend({
    kind: z.literal('service'),
    /** schema.org serviceType of the page's Service record. */
    serviceType: z.string().trim().min(2),
  })
  .superRefine((page, ctx) => {
    checkTopicPage(page, ctx);
    checkSections(
      page.sections,
      [
        { id: 'features', kind: 'cards', count: [4, 4] },
        { id: 'strategy', kind: 'steps', count: [3, 5] },
        { id: 'benefits', kind: 'cards', count: [3, 3] },
        { id: 'statistics', kind: 'figures', count: [3, 3] },
      ],
      ctx,
    );
    if (page.sections.length > 7) ctx.addIssue({ code: 'custom', message: 'at most three page-specific blocks', path: ['sections'] });
  });

/**
 * One industry page (spec 2, "Industry pages"): four why-SEO cards, three
 * strategy steps, six specialty cards of four bullets, challenges (all but
 * dental, which lists the twelve cities), three benefits, three results.
 */
export const industryPageSchema = landingPageSchema
  .extend({
    kind: z.literal('industry'),
    serviceType: z.string().trim().min(2),
  })
  .superRefine((page, ctx) => {
    checkTopicPage(page, ctx);
    const dental = page.slug === DENTAL_SLUG;
    checkSections(
      page.sections,
      [
        { id: 'why-seo', kind: 'cards', count: [4, 4] },
        { id: 'strategy', kind: 'steps', count: [3, 3] },
        { id: 'techniques', kind: 'cards', count: [3, 6] },
        { id: 'specialties', kind: 'cards', count: [6, 6] },
        { id: 'cities', kind: 'tags', count: [12, 12], optional: !dental },
        { id: 'challenges', kind: 'cards', count: [3, 6], optional: dental },
        { id: 'benefits', kind: 'cards', count: [3, 3] },
        { id: 'results', kind: 'figures', count: [3, 3] },
      ],
      ctx,
    );
    const ids = page.sections.map((s) => s.id);
    if (dental && ids.includes('challenges'))
      ctx.addIssue({ code: 'custom', path: ['sections'], message: 'the dental page has no challenges section' });
    const specialties = page.sections.find((s) => s.id === 'specialties');
    if (specialties?.kind === 'cards' && specialties.cards.some((card) => card.bullets?.length !== 4)) {
      ctx.addIssue({ code: 'custom', path: ['sections'], message: 'each specialty card has four bullets' });
    }
    const side = page.hero.side;
    if (side.kind === 'callout' && !/^\d+%$/.test(side.stat.value)) {
      ctx.addIssue({ code: 'custom', path: ['hero', 'side'], message: 'the hero cites a research share such as 77%' });
    }
    const [consultation, audit] = page.contact.buttons;
    if (consultation?.label !== CONSULTATION_BUTTON_LABEL) {
      ctx.addIssue({ code: 'custom', path: ['contact', 'buttons', 0], message: `the first button reads "${CONSULTATION_BUTTON_LABEL}"` });
    }
    if (!audit || !/^Get Your Free .+ SEO Audit$/.test(audit.label)) {
      ctx.addIssue({ code: 'custom', path: ['contact', 'buttons', 1], message: 'the second button offers the industry’s free SEO audit' });
    }
    if (!/^Free consultation includes .+[^.]\. No commitment required\.$/.test(page.contact.note ?? '')) {
      ctx.addIssue({
        code: 'custom',
        path: ['contact', 'note'],
        message: 'the note reads "Free consultation includes …. No commitment required."',
      });
    }
  });

export const anyLandingPageSchema = z.discriminatedUnion('kind', [
  cityPageSchema,
  countryPageSchema,
  servicePageSchema,
  industryPageSchema,
]);
export type AnyLandingPage = z.infer<typeof anyLandingPageSchema>;
export type LandingKind = AnyLandingPage['kind'];
export type CityPageInput = z.input<typeof cityPageSchema>;
export type CountryPageInput = z.input<typeof countryPageSchema>;
export type ServicePageInput = z.input<typeof servicePageSchema>;
export type IndustryPageInput = z.input<typeof industryPageSchema>;
