import { activityPageSchema, type ActivityQuery } from '../../lib/api/activity';
import { ROUTES } from '../../lib/api/routes';
import { definePagedRead } from './read';

/** The activity log (README "Staff, sessions and activity API"), 50 a page; `address` with `format: 'csv'` is its download. */
export type { ActivityQuery };

export const useActivity = definePagedRead({
  route: ROUTES.activity,
  schema: activityPageSchema,
  values: ({ actor, action, from, to, page, format }: ActivityQuery) => ({ actor, action, from, to, page, format }),
  page: ({ matching, ...page }) => ({ ...page, total: matching }),
  nullWhenSignedOut: true,
});
