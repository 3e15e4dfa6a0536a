import { growthFiguresSchema, sitePagesSchema, type GrowthQuery } from '../../lib/api/growth';
import { ROUTES } from '../../lib/api/routes';
import { defineRead } from './read';

export type { GrowthQuery };

/** The Growth screen's one call (README "Growth"): the figures of a range of days, Pakistan time (`from`, `to`). */
export const useGrowth = defineRead({
  route: ROUTES.growth,
  schema: growthFiguresSchema,
  values: (query: GrowthQuery) => query,
  nullWhenSignedOut: true,
});

/** The site's pages and redirects, so a lead's card and the export name its landing page by the growth figures' rule. */
export const useSitePages = defineRead({ route: ROUTES.sitePages, schema: sitePagesSchema });
export const fetchSitePages = useSitePages.fetch;
