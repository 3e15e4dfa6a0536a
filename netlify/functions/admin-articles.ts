import type { Config } from '@netlify/functions';
import { articleCreateSchema, articleIdSchema, articleUpdateSchema } from '../../src/lib/api/articles';
import { logActivity } from '../../src/server/activity/index';
import { requireMember } from '../../src/server/auth/index';
import {
  ARTICLE_BODY_LIMIT_BYTES,
  ARTICLE_CONFLICT,
  articleChangeAnswer,
  createDraft,
  deleteArticle,
  listArticles,
  readArticle,
  saveDraft,
  UNKNOWN_ARTICLE,
} from '../../src/server/articles/index';
import { requestPublishAfterSave } from '../../src/server/content/index';
import {
  guardMutation,
  HttpError,
  json,
  listJson,
  noContent,
  parseBody,
  readJsonBody,
  requireSameOrigin,
  route,
} from '../../src/server/http';

/**
 * GET    /api/admin/articles      every article (working copy, published version, `version`), last edited first
 * POST   /api/admin/articles      a new draft → 201; 409 {fields: {slug}} when the address is taken
 * GET    /api/admin/articles/:id  one article with its `version`
 * PUT    /api/admin/articles/:id  Save draft: new fields, with the version read (If-Match or `version`);
 *                                 409 {error, current} when someone saved in between; the old fields go into the history
 * DELETE /api/admin/articles/:id  the article, its history and its addresses (If-Match optional);
 *                                 a live one leaves the site with the build this requests
 * Publishing, scheduling, history and restore: admin-article-actions.ts.
 */
function articleId(params: Record<string, string>): string {
  const id = articleIdSchema.safeParse(params.id);
  if (!id.success) throw new HttpError(404, UNKNOWN_ARTICLE);
  return id.data;
}

export default route({
  GET: async (_req, context) => {
    await requireMember(context);
    if (!context.params.id) return listJson(await listArticles());
    const found = await readArticle(articleId(context.params));
    if (!found) throw new HttpError(404, UNKNOWN_ARTICLE);
    return json(200, { ...found.value, version: found.etag });
  },

  POST: async (req, context) => {
    guardMutation(req);
    const admin = await requireMember(context);
    if (context.params.id)
      throw new HttpError(405, 'Send new articles to /api/admin/articles.', { headers: { Allow: 'GET, PUT, DELETE' } });
    const input = parseBody(articleCreateSchema, await readJsonBody(req, { limit: ARTICLE_BODY_LIMIT_BYTES }));
    const result = await createDraft({ ...input, author: input.author ?? admin.username }, admin.username);
    if ('refused' in result) {
      const { status, reason, field } = result.refused;
      throw new HttpError(status, reason, field ? { fields: { [field]: reason } } : {});
    }
    return json(201, result.article);
  },

  PUT: async (req, context) => {
    guardMutation(req);
    const admin = await requireMember(context);
    const id = articleId(context.params);
    const { version, ...fields } = parseBody(articleUpdateSchema, await readJsonBody(req, { limit: ARTICLE_BODY_LIMIT_BYTES }));
    const result = await saveDraft(id, fields, admin.username, req.headers.get('if-match') || version);
    return articleChangeAnswer(result, context);
  },

  DELETE: async (req, context) => {
    requireSameOrigin(req);
    const admin = await requireMember(context);
    const result = await deleteArticle(articleId(context.params), req.headers.get('if-match') || undefined);
    if (result.status === 'missing') throw new HttpError(404, UNKNOWN_ARTICLE);
    if (result.status === 'conflict') throw new HttpError(409, ARTICLE_CONFLICT, { body: { current: result.current } });
    await logActivity(context, { actor: admin.username, action: 'article.deleted', target: articleId(context.params) });
    if (!result.wasOnSite) return noContent();
    return json(200, { publish: await requestPublishAfterSave(context) });
  },
});

export const config: Config = { path: ['/api/admin/articles', '/api/admin/articles/:id'] };
