import { describe, expect, it } from 'vitest';
import { servicePages, servicePageSchema } from './services';
import { serviceRoutes } from '../routes';
import { seoAudit } from './services/seo-audit';
import { pageSeoSchema } from '../../lib/seo/page-seo';

describe('service pages', () => {
  it('has one page per service route, in footer order', () => {
    expect(servicePages.map((page) => `/${page.slug}`)).toEqual(serviceRoutes.map((route) => route.path));
  });

  it('every page has valid SEO fields for its route', () => {
    for (const page of servicePages) {
      expect(() => pageSeoSchema.parse({ ...page.seo, path: `/${page.slug}` }), page.slug).not.toThrow();
    }
  });

  it('accepts the stored pages and rejects one with a statistic missing', () => {
    expect(servicePageSchema.safeParse(seoAudit).success).toBe(true);
    const twoStats = { ...seoAudit, stats: { ...seoAudit.stats, stats: seoAudit.stats.stats.slice(0, 2) } };
    const result = servicePageSchema.safeParse(twoStats);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['stats', 'stats']);
  });

  it('rejects a page with three feature cards or without a contact button', () => {
    const threeFeatures = { ...seoAudit, features: { ...seoAudit.features, cards: seoAudit.features.cards.slice(0, 3) } };
    expect(servicePageSchema.safeParse(threeFeatures).success).toBe(false);
    const oneButton = { ...seoAudit, contact: { ...seoAudit.contact, buttons: seoAudit.contact.buttons.slice(0, 1) } };
    expect(servicePageSchema.safeParse(oneButton).success).toBe(false);
  });

  it('names the service in every contact-button chat message', () => {
    for (const page of servicePages) {
      for (const button of page.contact.buttons) {
        expect(button.message.toLowerCase(), page.slug).toMatch(/seo/);
      }
    }
  });
});
