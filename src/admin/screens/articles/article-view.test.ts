import { describe, expect, it } from 'vitest';
import {
  articleStatusLabel,
  CATEGORY_LABELS,
  differingFields,
  formatPakistanTime,
  newArticleFields,
  parseTags,
  scheduleInstant,
  slugFromTitle,
  statusFilterOf,
} from './article-view';
import { articleSlugSchema } from '../../../lib/api/articles';
import { articleCategories } from '../../../data/article-categories';

describe('slugFromTitle', () => {
  it('makes an address the server accepts from any title', () => {
    expect(slugFromTitle('Local SEO in Lahore: 7 Steps (2026)!')).toBe('local-seo-in-lahore-7-steps-2026');
    expect(slugFromTitle('Café  — Déjà vu')).toBe('cafe-deja-vu');
    for (const title of ['Local SEO in Lahore: 7 Steps', '  --Hello--  ', 'a'.repeat(50) + ' ' + 'b'.repeat(50)]) {
      expect(articleSlugSchema.safeParse(slugFromTitle(title)).success, title).toBe(true);
    }
  });

  it('stops at 80 characters on a whole word', () => {
    const slug = slugFromTitle('word '.repeat(30));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('word')).toBe(true);
  });

  it('gives nothing for a title without letters or digits (Urdu script included: the server takes a-z only)', () => {
    expect(slugFromTitle('!!!')).toBe('');
  });
});

describe('Pakistan time', () => {
  it('shows a UTC instant in Pakistan time (UTC+5)', () => {
    expect(formatPakistanTime('2026-12-01T04:30:00.000Z')).toBe('2026-12-01 09:30 PKT');
    expect(articleStatusLabel({ state: 'scheduled', at: '2026-12-31T20:15:00.000Z' })).toBe('Scheduled for 2027-01-01 01:15 PKT');
  });

  it('sends the schedule in UTC, only for a real time in the future', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(scheduleInstant('2026-12-01T09:30', now)).toEqual({ at: '2026-12-01T04:30:00.000Z' });
    expect(scheduleInstant('2026-11-25T16:59', now)).toEqual({ problem: 'Please choose a time in the future.' });
    expect(scheduleInstant('', now)).toEqual({ problem: 'Please enter the date and time it should go live.' });
  });
});

describe('the list filter', () => {
  it('reads the address, anything unknown meaning all', () => {
    expect(statusFilterOf('scheduled')).toBe('scheduled');
    expect(statusFilterOf('nonsense')).toBe('all');
    expect(statusFilterOf(null)).toBe('all');
  });
});

describe('tags and conflicts', () => {
  it('reads comma-separated tags, lower-cased, once each', () => {
    expect(parseTags(' Local SEO, maps,, local seo ')).toEqual(['local seo', 'maps']);
  });

  it('names the fields someone else changed, with their value', () => {
    const mine = { ...newArticleFields('amna'), title: 'My title', tags: ['a'] };
    const theirs = { ...mine, title: 'Their title', tags: ['a', 'b'] };
    expect(differingFields(mine, theirs)).toEqual([
      { field: 'title', label: 'Title', theirs: 'Their title' },
      { field: 'tags', label: 'Tags', theirs: 'a, b' },
    ]);
    expect(differingFields(mine, mine)).toEqual([]);
  });
});

describe('category names', () => {
  it('are the names the site shows', () => {
    expect(CATEGORY_LABELS).toEqual(
      Object.fromEntries(Object.values(articleCategories).map((category) => [category.slug, category.label])),
    );
  });
});
