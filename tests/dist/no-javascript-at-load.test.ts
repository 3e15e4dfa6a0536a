import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { isContentRoute } from '../../scripts/quality/built-site.ts';
import { builtPages } from './dist-helpers';

/**
 * Content pages paint and work from their HTML alone: nothing in the initial
 * HTML fetches island code (no module script file, no modulepreload, no
 * import from an inline module), and every island waits for the visitor.
 * /search runs its search box at once and admin screens are applications.
 */
const WAITING_DIRECTIVES = new Set(['interaction', 'visible']);
const contentPages = builtPages().filter(({ route }) => isContentRoute(route));

describe('no JavaScript at load on content pages', () => {
  it('has content pages to check', () => expect(contentPages.length).toBeGreaterThan(20));

  for (const { route, file } of contentPages) {
    it(`${route} loads no script file and no island code before an interaction`, () => {
      const doc = parse(readFileSync(file, 'utf8'));
      // Not even the analytics loader: an inline snippet requests it after the largest paint.
      const scriptFiles = doc.querySelectorAll('script[src]').map((script) => script.getAttribute('src'));
      expect(scriptFiles).toEqual([]);
      expect(doc.querySelectorAll('link[rel~="modulepreload"]').map((link) => link.getAttribute('href'))).toEqual([]);
      const importingModules = doc
        .querySelectorAll('script[type="module"]:not([src])')
        .filter((script) => /\bimport\s*[("'{*\w]/.test(script.textContent));
      expect(importingModules.map((script) => script.textContent.slice(0, 80))).toEqual([]);
      const eagerIslands = doc
        .querySelectorAll('astro-island')
        .filter((island) => !WAITING_DIRECTIVES.has(island.getAttribute('client') ?? ''))
        .map((island) => `${island.getAttribute('component-url')} client:${island.getAttribute('client')}`);
      expect(eagerIslands).toEqual([]);
    });
  }
});
