import { growthFiguresSchema, type GrowthQuery } from '../../lib/api/growth';
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
