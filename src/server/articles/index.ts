/**
 * Insights articles: editing, history, images, slugs, the schedule and the articles a build shows.
 * The area's face: other areas, functions, pages and scripts import only what is here.
 */
export { ARTICLE_BODY_LIMIT_BYTES, ARTICLE_CONFLICT, UNKNOWN_ARTICLE, articleChangeAnswer } from './answers';
export { createDraft, deleteArticle, restoreVersion, saveDraft } from './editing';
export { listVersions } from './history';
export { imageVariants, renderVariant, variantPath, type ImageVariants } from './image-variants';
export { IMAGE_LIMITS, readImage, storeImage } from './images';
export { publishNow, schedule, unpublish } from './publishing';
export { listArticles, readArticle } from './records';
export { requestBuildsForDueArticles } from './scheduler';
export {
  articleRedirects,
  currentArticleSource,
  dueArticles,
  liveArticles,
  notFoundInDev,
  siteArticleOf,
  snapshotArticleSource,
  type ArticleSource,
} from './site-articles';
