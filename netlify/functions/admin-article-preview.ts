import type { Config } from '@netlify/functions';
import { articlePreviewSchema } from '../../src/lib/api/articles';
import { readSiteConfig } from '../../src/config/site';
import { renderMarkdown, readingMinutes } from '../../src/lib/markdown/render';
import { requireMember } from '../../src/server/auth/index';
import { ARTICLE_BODY_LIMIT_BYTES } from '../../src/server/articles/index';
import { json, parseBody, readMutation, route } from '../../src/server/http';

/**
 * POST /api/admin/article-preview {body}: the article body as its page will
 * show it, rendered by the same module the build uses (src/lib/markdown/render.ts),
 * so raw HTML is stripped exactly as on the page. Answers {html, headings, readingMinutes}.
 */
export default route({
  POST: async (req, context) => {
    const body = await readMutation(req, { limit: ARTICLE_BODY_LIMIT_BYTES });
    await requireMember(context);
    const input = parseBody(articlePreviewSchema, body);
    const { html, headings } = renderMarkdown(input.body, { siteOrigin: readSiteConfig().origin });
    return json(200, { html, headings, readingMinutes: readingMinutes(input.body) });
  },
});

export const config: Config = { path: '/api/admin/article-preview' };
