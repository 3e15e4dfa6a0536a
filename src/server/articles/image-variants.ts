import { currentArticleSource, type ArticleSource } from './site-articles';

/**
 * The sizes and formats an article image is published in, made at build
 * time by sharp from the uploaded original (served by
 * src/pages/insights/img/[file].ts): AVIF and WebP at up to three widths for
 * the page's <picture> srcset, and one JPEG (1200 px) for feeds, shared
 * links and browsers without either. Never wider than the original.
 */
export const IMAGE_WIDTHS = [480, 800, 1200] as const;
export const PICTURE_FORMATS = ['avif', 'webp'] as const;
export const FALLBACK_WIDTH = 1200;
type Format = (typeof PICTURE_FORMATS)[number] | 'jpg';

export const variantPath = (id: string, width: number, format: Format) => `/insights/img/${id}-${width}.${format}`;

const VARIANT_FILE = /^([0-9A-HJKMNP-TV-Z]{26})-(\d{2,5})\.(avif|webp|jpg)$/;

export function parseVariant(file: string): { id: string; width: number; format: Format } | null {
  const match = VARIANT_FILE.exec(file);
  return match ? { id: match[1]!, width: Number(match[2]), format: match[3] as Format } : null;
}

export interface ImageVariants {
  /** The original's size; the page's width and height attributes, so nothing shifts as it loads. */
  width: number;
  height: number;
  /** srcset per format, smallest first. */
  srcset: Record<(typeof PICTURE_FORMATS)[number], string>;
  /** The JPEG fallback (and feed and share image). */
  fallback: { path: string; width: number; height: number };
  /** Every file to build: one per width and format. */
  files: { width: number; format: Format }[];
}

const widthsFor = (natural: number) => {
  const fitting = IMAGE_WIDTHS.filter((width) => width <= natural);
  return fitting.length > 0 ? fitting : [natural];
};

/** sharp (a native library) loads when an image is first measured or made, not with every function that reaches the articles area. */
const loadSharp = async () => (await import('sharp')).default;

const facts = new Map<string, Promise<{ width: number; height: number } | null>>();

async function originalSize(id: string, source: ArticleSource): Promise<{ width: number; height: number } | null> {
  const bytes = await source.image(id);
  if (!bytes) return null;
  const sharp = await loadSharp();
  const { width, height } = await sharp(bytes).metadata();
  return width && height ? { width, height } : null;
}

export async function imageVariants(id: string, source: ArticleSource = currentArticleSource()): Promise<ImageVariants | null> {
  let size = facts.get(id);
  if (!size || import.meta.env.DEV) facts.set(id, (size = originalSize(id, source)));
  const original = await size;
  if (!original) return null;
  const widths = widthsFor(original.width);
  const fallbackWidth = Math.min(FALLBACK_WIDTH, original.width);
  const srcset = (format: (typeof PICTURE_FORMATS)[number]) =>
    widths.map((width) => `${variantPath(id, width, format)} ${width}w`).join(', ');
  return {
    ...original,
    srcset: { avif: srcset('avif'), webp: srcset('webp') },
    fallback: {
      path: variantPath(id, fallbackWidth, 'jpg'),
      width: fallbackWidth,
      height: Math.round((original.height * fallbackWidth) / original.width),
    },
    files: [
      ...PICTURE_FORMATS.flatMap((format) => widths.map((width) => ({ width, format }))),
      { width: fallbackWidth, format: 'jpg' as const },
    ],
  };
}

/** One variant's bytes, or null when the image or that size does not exist. */
export async function renderVariant(
  file: string,
  source: ArticleSource = currentArticleSource(),
): Promise<{ bytes: Uint8Array; type: string } | null> {
  const variant = parseVariant(file);
  if (!variant) return null;
  const variants = await imageVariants(variant.id, source);
  if (!variants?.files.some((f) => f.width === variant.width && f.format === variant.format)) return null;
  const bytes = await source.image(variant.id);
  if (!bytes) return null;
  const sharp = await loadSharp();
  const resized = sharp(bytes).resize({ width: variant.width, withoutEnlargement: true });
  const encoded =
    variant.format === 'avif'
      ? resized.avif({ quality: 55, effort: 4 })
      : variant.format === 'webp'
        ? resized.webp({ quality: 75 })
        : resized.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true, progressive: true });
  const type = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }[variant.format];
  return { bytes: new Uint8Array(await encoded.toBuffer()), type };
}
