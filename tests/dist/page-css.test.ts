import { describe, expect, it } from 'vitest';
import { builtPages, cssSelector, inlineCss, loadPage } from './dist-helpers';

// Each public page inlines only the rules it uses (src/integrations/per-page-css.ts). A class with an arbitrary value
// (`grid-rows-[minmax(2lh,auto)_auto]`) exists only for its rule, so losing the rule changes the layout: that one,
// cut at its comma by the extractor, let the figures jump a line while the page arrived; `[&>li]:px-3` and the
// article's `[&_a]:underline`, written with entities in the HTML, were dropped too.
describe('per-page CSS keeps the rule of every arbitrary-value class a page uses', () => {
  for (const { route } of builtPages().filter(({ route }) => !route.startsWith('/admin'))) {
    it(route, () => {
      const classes = new Set(
        loadPage(route)
          .querySelectorAll('[class]')
          .flatMap((element) => element.getAttribute('class')!.split(/\s+/))
          .filter((name) => name.includes('['))
          // `[&_.header-anchor]:…` styles a descendant by its class: rightly dropped where no element has that class.
          .filter((name) => !name.startsWith('[&_.')),
      );
      const css = inlineCss(route);
      expect([...classes].filter((name) => !css.includes(cssSelector(name)))).toEqual([]);
    });
  }
});
