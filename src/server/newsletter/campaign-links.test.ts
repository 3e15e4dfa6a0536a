import { describe, expect, it } from 'vitest';
import { campaignSlug, tagCampaignLink } from './campaign-links';
import { campaignMail } from './mail-templates';

const options = { siteOrigins: ['https://www.agency.test'], campaign: 'march-seo-tips' };

describe('newsletter campaign links', () => {
  it('names the campaign after its subject', () => {
    expect(campaignSlug('March SEO tips: 5 quick wins!')).toBe('march-seo-tips-5-quick-wins');
    expect(campaignSlug('Café ranking guide')).toBe('cafe-ranking-guide');
    expect(campaignSlug('!!!')).toBe('newsletter');
  });

  it.each([
    [
      'a page of the site',
      'https://www.agency.test/seo-services-lahore',
      'https://www.agency.test/seo-services-lahore?utm_source=newsletter&utm_medium=email&utm_campaign=march-seo-tips',
    ],
    [
      'keeps its query and fragment',
      'https://www.agency.test/insights?page=2#latest',
      'https://www.agency.test/insights?page=2&utm_source=newsletter&utm_medium=email&utm_campaign=march-seo-tips#latest',
    ],
    ['a link that already carries UTMs', 'https://www.agency.test/?utm_campaign=spring', 'https://www.agency.test/?utm_campaign=spring'],
    ['another site', 'https://example.pk/page', 'https://example.pk/page'],
    ['a look-alike host', 'https://www.agency.test.evil.example/', 'https://www.agency.test.evil.example/'],
    ['mailto', 'mailto:hello@agency.test', 'mailto:hello@agency.test'],
    ['a relative link', '/insights', '/insights'],
  ])('%s', (_name, href, expected) => {
    expect(tagCampaignLink(href, options)).toBe(expected);
  });

  it('tags the links to this site in the rendered campaign, HTML and text, and leaves the unsubscribe link and other sites alone', async () => {
    const mail = await campaignMail({
      subject: 'March SEO tips',
      previewText: '',
      markdown: 'Read [our Lahore page](https://www.agency.test/seo-services-lahore) and [Google](https://developers.google.com/search).',
      unsubscribeUrl: 'https://www.agency.test/newsletter/unsubscribe?token=abc',
    });
    const tagged = 'https://www.agency.test/seo-services-lahore?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=march-seo-tips';
    expect(mail.html).toContain(`href="${tagged}"`);
    expect(mail.text).toContain(tagged.replaceAll('&amp;', '&'));
    expect(mail.html).toContain('href="https://developers.google.com/search"');
    expect(mail.html).toContain('href="https://www.agency.test/newsletter/unsubscribe?token=abc"');
  });
});
