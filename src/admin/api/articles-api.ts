import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  articleRecordSchema,
  articleVersionSchema,
  renderedArticleSchema,
  storedImageSchema,
  versionedArticleSchema,
  type ArticleFields,
  type StoredImage,
  type VersionedArticle,
} from '../../lib/api/articles';
import { address, ROUTES } from '../../lib/api/routes';
import { ApiError, errorFromResponse, parseAnswer, sendJson } from './http';
import { defineWrite } from './mutation';
import { PUBLISHING_READS } from './publishing-api';
import { defineRead } from './read';

/** The Articles screen's calls (README "Insights (articles)"). */
export const useArticles = defineRead({ route: ROUTES.articles, schema: z.array(versionedArticleSchema), nullWhenSignedOut: true });
export const useArticle = defineRead({
  route: ROUTES.article,
  schema: versionedArticleSchema,
  values: (id: string) => ({ id }),
  nullWhenSignedOut: true,
});
/** Puts an article the server answered into the cache (the editor's own read of it), without a refetch. */
export function useKeepArticle(): (article: VersionedArticle) => void {
  const queryClient = useQueryClient();
  return (article) => queryClient.setQueryData(useArticle.key(article.id), article);
}
/** Its earlier saved versions, newest first. */
export const useArticleHistory = defineRead({
  route: ROUTES.articleAction,
  schema: z.array(articleVersionSchema),
  values: (id: string) => ({ id, action: 'history' }),
});

/** An article change's answer: the article, and how it reaches the site when it changed what the site shows. */
export type ArticleAnswer = VersionedArticle & { publish?: { state: string; message: string; requestedAt?: string } };
const articlePath = (id: string, action?: string) =>
  action ? address(ROUTES.articleAction, { id, action }) : address(ROUTES.article, { id });

const createArticle = (fields: ArticleFields) => sendJson<ArticleAnswer>('POST', ROUTES.articles, fields);
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
    if (answer) queryClient.setQueryData(useArticle.key(answer.id), answer);
    else if (article) queryClient.removeQueries({ queryKey: useArticle.key(article.id) });
  },
  refreshesLater: ({ answer }) => [useArticles.all, ...PUBLISHING_READS, ...(answer ? [useArticleHistory.key(answer.id)] : [])],
});

/** The body as the page will show it (the preview function renders it): a POST, so not a defineRead; asked only while `enabled`. */
export const useArticlePreview = (body: string, { enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: [ROUTES.articlePreview, body],
    queryFn: async () =>
      parseAnswer(renderedArticleSchema, `POST ${ROUTES.articlePreview}`, await sendJson<unknown>('POST', ROUTES.articlePreview, { body })),
    enabled,
  });

/** The file itself as the body: the server reads the type from its bytes (415 other types, 413 over 5 MB). */
export async function uploadArticleImage(file: Blob): Promise<StoredImage> {
  const response = await fetch(ROUTES.articleImages, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/octet-stream' },
    body: file,
  });
  if (!response.ok) throw await errorFromResponse(response);
  return storedImageSchema.parse(await response.json());
}
export const articleImageUrl = (imageId: string) => address(ROUTES.articleImage, { id: imageId });

/** The article someone else saved, when a change was refused for it (409 with `current`); null for any other error. */
export function conflictingArticle(error: unknown): VersionedArticle | null {
  const current = (error instanceof ApiError ? error.field('current') : undefined) as { version?: unknown } | undefined;
  const parsed = articleRecordSchema.safeParse(current);
  return parsed.success && typeof current?.version === 'string' ? { ...parsed.data, version: current.version } : null;
}
