import type { APIRoute, GetStaticPaths } from 'astro';
import { imageVariants, liveArticles, renderVariant, variantPath } from '../../../server/articles/index';

/**
 * /insights/img/<image id>-<width>.<avif|webp|jpg>: the sizes and formats of
 * the images live articles show, made by sharp at build time
 * (src/server/articles/image-variants.ts).
 */
export const getStaticPaths = (async () => {
  const ids = new Set(
    (await liveArticles()).flatMap((article) =>
      [article.fields.hero?.imageId, article.fields.seo.imageId].filter((id) => id !== undefined && id !== null),
    ),
  );
  const files: { params: { file: string } }[] = [];
  for (const id of ids) {
    const variants = await imageVariants(id);
    for (const { width, format } of variants?.files ?? [])
      files.push({ params: { file: variantPath(id, width, format).split('/').at(-1)! } });
  }
  return files;
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const variant = await renderVariant(params.file ?? '');
  if (!variant) return new Response(null, { status: 404 });
  return new Response(new Uint8Array(variant.bytes), { headers: { 'Content-Type': variant.type } });
};
