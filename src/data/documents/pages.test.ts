import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../config/site';
import { aboutPage } from './about';
import { privacyPage } from './privacy';
import { documentPageSchema } from './schema';
import { termsPage } from './terms';

const site = readSiteConfig({ CONTACT_PHONE: '+44 20 7946 0000', CONTACT_EMAIL: 'privacy@agency.test', DATA_REGION: 'the EU (Frankfurt)' });
const textOf = (page: ReturnType<typeof privacyPage>) =>
  [page.summary, ...page.sections.flatMap((s) => [s.title, ...s.paragraphs, ...(s.bullets ?? [])])].join('\n');

describe('reading pages', () => {
  it('each page meets the page model', () => {
    for (const page of [aboutPage(site), privacyPage(site), termsPage(site)]) expect(() => documentPageSchema.parse(page)).not.toThrow();
  });

  it('the privacy notice names the configured contact details and storage region', () => {
    const text = textOf(privacyPage(site));
    expect(text).toContain('privacy@agency.test');
    expect(text).toContain('+44 20 7946 0000');
    expect(text).toContain('the EU (Frankfurt)');
  });

  it('the privacy notice says how long leads and subscribers are kept, and how erasure works', () => {
    const text = textOf(privacyPage(site));
    expect(text).toMatch(/24 months after our last contact/);
    expect(text).toMatch(/until you unsubscribe/);
    expect(text).toMatch(/erasure feature of our admin area/);
    expect(text).toMatch(/_ga/);
  });
});

describe('site config for the footer links and consent', () => {
  it('points terms, privacy and about at this site by default', () => {
    expect(readSiteConfig({}).externalLinks).toMatchObject({ terms: '/terms', privacy: '/privacy', about: '/about' });
  });

  it('asks for consent unless told it is not required, and refuses other values', () => {
    expect(readSiteConfig({}).analyticsConsent).toBe('required');
    expect(readSiteConfig({ ANALYTICS_CONSENT: 'not-required' }).analyticsConsent).toBe('not-required');
    expect(() => readSiteConfig({ ANALYTICS_CONSENT: 'no' })).toThrow(/ANALYTICS_CONSENT/);
  });
});
