import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Font } from 'satori';
import { OG_IMAGE_SIZE, ogCard, type OgCardInput } from '../../lib/seo/og-card';

/**
 * Draws a page's sharing card as a PNG at build time: satori lays the card
 * out as SVG with Noto Sans (the site's own font stack names it) read from
 * the @fontsource package, resvg rasterises it. No network, no font CDN.
 * satori reads .woff (not .woff2); only the Latin subset is loaded.
 */
let fonts: Font[] | undefined;

function loadFonts(): Font[] {
  if (fonts) return fonts;
  const require = createRequire(join(process.cwd(), 'package.json'));
  const file = (weight: number) => readFileSync(require.resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`));
  fonts = ([400, 700, 800] as const).map((weight) => ({ name: 'Noto Sans', data: file(weight), weight, style: 'normal' as const }));
  return fonts;
}

export async function renderOgImage(input: OgCardInput): Promise<Buffer> {
  // satori and resvg load here, when the build draws a card, not with every function that reaches the content area.
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  // satori takes React elements; the card is built as the same plain objects.
  const svg = await satori(ogCard(input) as unknown as Parameters<typeof satori>[0], { ...OG_IMAGE_SIZE, fonts: loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_IMAGE_SIZE.width } }).render().asPng();
}
