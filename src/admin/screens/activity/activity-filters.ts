import { ACTIVITY_ACTIONS, type ActivityAction, type ActivityQuery } from '../../../lib/api/activity';

/** The Activity screen's filters as they sit in its address (?actor=&action=&from=&to=&page=). */
export function filtersFromSearch(search: string): ActivityQuery {
  const params = new URLSearchParams(search);
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
  };
  const action = params.get('action') ?? '';
  const page = Number(params.get('page'));
  return {
    actor: params.get('actor')?.trim() || undefined,
    action: (ACTIVITY_ACTIONS as readonly string[]).includes(action) ? (action as ActivityAction) : undefined,
    from: date('from'),
    to: date('to'),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

export function searchFromFilters(query: ActivityQuery): string {
  const params = new URLSearchParams();
  for (const key of ['actor', 'action', 'from', 'to', 'page'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
