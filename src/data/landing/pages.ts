import { z } from 'zod';
import { anyLandingPageSchema, type AnyLandingPage, type LandingKind } from './kinds';
import { lahore } from './cities/lahore';
import { islamabad } from './cities/islamabad';
import { karachi } from './cities/karachi';
import { sialkot } from './cities/sialkot';
import { us } from './countries/us';
import { ca } from './countries/ca';
import { uk } from './countries/uk';
import { uae } from './countries/uae';
import { au } from './countries/au';
import { seoAudit } from './services/seo-audit';
import { onPageSeo } from './services/on-page-seo';
import { offPageSeo } from './services/off-page-seo';
import { localSeo } from './services/local-seo';
import { ecommerceSeo } from './services/ecommerce-seo';
import { seoForSaas } from './services/seo-for-saas';
import { dentalSeo } from './industries/dental-seo';
import { healthcareSeo } from './industries/healthcare-seo';
import { seoForAestheticians } from './industries/seo-for-aestheticians';
import { seoForAccountants } from './industries/seo-for-accountants';
import { seoForLawyers } from './industries/seo-for-lawyers';

/**
 * The twenty landing pages (one data file each, beside this one), in the
 * order the footer lists them, parsed at import: a page missing a required
 * part stops the build. Routes and footer links are derived from this list.
 */
export const landingPages: AnyLandingPage[] = z
  .array(anyLandingPageSchema)
  .superRefine((pages, ctx) => {
    const paths = new Set(pages.map((page) => `/${page.slug}`));
    if (paths.size !== pages.length) ctx.addIssue({ code: 'custom', message: 'two landing pages share a slug' });
    // A card may link to another landing page; the link must lead somewhere.
    for (const page of pages) {
      for (const section of page.sections) {
        if (section.kind !== 'cards') continue;
        for (const card of section.cards) {
          if (card.href && !paths.has(card.href))
            ctx.addIssue({ code: 'custom', message: `${page.slug}: ${card.href} is not a page of this site` });
        }
      }
    }
  })
  .parse([
    lahore,
    islamabad,
    karachi,
    sialkot,
    us,
    ca,
    uk,
    uae,
    au,
    seoAudit,
    onPageSeo,
    offPageSeo,
    localSeo,
    ecommerceSeo,
    seoForSaas,
    dentalSeo,
    healthcareSeo,
    seoForAestheticians,
    seoForAccountants,
    seoForLawyers,
  ]);

/** The pages of one kind, typed as that kind. */
export function pagesOf<K extends LandingKind>(kind: K): Extract<AnyLandingPage, { kind: K }>[] {
  return landingPages.filter((page): page is Extract<AnyLandingPage, { kind: K }> => page.kind === kind);
}
