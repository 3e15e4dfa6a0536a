import type { GrowthFigures, GrowthQuery } from '../../lib/api/growth';
import { useQuery } from '@tanstack/react-query';
import { getJson } from './http';

export type { GrowthFigures, GrowthQuery };

/** The Growth screen's one call (README "Growth"): the figures of a range of days, Pakistan time. */
const growthKeys = {
  figures: (query: GrowthQuery) => ['admin', 'growth', query] as const,
};

function growthPath(query: GrowthQuery): string {
  const params = new URLSearchParams();
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  const search = params.toString();
  return `/api/admin/growth${search ? `?${search}` : ''}`;
}

export const useGrowth = (query: GrowthQuery) =>
  useQuery({ queryKey: growthKeys.figures(query), queryFn: () => getJson<GrowthFigures>(growthPath(query), { on401: 'null' }) });
