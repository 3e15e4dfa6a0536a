// html-validate's recommended rules for every built page (tests/dist/html-validate.test.ts).
// Each change below is needed because of how Astro or React serialise markup
// that browsers and the HTML standard accept; nothing else is relaxed.
export default {
  extends: ['html-validate:recommended'],
  // Astro writes `<style>astro-island{display:contents}</style>` into <body>, before the first
  // island; the build moves it into the head's stylesheet (src/integrations/per-page-css.ts), so
  // <style> keeps the standard's rule (head only) here.
  elements: ['html5'],
  rules: {
    // React 19 renders boolean and empty attributes as `disabled=""`, Astro as
    // `disabled`; both are valid HTML, so no single style can be required.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React writes void elements self-closed (`<input/>`), Astro without the
    // slash; both are valid HTML.
    'void-style': 'off',
    // React renders DOM property names it does not alias verbatim
    // (`autoComplete`); HTML attribute names are case-insensitive.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
  },
};
