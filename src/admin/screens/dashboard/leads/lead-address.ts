import { LEAD_STATUSES } from '../../../../lib/api/leads';
import { DEFAULT_CONTACT_QUERY, type LeadQuery } from '../../../api/leads-api';

/** The inbox's filter, read from its address (`?status=&q=&page=`); anything unknown falls back to the default. */
export function leadQueryFrom(search: URLSearchParams): LeadQuery {
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    status:
      status === 'all' || LEAD_STATUSES.some((known) => known === status) ? (status as LeadQuery['status']) : DEFAULT_CONTACT_QUERY.status,
    q: search.get('q') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The inbox address (relative to /admin) for a filter and, optionally, an open lead. */
export function leadAddress(filter: LeadQuery, leadId?: string | null): string {
  const params = new URLSearchParams();
  if (filter.status !== DEFAULT_CONTACT_QUERY.status) params.set('status', filter.status);
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return `/dashboard/contacts${leadId ? `/${encodeURIComponent(leadId)}` : ''}${query ? `?${query}` : ''}`;
}
