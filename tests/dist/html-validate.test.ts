import { describe, expect, it } from 'vitest';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { builtPages } from './dist-helpers';

// html-validate's recommended rules (relaxations and their reasons: .htmlvalidate.mjs).
const validator = new HtmlValidate(new FileSystemConfigLoader());
const stylish = formatterFactory('stylish');

describe('html-validate', () => {
  for (const { route, file } of builtPages()) {
    it(`${route} is valid HTML`, async () => {
      const report = await validator.validateFile(file);
      expect(report.valid, stylish(report.results)).toBe(true);
    });
  }
});
