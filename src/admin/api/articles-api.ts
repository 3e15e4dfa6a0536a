import {
  articleRecordSchema,
  storedImageSchema,
  type ArticleFields,
  type ArticleVersion,
  type StoredImage,
  type VersionedArticle,
} from '../../lib/api/articles';
import { ApiError, errorFromResponse, getJson, sendJson } from './http';
import { defineWrite } from './mutation';
import { publishingKeys } from './publishing-api';

/** The Articles screen's calls (README "Insights (articles)"). */
export const articleKeys = {
  all: ['admin', 'articles'] as const,
  list: ['admin', 'articles', 'list'] as const,
  one: (id: string) => ['admin', 'articles', 'one', id] as const,
  history: (id: string) => ['admin', 'articles', 'history', id] as const,
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

const createArticle = (fields: ArticleFields) => sendJson<ArticleAnswer>('POST', '/api/admin/articles', fields);
const saveArticle = (id: string, fields: ArticleFields, version: string) =>
  sendJson<ArticleAnswer>('PUT', articlePath(id), { ...fields, version });

/** What the editor asks of the server; `schedule.at` is the UTC instant (the screen converts from Pakistan time). */
export type ArticleAction =
  | { kind: 'save' }
  | { kind: 'publish' }
  | { kind: 'schedule'; at: string }
  | { kind: 'unpublish' }
  | { kind: 'restore'; historyId: string }
  | { kind: 'delete' };

interface ArticleActionInput {
  action: ArticleAction;
  /** The article as the server last gave it (its version goes with the change); null for a new one. */
  article: VersionedArticle | null;
  /** What is typed, saved first (creating the article the first time) when it changed and the action needs it. */
  fields: ArticleFields;
  changed: boolean;
  /** Told of that first save before the action runs, so a failing action still keeps it. */
  onSaved: (article: VersionedArticle) => void;
}

/** Every article change; `answer` is null once it is deleted. `sent` is what was typed when it started. */
export const useArticleAction = defineWrite({
  call: async ({ action, article, fields, changed, onSaved }: ArticleActionInput) => {
    const sent = fields;
    if ((action.kind === 'save' || action.kind === 'publish' || action.kind === 'schedule') && (changed || !article)) {
      const saved = article ? await saveArticle(article.id, fields, article.version) : await createArticle(fields);
      article = saved!;
      onSaved(article);
    }
    if (!article) return { answer: null, sent };
    const { id, version } = article;
    const post = (name: string, body: object) => sendJson<ArticleAnswer>('POST', articlePath(id, name), { version, ...body });
    switch (action.kind) {
      case 'save':
        return { answer: article as ArticleAnswer, sent };
      case 'publish':
        return { answer: await post('publish', {}), sent };
      case 'schedule':
        return { answer: await post('schedule', { at: action.at }), sent };
      case 'unpublish':
        return { answer: await post('unpublish', {}), sent };
      case 'restore':
        return { answer: await post('restore', { historyId: action.historyId }), sent };
      case 'delete':
        await sendJson<{ publish?: ArticleAnswer['publish'] }>('DELETE', articlePath(id), { version });
        return { answer: null, sent };
    }
  },
  failure: 'Not saved',
  update: (queryClient, { answer }, { article }) => {
    if (answer) queryClient.setQueryData(articleKeys.one(answer.id), answer);
    else queryClient.removeQueries({ queryKey: articleKeys.one(article?.id ?? '') });
  },
  refreshesLater: ({ answer }) => [articleKeys.list, publishingKeys.all, ...(answer ? [articleKeys.history(answer.id)] : [])],
});
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
