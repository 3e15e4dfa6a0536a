import { describe, expect, it } from 'vitest';
import { landingPath } from './landing-path';

describe('landingPath', () => {
  it("joins Google's canonical URL and a lead's path on the same path", () => {
    expect(landingPath('https://www.agency.pk/seo-lahore/?utm_source=x#form')).toBe('/seo-lahore');
    expect(landingPath('/seo-lahore')).toBe('/seo-lahore');
    expect(landingPath('https://agency.pk/')).toBe('/');
    expect(landingPath('/')).toBe('/');
  });
});
