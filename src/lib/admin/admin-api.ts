import type { EditablePage } from '../content/editable-content';
import type {
  AdminProfile,
  ContactSubmission,
  NewsletterSubscriber,
  VersionedContentEntry as ContentEntry,
} from './admin-records';
import type { LoginRequest, SetupRequest } from './admin-schemas';
import { versionedContentEntrySchema } from './admin-records';
import { errorStatus, getJson, sendJson } from './http';

// The API's own request and answer shapes (spec 3), shared with the functions.
export type { AdminProfile, ContactSubmission, ContentEntry, NewsletterSubscriber };
export type LoginInput = LoginRequest;
export type SetupInput = SetupRequest;

/** Cache keys; `content` is a prefix so one invalidation refreshes every page's list. */
export const adminKeys = {
  me: ['admin', 'me'] as const,
  content: ['admin', 'content'] as const,
  contentOf: (page: EditablePage) => ['admin', 'content', page] as const,
  contacts: ['admin', 'contacts'] as const,
  newsletters: ['admin', 'newsletters'] as const,
};

// Lookups: a 401 means "not signed in", which the screens treat as no data.
export const fetchMe = () => getJson<AdminProfile>('/api/admin/me', { on401: 'null' });
export const fetchContent = (page: EditablePage) =>
  getJson<ContentEntry[]>(`/api/admin/content/${page}`, { on401: 'null' });
export const fetchContacts = () => getJson<ContactSubmission[]>('/api/contacts', { on401: 'null' });
export const fetchNewsletters = () => getJson<NewsletterSubscriber[]>('/api/newsletters', { on401: 'null' });

// Writes: every failure is raised for the caller's toast.
export const login = (input: LoginInput) => sendJson<Pick<AdminProfile, 'username'>>('POST', '/api/admin/login', input);
export const logout = () => sendJson<null>('POST', '/api/admin/logout');
export const setup = (input: SetupInput) => sendJson<Pick<AdminProfile, 'username'>>('POST', '/api/admin/setup', input);
/** The saved entry, plus how the edit reaches the public site (see src/server/publish.ts). */
export type SavedContentEntry = ContentEntry & { publish?: { state: string; message: string; requestedAt?: string } };
/** Sends the version the editor read, so a save over someone else's newer text is refused (409). */
export const updateContent = (id: string, content: string, version?: string) =>
  sendJson<SavedContentEntry>('PUT', `/api/admin/content/${encodeURIComponent(id)}`, { content, version });

/** The current entry a 409 from updateContent carries, or null for any other error. */
export function conflictingEntry(error: unknown): ContentEntry | null {
  if (errorStatus(error) !== 409 || !(error instanceof Error)) return null;
  try {
    const body: unknown = JSON.parse(error.message.slice(error.message.indexOf(':') + 1));
    const parsed = versionedContentEntrySchema.safeParse((body as { current?: unknown } | null)?.current);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
export const seedContent = (seedPath: string) => sendJson<{ added: number }>('POST', seedPath);
