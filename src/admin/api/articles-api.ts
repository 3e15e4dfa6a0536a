import {
  articleRecordSchema,
  storedImageSchema,
  type ArticleFields,
  type ArticleVersion,
  type StoredImage,
  type VersionedArticle,
} from '../../lib/api/articles';
import type { StaffList } from '../../lib/api/staff';
import { ApiError, errorFromResponse, getJson, sendJson } from './http';

/** The Articles screen's calls (README "Insights (articles)"). */
export const articleKeys = {
  all: ['admin', 'articles'] as const,
  list: ['admin', 'articles', 'list'] as const,
  one: (id: string) => ['admin', 'articles', 'one', id] as const,
  history: (id: string) => ['admin', 'articles', 'history', id] as const,
  staff: ['admin', 'staff'] as const,
};

/** An article change's answer: the article, and how it reaches the site when it changed what the site shows. */
export type ArticleAnswer = VersionedArticle & { publish?: { state: string; message: string; requestedAt?: string } };
export interface ArticlePreview {
  html: string;
  headings: { id: string; text: string; level: number }[];
  readingMinutes: number;
}

const articlePath = (id: string, action?: string) => `/api/admin/articles/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

export const fetchArticles = () => getJson<VersionedArticle[]>('/api/admin/articles', { on401: 'null' });
export const fetchArticle = (id: string) => getJson<VersionedArticle>(articlePath(id), { on401: 'null' });
export const fetchArticleHistory = (id: string) => getJson<ArticleVersion[]>(articlePath(id, 'history'));
/** Who may be named as author; the list of the Staff screen. */
export const fetchStaff = () => getJson<StaffList>('/api/admin/staff');

export const createArticle = (fields: ArticleFields) => sendJson<ArticleAnswer>('POST', '/api/admin/articles', fields);
export const saveArticle = (id: string, fields: ArticleFields, version: string) =>
  sendJson<ArticleAnswer>('PUT', articlePath(id), { ...fields, version });
export const deleteArticle = (id: string, version: string) =>
  sendJson<{ publish?: ArticleAnswer['publish'] }>('DELETE', articlePath(id), { version });
export const publishArticle = (id: string, version: string) => sendJson<ArticleAnswer>('POST', articlePath(id, 'publish'), { version });
/** `at`: the UTC instant (the screen converts from Pakistan time). */
export const scheduleArticle = (id: string, version: string, at: string) =>
  sendJson<ArticleAnswer>('POST', articlePath(id, 'schedule'), { version, at });
export const unpublishArticle = (id: string, version: string) => sendJson<ArticleAnswer>('POST', articlePath(id, 'unpublish'), { version });
export const restoreArticle = (id: string, version: string, historyId: string) =>
  sendJson<ArticleAnswer>('POST', articlePath(id, 'restore'), { version, historyId });
export const previewArticle = (body: string) => sendJson<ArticlePreview>('POST', '/api/admin/article-preview', { body });

/** The file itself as the body: the server reads the type from its bytes (415 other types, 413 over 5 MB). */
export async function uploadArticleImage(file: Blob): Promise<StoredImage> {
  const response = await fetch('/api/admin/article-images', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/octet-stream' },
    body: file,
  });
  if (!response.ok) throw await errorFromResponse(response);
  return storedImageSchema.parse(await response.json());
}
export const articleImageUrl = (imageId: string) => `/api/admin/article-images/${encodeURIComponent(imageId)}`;

/** The article someone else saved, when a change was refused for it (409 with `current`); null for any other error. */
export function conflictingArticle(error: unknown): VersionedArticle | null {
  const current = (error instanceof ApiError ? error.field('current') : undefined) as { version?: unknown } | undefined;
  const parsed = articleRecordSchema.safeParse(current);
  return parsed.success && typeof current?.version === 'string' ? { ...parsed.data, version: current.version } : null;
}
