/**
 * Home is the site's longest page (about 23,000 px tall on a phone), and its first paint used to wait
 * for the style and layout of all of it. Its sections below the hero are now skipped by the browser
 * until they near the viewport (`content-visibility: auto`, ui/Section.astro), holding these heights
 * meanwhile; once shown, a section keeps its real height (`auto`).
 *
 * Each value is the section's real height on the built page at 320 px wide (and at 1024 px for
 * `lg:`), plus about a fifth, rounded up. No value may be shorter than its
 * section: skipped content that overflows its placeholder overlaps the next section, and axe (in
 * Lighthouse's accessibility audit) then reads the wrong background behind its text. Nor much
 * taller: the scrollbar would mislead. tests/e2e/built/home.spec.ts checks both at both widths.
 *
 * Keyed by each section's heading id (every HomeSection is below the hero and takes its own). Literal
 * class names, so Tailwind generates them.
 */
export const skippedHeights = {
  'intro-heading': '[contain-intrinsic-size:auto_2100px] lg:[contain-intrinsic-size:auto_1000px]',
  'services-heading': '[contain-intrinsic-size:auto_3500px] lg:[contain-intrinsic-size:auto_1400px]',
  'core-seo-heading': '[contain-intrinsic-size:auto_2600px] lg:[contain-intrinsic-size:auto_1300px]',
  'specialised-heading': '[contain-intrinsic-size:auto_5400px] lg:[contain-intrinsic-size:auto_2800px]',
  'choosing-an-expert-heading': '[contain-intrinsic-size:auto_3400px] lg:[contain-intrinsic-size:auto_1700px]',
  'pricing-heading': '[contain-intrinsic-size:auto_1700px] lg:[contain-intrinsic-size:auto_900px]',
  'packages-heading': '[contain-intrinsic-size:auto_2900px] lg:[contain-intrinsic-size:auto_1300px]',
  'cities-heading': '[contain-intrinsic-size:auto_1800px] lg:[contain-intrinsic-size:auto_1000px]',
  'reviews-heading': '[contain-intrinsic-size:auto_1100px] lg:[contain-intrinsic-size:auto_900px]',
  'faq-heading': '[contain-intrinsic-size:auto_1600px] lg:[contain-intrinsic-size:auto_1100px]',
  'contact-heading': '[contain-intrinsic-size:auto_2000px] lg:[contain-intrinsic-size:auto_1200px]',
} as const;

/** The heading id of each home section below the hero. */
export type HomeSectionHeadingId = keyof typeof skippedHeights;
