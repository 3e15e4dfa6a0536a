import type { APIRoute, GetStaticPaths } from 'astro';
import { site } from '../../config/site';
import { OG_KIND_LABELS, ogCards, type OgCard } from '../../data/search-appearance';
import { renderOgImage, searchTexts } from '../../server/content/index';

/**
 * /og/<page>.png: each page's social-sharing image (og:image), drawn at
 * build time from its title as published (the admin's search appearance
 * where edited) and its kind. See src/server/content/og-image.ts.
 */
export const getStaticPaths = (() => ogCards.map((card) => ({ params: { slug: card.slug }, props: { card } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { card } = props as { card: OgCard };
  const title = (await searchTexts(card.path))?.title ?? card.title;
  const png = await renderOgImage({ title, kind: OG_KIND_LABELS[card.kind], brandName: site.brandName, host: new URL(site.origin).host });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
