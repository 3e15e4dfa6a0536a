import type { Context } from '@netlify/functions';
import { HttpError, json } from '../http';
import { requestPublishAfterSave, type PublishResult } from '../content/index';
import { changesSite } from './publishing';
import type { ChangeResult } from './records';

/** How the article functions answer a change: the same words and statuses everywhere. */
export const UNKNOWN_ARTICLE = 'There is no article with that id.';
export const ARTICLE_CONFLICT = 'Someone else saved this article after you opened it. Compare both versions, then save again.';
/** An article (up to 100,000 characters of Markdown, escaped as JSON) fits in this. */
export const ARTICLE_BODY_LIMIT_BYTES = 512 * 1024;

/**
 * 200 with the article (and `publish`, how the change reaches the site, when
 * it put the article on or took it off the site now); 404, 409 with the
 * current article, or the domain's refusal with its field.
 */
export async function articleChangeAnswer(result: ChangeResult, context: Context): Promise<Response> {
  if ('refused' in result) {
    const { status, reason, field } = result.refused;
    throw new HttpError(status, reason, field ? { fields: { [field]: reason } } : {});
  }
  if (result.status === 'missing') throw new HttpError(404, UNKNOWN_ARTICLE);
  if (result.status === 'conflict') throw new HttpError(409, ARTICLE_CONFLICT, { body: { current: result.current } });
  const publish: PublishResult | null = changesSite(result.before, result.article) ? await requestPublishAfterSave(context) : null;
  return json(200, { ...result.article, ...(publish && { publish }) });
}
