// html-validate's recommended rules for every built page (tests/dist/html-validate.test.ts).
// Each change below is needed because of how Astro or React serialise markup
// that browsers and the HTML standard accept; nothing else is relaxed.
export default {
  extends: ['html-validate:recommended'],
  elements: [
    'html5',
    // Astro writes `<style>astro-island{display:contents}</style>` into <body>,
    // right before the first React island; allow <style> in flow content.
    { style: { flow: true } },
  ],
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
