import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  articleAnswerSchema,
  articleDeletedSchema,
  articleRecordSchema,
  articleVersionSchema,
  renderedArticleSchema,
  storedImageSchema,
  versionedArticleSchema,
  type ArticleAnswer,
  type ArticleFields,
  type StoredImage,
  type VersionedArticle,
} from '../../lib/api/articles';
import { address, ROUTES } from '../../lib/api/routes';
import { ApiError, errorFromResponse, parseAnswer } from './http';
import { defineCall, defineWrite } from './mutation';
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

const createArticle = defineCall({
  route: ROUTES.articles,
  method: 'POST',
  answer: articleAnswerSchema,
  body: (fields: ArticleFields) => fields,
});
const saveArticle = defineCall({
  route: ROUTES.article,
  method: 'PUT',
  answer: articleAnswerSchema,
  params: ({ id }: { id: string; fields: ArticleFields; version: string }) => ({ id }),
  body: ({ fields, version }) => ({ ...fields, version }),
});
/** Publish, schedule, unpublish or restore: the version the writer is looking at goes with it. */
type ArticleActionName = 'publish' | 'schedule' | 'unpublish' | 'restore';
const articleAction = defineCall({
  route: ROUTES.articleAction,
  method: 'POST',
  answer: articleAnswerSchema,
  params: ({ id, action }: { id: string; action: ArticleActionName; body: object }) => ({ id, action }),
  body: ({ body }) => body,
});
const deleteArticle = defineCall({
  route: ROUTES.article,
  method: 'DELETE',
  answer: articleDeletedSchema,
  params: ({ id }: { id: string; version: string }) => ({ id }),
  body: ({ version }) => ({ version }),
});

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
    let current: ArticleAnswer | null = article;
    if ((action.kind === 'save' || action.kind === 'publish' || action.kind === 'schedule') && (changed || !current)) {
      current = current ? await saveArticle({ id: current.id, fields, version: current.version }) : await createArticle(fields);
      onSaved(current);
    }
    if (!current) return { answer: null, sent };
    const { id, version } = current;
    const post = (name: ArticleActionName, body: object) => articleAction({ id, action: name, body: { version, ...body } });
    switch (action.kind) {
      case 'save':
        return { answer: current, sent };
      case 'publish':
        return { answer: await post('publish', {}), sent };
      case 'schedule':
        return { answer: await post('schedule', { at: action.at }), sent };
      case 'unpublish':
        return { answer: await post('unpublish', {}), sent };
      case 'restore':
        return { answer: await post('restore', { historyId: action.historyId }), sent };
      case 'delete':
        await deleteArticle({ id, version });
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

const renderArticle = defineCall({
  route: ROUTES.articlePreview,
  method: 'POST',
  answer: renderedArticleSchema,
  body: (body: string) => ({ body }),
});
/** The body as the page will show it (the preview function renders it): a POST, so not a defineRead; asked only while `enabled`. */
export const useArticlePreview = (body: string, { enabled }: { enabled: boolean }) =>
  useQuery({ queryKey: [ROUTES.articlePreview, body], queryFn: () => renderArticle(body), enabled });

/** The file itself as the body: the server reads the type from its bytes (415 other types, 413 over 5 MB). */
export async function uploadArticleImage(file: Blob): Promise<StoredImage> {
  const response = await fetch(ROUTES.articleImages, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/octet-stream' },
    body: file,
  });
  if (!response.ok) throw await errorFromResponse(response);
  return parseAnswer(storedImageSchema, `POST ${ROUTES.articleImages}`, await response.json());
}
export const articleImageUrl = (imageId: string) => address(ROUTES.articleImage, { id: imageId });

/** The article someone else saved, when a change was refused for it (409 with `current`); null for any other error. */
export function conflictingArticle(error: unknown): VersionedArticle | null {
  const current = (error instanceof ApiError ? error.field('current') : undefined) as { version?: unknown } | undefined;
  const parsed = articleRecordSchema.safeParse(current);
  return parsed.success && typeof current?.version === 'string' ? { ...parsed.data, version: current.version } : null;
}
