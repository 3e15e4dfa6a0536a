import type { EditablePage } from '../content/editable-content';
import { getJson, sendJson } from './http';

/** Shapes of the admin API (spec 3 and 7, issue 5). */
export interface AdminUser {
  username: string;
  email?: string;
}

export interface ContentEntry {
  id: string;
  page: EditablePage;
  section: string;
  contentKey: string;
  content: string;
}

export interface ContactSubmission {
  id: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  service_required?: string | null;
  website?: string | null;
  message?: string | null;
  created_at: string;
}

export interface NewsletterSubscriber {
  id: string;
  email: string;
  subscribed_at: string;
}

export interface LoginInput {
  username: string;
  password: string;
}

export interface SetupInput extends LoginInput {
  email: string;
}

/** Cache keys; `content` is a prefix so one invalidation refreshes every page's list. */
export const adminKeys = {
  me: ['admin', 'me'] as const,
  content: ['admin', 'content'] as const,
  contentOf: (page: EditablePage) => ['admin', 'content', page] as const,
  contacts: ['admin', 'contacts'] as const,
  newsletters: ['admin', 'newsletters'] as const,
};

// Lookups: a 401 means "not signed in", which the screens treat as no data.
export const fetchMe = () => getJson<AdminUser>('/api/admin/me', { on401: 'null' });
export const fetchContent = (page: EditablePage) =>
  getJson<ContentEntry[]>(`/api/admin/content/${page}`, { on401: 'null' });
export const fetchContacts = () => getJson<ContactSubmission[]>('/api/contacts', { on401: 'null' });
export const fetchNewsletters = () => getJson<NewsletterSubscriber[]>('/api/newsletters', { on401: 'null' });

// Writes: every failure is raised for the caller's toast.
export const login = (input: LoginInput) => sendJson<AdminUser>('POST', '/api/admin/login', input);
export const logout = () => sendJson<null>('POST', '/api/admin/logout');
export const setup = (input: SetupInput) => sendJson<AdminUser>('POST', '/api/admin/setup', input);
export const updateContent = (id: string, content: string) =>
  sendJson<ContentEntry>('PUT', `/api/admin/content/${encodeURIComponent(id)}`, { content });
export const seedContent = (seedPath: string) => sendJson<{ added: number }>('POST', seedPath);
