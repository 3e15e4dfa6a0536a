/**
 * The social-sharing card of a page (og:image): its title and kind in the
 * brand colours on a 1200×630 canvas, as the element tree satori draws.
 * Pure, so the layout rules (the title's size for its length) are testable
 * without rendering.
 */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Brand colours (tailwind.config.mjs): orange brand-700, green accent-700, a warm light background. */
const COLOURS = { brand: '#c2410c', accent: '#15803d', ink: '#0f172a', muted: '#334155', background: '#fff7ed' } as const;

export interface OgCardInput {
  title: string;
  /** What kind of page it is ("SEO service", "Local SEO"). */
  kind: string;
  brandName: string;
  /** The site's host, shown at the bottom ("www.example.pk"). */
  host: string;
}

/** A satori element: the shape of a React element without React. */
export interface OgElement {
  type: string;
  props: { style?: Record<string, string | number>; children?: (OgElement | string)[] | OgElement | string };
}

const el = (type: string, style: Record<string, string | number>, children?: OgElement['props']['children']): OgElement => ({
  type,
  props: { style, ...(children !== undefined && { children }) },
});

/** Larger type for short titles; long ones stay within three lines. */
export function titleFontSize(title: string): number {
  if (title.length <= 30) return 76;
  if (title.length <= 48) return 66;
  return 56;
}

export function ogCard({ title, kind, brandName, host }: OgCardInput): OgElement {
  const content = el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      flexGrow: 1,
      padding: '64px 88px 56px 80px',
    },
    [
      el('div', { display: 'flex' }, [
        el(
          'div',
          {
            display: 'flex',
            background: COLOURS.brand,
            color: '#ffffff',
            fontSize: 28,
            fontWeight: 700,
            padding: '10px 26px',
            borderRadius: 999,
          },
          kind,
        ),
      ]),
      el('div', { display: 'flex', fontSize: titleFontSize(title), fontWeight: 800, lineHeight: 1.12, maxWidth: 1000 }, title),
      el(
        'div',
        {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          borderTop: `6px solid ${COLOURS.accent}`,
          paddingTop: 24,
        },
        [
          el('div', { display: 'flex', fontSize: 34, fontWeight: 800, color: COLOURS.brand }, brandName),
          el('div', { display: 'flex', fontSize: 28, fontWeight: 400, color: COLOURS.muted }, host),
        ],
      ),
    ],
  );
  // Satori sizes boxes without their padding (content-box): the root has none, the padded column fills it.
  return el(
    'div',
    { width: '100%', height: '100%', display: 'flex', background: COLOURS.background, fontFamily: 'Noto Sans', color: COLOURS.ink },
    [el('div', { display: 'flex', width: 24, background: COLOURS.brand }), content],
  );
}
