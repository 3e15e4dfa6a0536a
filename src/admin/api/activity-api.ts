import { useQuery } from '@tanstack/react-query';
import type { ActivityPage, ActivityQuery } from '../../lib/api/activity';
import { getJson } from './http';

/** The activity log (README "Staff, sessions and activity API"). */
export type { ActivityPage, ActivityQuery };

const activityKeys = { page: (query: ActivityQuery) => ['admin', 'activity', query] as const };

/** The activity query as the address of the API (and of its CSV download). */
export function activityPath(query: ActivityQuery): string {
  const params = new URLSearchParams();
  for (const key of ['actor', 'action', 'from', 'to', 'page', 'format'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/admin/activity${search ? `?${search}` : ''}`;
}
export const useActivity = (query: ActivityQuery) =>
  useQuery({ queryKey: activityKeys.page(query), queryFn: () => getJson<ActivityPage>(activityPath(query), { on401: 'null' }) });
