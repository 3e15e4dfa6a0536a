import { describe, expect, it } from 'vitest';
import { budgetFor, measurePage, overBudget } from '../../scripts/quality/page-weight.ts';
import { DIST, builtPages } from './dist-helpers';

// Byte budgets (gzip) for every built page; see scripts/quality/page-weight.ts for what counts.
describe('byte budgets', () => {
  for (const { route, file } of builtPages()) {
    it(`${route} stays within its HTML, CSS and JavaScript budgets`, async () => {
      const weight = await measurePage(DIST, file);
      expect(overBudget(weight, budgetFor(route)), JSON.stringify(weight)).toEqual([]);
    });
  }
});
