import { describe, expect, it } from 'vitest';
import { buttonSchema, faqItemSchema, gridCardSchema, iconCardSchema, sectionHeadingSchema, seoSchema, statSchema } from './blocks';
import { landingPages } from './landing/pages';

const accepts = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) => schema.safeParse(value).success;

describe('shared page blocks', () => {
  it('takes figures with digits only', () => {
    for (const value of ['300%', '500+', '5.0', '3-6'])
      expect(accepts(statSchema, { value, label: 'Average Traffic Increase' }), value).toBe(true);
    expect(accepts(statSchema, { value: 'many', label: 'Average Traffic Increase' })).toBe(false);
  });

  it('asks a FAQ item for a real question', () => {
    const answer = 'Most businesses see the first movement in three to six months.';
    expect(accepts(faqItemSchema, { question: 'How long does SEO take?', answer })).toBe(true);
    expect(accepts(faqItemSchema, { question: 'How long SEO takes', answer })).toBe(false);
  });

  it('uses one naming convention: a title, an intro under it, a text in a card', () => {
    expect(
      accepts(sectionHeadingSchema, { eyebrow: 'Pricing', title: 'How we price', intro: 'We quote after looking at your website.' }),
    ).toBe(true);
    expect(accepts(sectionHeadingSchema.strict(), { heading: 'How we price' })).toBe(false);
    expect(accepts(iconCardSchema, { icon: 'chart', title: 'Reports', text: 'A clear monthly report of what moved.' })).toBe(true);
    expect(accepts(iconCardSchema, { icon: 'chart', title: 'Reports', description: 'A clear monthly report of what moved.' })).toBe(false);
  });

  it('links grid cards to pages of the site only', () => {
    const card = { title: 'Lahore', text: 'Local SEO for businesses in Lahore.' };
    expect(accepts(gridCardSchema, { ...card, href: '/seo-services-lahore' })).toBe(true);
    expect(accepts(gridCardSchema, { ...card, href: 'https://example.com/' })).toBe(false);
  });

  it('knows two button actions and short chat messages', () => {
    expect(accepts(buttonSchema, { label: 'Contact Us', action: { type: 'contact' } })).toBe(true);
    expect(accepts(buttonSchema, { label: 'Chat', action: { type: 'call' } })).toBe(false);
    expect(accepts(buttonSchema, { label: 'Chat', action: { type: 'chat', message: 'Hi' } })).toBe(false);
  });

  it('requires a breadcrumb in page search metadata', () => {
    const { seo } = landingPages[0]!;
    expect(accepts(seoSchema, seo)).toBe(true);
    expect(accepts(seoSchema, { ...seo, breadcrumb: undefined })).toBe(false);
  });
});
