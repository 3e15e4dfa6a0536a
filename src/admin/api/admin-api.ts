import type { StoredPage } from '../../lib/content/editable-content';
import type { AdminProfile, LoginRequest, SetupRequest, LoginAnswer } from '../../lib/api/auth';
import type { LeadPage, Lead, LeadStatus, LeadChangeRequest, HandLeadRequest } from '../../lib/api/leads';
import type { NewsletterSubscriber } from '../../lib/api/newsletter';
import type { LeadAuditExport } from '../../lib/api/audits';
import { type VersionedContentEntry as ContentEntry, versionedContentEntrySchema } from '../../lib/api/content';
import { ApiError, getJson, sendJson } from './http';

// The API's own request and answer shapes (spec 3), shared with the functions.
export type { AdminProfile, LeadPage, Lead, ContentEntry, LeadStatus, NewsletterSubscriber };
export type LoginInput = LoginRequest;
export type SetupInput = SetupRequest;

/** Cache keys; `content` is a prefix so one invalidation refreshes every page's list. */
export const adminKeys = {
  me: ['admin', 'me'] as const,
  content: ['admin', 'content'] as const,
  contentOf: (page: StoredPage) => ['admin', 'content', page] as const,
  /** Prefix of every lead-inbox query. */
  leads: ['admin', 'leads'] as const,
  leadPage: (query: LeadQuery) => ['admin', 'leads', 'page', query] as const,
  lead: (id: string) => ['admin', 'leads', 'one', id] as const,
  newsletters: ['admin', 'newsletters'] as const,
};

// Lookups: a 401 means "not signed in", which the screens treat as no data.
export const fetchMe = () => getJson<AdminProfile>('/api/admin/me', { on401: 'null' });
export const fetchContent = (page: StoredPage) => getJson<ContentEntry[]>(`/api/admin/content/${page}`, { on401: 'null' });
/** The Contacts tab's filter: `active` is everything but spam. */
export interface LeadQuery {
  status: LeadStatus | 'active' | 'all';
  q: string;
  page: number;
}
export const DEFAULT_CONTACT_QUERY: LeadQuery = { status: 'active', q: '', page: 1 };

function leadSearch(query: { status?: LeadQuery['status']; q?: string; page?: number; export?: boolean }): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.page) params.set('page', String(query.page));
  // Marks the fetch as the CSV download, which the activity log records.
  if (query.export) params.set('export', '1');
  const search = params.toString();
  return search ? `?${search}` : '';
}
/** One page of the inbox with its counts (`?page=`; without it /api/contacts answers spec 7's plain array). */
export const fetchLeadPage = (query: LeadQuery) =>
  getJson<LeadPage>(
    `/api/contacts${leadSearch({ ...query, status: query.status === 'active' ? undefined : query.status, page: Math.max(1, query.page) })}`,
    { on401: 'null' },
  );
export const fetchLead = (id: string) => getJson<Lead>(`/api/contacts/${encodeURIComponent(id)}`);
/** A lead as the export answers it: with its latest website audit (address, date, report link) or null. */
export type LeadExportRow = Lead & { audit: LeadAuditExport | null };
/** Every lead matching the filter (all statuses unless one is chosen), full records, for the CSV download. */
export const fetchLeadExport = (query: Pick<LeadQuery, 'status' | 'q'>) =>
  getJson<LeadExportRow[]>(
    `/api/contacts${leadSearch({ status: query.status === 'active' ? 'all' : query.status, q: query.q, export: true })}`,
  );
export const fetchNewsletters = () => getJson<NewsletterSubscriber[]>('/api/newsletters', { on401: 'null' });
/** The list again, for the CSV download: the activity log records the export. */
export const fetchNewsletterExport = () => getJson<NewsletterSubscriber[]>('/api/newsletters?export=1');

// Writes: every failure is raised for the caller's toast.
/** `{username}`, plus `second_factor` when a second step (two-factor sign-in) follows. */
export const login = (input: LoginInput) => sendJson<LoginAnswer>('POST', '/api/admin/login', input);
export const logout = () => sendJson<null>('POST', '/api/admin/logout');
export const setup = (input: SetupInput) => sendJson<Pick<AdminProfile, 'username'>>('POST', '/api/admin/setup', input);
/** The saved entry, plus how the edit reaches the public site (see src/server/content/publish.ts). */
export type SavedContentEntry = ContentEntry & { publish?: { state: string; message: string; requestedAt?: string } };
/** Sends the version the editor read, so a save over someone else's newer text is refused (409). */
export const updateContent = (id: string, content: string, version?: string) =>
  sendJson<SavedContentEntry>('PUT', `/api/admin/content/${encodeURIComponent(id)}`, { content, version });

/** The current entry a 409 from updateContent carries, or null for any other error. */
export function conflictingEntry(error: unknown): ContentEntry | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = versionedContentEntrySchema.safeParse(error.field('current'));
  return parsed.success ? parsed.data : null;
}
export const seedContent = (seedPath: string) => sendJson<{ added: number }>('POST', seedPath);
export const changeLead = (id: string, change: LeadChangeRequest) =>
  sendJson<Lead>('PATCH', `/api/contacts/${encodeURIComponent(id)}`, change);
/** A lead added by hand after a chat, a call or a visit (no alert mail goes out). */
export const addLead = (input: HandLeadRequest) => sendJson<Lead>('POST', '/api/contacts', input);
export const deleteLead = (id: string) => sendJson<null>('DELETE', `/api/contacts/${encodeURIComponent(id)}`);
export const resendLeadAlert = (id: string) => sendJson<Lead>('POST', `/api/contacts/${encodeURIComponent(id)}/alert`);
export const deleteSubscriber = (email: string) => sendJson<null>('DELETE', '/api/newsletters', { email });
