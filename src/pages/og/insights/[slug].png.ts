import type { APIRoute, GetStaticPaths } from 'astro';
import { site } from '../../../config/site';
import { articleSearchTexts } from '../../../lib/articles/insights';
import { renderOgImage } from '../../../server/content/index';
import { liveArticles } from '../../../server/articles/index';

/** /og/insights/<slug>.png: each article's sharing card, drawn like every page's (src/server/content/og-image.ts). */
export const getStaticPaths = (async () =>
  (await liveArticles()).map((article) => ({ params: { slug: article.fields.slug } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const article = (await liveArticles()).find((candidate) => candidate.fields.slug === params.slug);
  if (!article) return new Response(null, { status: 404 });
  const png = await renderOgImage({
    title: articleSearchTexts(article).title,
    kind: 'Insights',
    brandName: site.brandName,
    host: new URL(site.origin).host,
  });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
