import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import Validator from '@adobe/structured-data-validator';
import { builtPages, jsonLdOf, loadPage } from './dist-helpers';

/**
 * Every page's JSON-LD against Google's rich-result requirements
 * (@adobe/structured-data-validator, fed by the extractor it is built for).
 * The validator's extra schema.org vocabulary pass needs schema.org's
 * vocabulary file, which is only published on schema.org (no npm package) and
 * so is unreachable offline; property names and value types are checked at
 * compile time instead, because every record is built with schema-dts types
 * (src/lib/seo/structured-data.ts).
 */
const validator = new Validator();

describe('structured data', () => {
  for (const { route, file } of builtPages()) {
    it(`${route} has JSON-LD that parses and meets Google's rich-result rules`, async () => {
      const records = jsonLdOf(loadPage(route)); // throws on malformed JSON
      expect(records.length).toBeGreaterThan(0);
      const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(
        readFileSync(file, 'utf8'),
      );
      expect(Object.keys(extracted.jsonld).length, 'the extractor found no JSON-LD').toBeGreaterThan(0);
      const errors = (await validator.validate(extracted)).filter((issue) => issue.severity === 'ERROR');
      expect(errors.map((e) => `${e.rootType}: ${e.issueMessage}`)).toEqual([]);
    });
  }

  it('the validator rejects a broken record (the gate can fail)', async () => {
    const html = `<script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1 }, { '@type': 'ListItem', position: 2, name: 'x' }],
    })}</script>`;
    const issues = await validator.validate(new WebAutoExtractor().parse(html));
    expect(issues.filter((issue) => issue.severity === 'ERROR').length).toBeGreaterThan(0);
  });
});
