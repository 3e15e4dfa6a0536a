import { z } from 'zod';
import { industryPageSchema } from './industry-schema';
import { dentalSeo } from './industries/dental-seo';
import { healthcareSeo } from './industries/healthcare-seo';
import { seoForAestheticians } from './industries/seo-for-aestheticians';
import { seoForAccountants } from './industries/seo-for-accountants';
import { seoForLawyers } from './industries/seo-for-lawyers';

/**
 * The five industry pages, in the order of `industryRoutes`. Parsed at
 * import, so a page missing a required part stops the build.
 */
export type IndustryPageData = z.infer<typeof industryPageSchema>;

export const industryPages: IndustryPageData[] = z
  .array(industryPageSchema)
  .parse([dentalSeo, healthcareSeo, seoForAestheticians, seoForAccountants, seoForLawyers]);

export { industryPageSchema };
