import { z } from 'zod';
import { servicePageSchema } from './service-schema';
import { seoAudit } from './services/seo-audit';
import { onPageSeo } from './services/on-page-seo';
import { offPageSeo } from './services/off-page-seo';
import { localSeo } from './services/local-seo';
import { ecommerceSeo } from './services/ecommerce-seo';
import { seoForSaas } from './services/seo-for-saas';

/**
 * The six service pages, in the order of `serviceRoutes`. Parsed at import,
 * so a page missing a required part stops the build.
 */
export type ServicePageData = z.infer<typeof servicePageSchema>;

export const servicePages: ServicePageData[] = z
  .array(servicePageSchema)
  .parse([seoAudit, onPageSeo, offPageSeo, localSeo, ecommerceSeo, seoForSaas]);

export { servicePageSchema };
