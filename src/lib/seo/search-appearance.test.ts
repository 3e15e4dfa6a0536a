import { describe, expect, it } from 'vitest';
import {
  assessDescription,
  assessTitle,
  cutDescription,
  cutTitle,
  duplicateKey,
  findDuplicates,
  pathOfRouteKey,
  resolveSearchTexts,
  resultPreview,
  routeKeyOf,
  SEARCH_LIMITS,
  searchEntryId,
  searchTextProblem,
  textPixelWidth,
} from './search-appearance';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('limits', () => {
  it('are the ones pageSeoSchema enforces, with the recommended ranges inside them', () => {
    expect(SEARCH_LIMITS.title).toMatchObject({ min: 10, max: 65, recommendedMax: 60, pixelMax: 600 });
    expect(SEARCH_LIMITS.description).toMatchObject({ min: 50, max: 170, recommendedMin: 70, recommendedMax: 160 });
  });
});

describe('title counter', () => {
  it('rates by characters: under 10 too short (refused), up to 60 good, 61–65 too long but allowed, over 65 refused', () => {
    expect(assessTitle('Too short')).toMatchObject({ characters: 9, rating: 'too-short' });
    expect(assessTitle('Too short').problem).toBe('Title must be at least 10 characters long (it has 9).');
    expect(assessTitle('Dental SEO')).toMatchObject({ characters: 10, rating: 'good', problem: null });
    // Narrow letters, so only the character count decides.
    const sixty = 'i'.repeat(20) + ' ' + 'l'.repeat(19) + ' ' + 'j'.repeat(19);
    expect(assessTitle(sixty)).toMatchObject({ characters: 60, rating: 'good', problem: null });
    expect(assessTitle(`${sixty}x`)).toMatchObject({ characters: 61, rating: 'too-long', problem: null });
    expect(assessTitle(`${sixty}xxxxx`).problem).toBeNull();
    expect(assessTitle(`${sixty}xxxxxx`).problem).toBe('Title must be at most 65 characters long (it has 66).');
  });

  it('counts without surrounding spaces, as the schema does', () => {
    expect(assessTitle('   Dental SEO   ').characters).toBe(10);
    expect(searchTextProblem('title', '   Dental SEO   ')).toBeNull();
  });

  it('estimates pixel width in Arial 20px: wide letters count more than narrow ones', () => {
    expect(textPixelWidth('i')).toBe(4);
    expect(textPixelWidth('W')).toBe(19);
    expect(textPixelWidth('SEO Services')).toBe(124);
    expect(textPixelWidth('W'.repeat(40))).toBeGreaterThan(SEARCH_LIMITS.title.pixelMax);
    // Forty capital Ws are under 60 characters but far wider than a result shows: too long.
    expect(assessTitle('W'.repeat(40))).toMatchObject({ characters: 40, pixels: 755, rating: 'too-long', problem: null });
    expect(assessTitle('i'.repeat(60)).rating).toBe('good');
  });
});

describe('description counter', () => {
  it('refuses under 50 and over 170; rates 50–69 too short, 70–160 good, 161–170 too long', () => {
    const of = (n: number) => assessDescription('d'.repeat(n));
    expect(of(49).problem).toBe('Description must be at least 50 characters long (it has 49).');
    expect(of(50)).toMatchObject({ rating: 'too-short', problem: null });
    expect(of(69).rating).toBe('too-short');
    expect(of(70).rating).toBe('good');
    expect(of(160).rating).toBe('good');
    expect(of(161)).toMatchObject({ rating: 'too-long', problem: null });
    expect(of(170).problem).toBeNull();
    expect(of(200)).toMatchObject({ characters: 200, rating: 'too-long' });
    expect(of(171).problem).toBe('Description must be at most 170 characters long (it has 171).');
  });
});

describe('cut-off', () => {
  it('keeps a title that fits in 600 px whole', () => {
    expect(cutTitle('SEO Services in Lahore | SEO Agency Pakistan')).toBe('SEO Services in Lahore | SEO Agency Pakistan');
  });

  it('cuts a wider title on a word boundary with " …", within 600 px', () => {
    const title = 'Complete Technical and Content SEO Audit Services for Growing Pakistani Businesses';
    const cut = cutTitle(title);
    expect(cut.endsWith(' …')).toBe(true);
    expect(textPixelWidth(cut)).toBeLessThanOrEqual(600);
    const kept = cut.slice(0, -2);
    expect(title.startsWith(kept)).toBe(true);
    expect(title[kept.length]).toBe(' ');
    // One more word would not have fitted.
    const next = title.slice(0, title.indexOf(' ', kept.length + 1));
    expect(textPixelWidth(`${next} …`)).toBeGreaterThan(600);
  });

  it('cuts a description over 160 characters on a word, and leaves one within it alone', () => {
    const short = 'A'.repeat(150);
    expect(cutDescription(short)).toBe(short);
    const long = words(40);
    const cut = cutDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/^word0 word1 .* word\d+ …$/);
    expect(long.startsWith(cut.slice(0, -2))).toBe(true);
  });

  it('drops trailing punctuation before the ellipsis and cuts inside a word too long to fit', () => {
    expect(cutDescription(`${'x'.repeat(155)}, and then more words to go`)).toBe(`${'x'.repeat(155)} …`);
    expect(cutDescription('y'.repeat(200))).toBe(`${'y'.repeat(159)}…`);
  });
});

describe('result preview', () => {
  it('shows the host and path as a breadcrumb, with the title and description cut as the engine would', () => {
    const preview = resultPreview({
      title: 'SEO Audit | Agency',
      description: words(40),
      canonical: 'https://www.example.pk/seo-audit',
      siteName: 'Agency',
    });
    expect(preview.breadcrumb).toBe('https://www.example.pk › seo-audit');
    expect(preview.title).toBe('SEO Audit | Agency');
    expect(preview.description.endsWith(' …')).toBe(true);
    expect(resultPreview({ title: 't', description: 'd', canonical: 'https://www.example.pk/', siteName: 'A' }).breadcrumb).toBe(
      'https://www.example.pk',
    );
  });
});

describe('duplicates', () => {
  it('finds pages sharing a title, ignoring case, spacing and a final full stop', () => {
    const twins = findDuplicates([
      { path: '/a', text: 'SEO in Lahore' },
      { path: '/b', text: 'seo  in lahore.' },
      { path: '/c', text: 'SEO in Karachi' },
      { path: '/d', text: 'SEO in Lahore' },
    ]);
    expect(twins.get('/a')).toEqual(['/b', '/d']);
    expect(twins.get('/b')).toEqual(['/a', '/d']);
    expect(twins.has('/c')).toBe(false);
    expect(duplicateKey('  SEO in Lahore. ')).toBe('seo in lahore');
  });

  it('finds none among distinct texts', () => {
    expect(
      findDuplicates([
        { path: '/a', text: 'One' },
        { path: '/b', text: 'Two' },
      ]).size,
    ).toBe(0);
  });
});

describe('entries and fallback', () => {
  const defaults = { title: 'SEO Audit Services in Pakistan', description: 'd'.repeat(120) };
  const stored = (contentKey: string, content: string) => ({ contentKey, content });

  it('names entries by route and field', () => {
    expect(searchEntryId('/seo-audit', 'title')).toBe('search.seo_audit_title');
    expect(searchEntryId('/', 'description')).toBe('search.home_description');
    expect(routeKeyOf('/seo-for-saas')).toBe('seo_for_saas');
    expect(pathOfRouteKey('seo_for_saas')).toBe('/seo-for-saas');
    expect(pathOfRouteKey('home')).toBe('/');
  });

  it('uses the data file values when nothing is stored', () => {
    expect(resolveSearchTexts('/seo-audit', defaults, [])).toEqual(defaults);
  });

  it('lets a stored value beat the default, field by field, trimmed', () => {
    const shown = resolveSearchTexts('/seo-audit', defaults, [stored('seo_audit_title', '  Edited audit title  ')]);
    expect(shown).toEqual({ title: 'Edited audit title', description: defaults.description });
  });

  it('ignores another route’s entries, empty text and text outside the hard limits', () => {
    expect(resolveSearchTexts('/seo-audit', defaults, [stored('local_seo_title', 'Another page title')])).toEqual(defaults);
    expect(resolveSearchTexts('/seo-audit', defaults, [stored('seo_audit_title', '   ')])).toEqual(defaults);
    expect(resolveSearchTexts('/seo-audit', defaults, [stored('seo_audit_description', 'too short')])).toEqual(defaults);
  });
});
