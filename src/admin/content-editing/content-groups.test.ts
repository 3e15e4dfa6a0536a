import { describe, expect, it } from 'vitest';
import type { ContentEntry } from '../api/content-api';
import { canSave, groupBySection, previewText, PREVIEW_LENGTH } from './content-groups';

const entry = (id: string, section: string, contentKey: string, content = 'Text'): ContentEntry => ({
  id,
  page: 'lahore',
  section,
  contentKey,
  content,
  version: 'v1',
});

describe('groupBySection', () => {
  it('groups entries by section in first-seen order, keeping list order inside a section', () => {
    const groups = groupBySection([
      entry('1', 'hero', 'hero_title'),
      entry('2', 'overview', 'overview_title'),
      entry('3', 'hero', 'hero_description'),
    ]);
    expect(groups.map((g) => [g.section, g.entries.map((e) => e.id)])).toEqual([
      ['hero', ['1', '3']],
      ['overview', ['2']],
    ]);
  });

  it('gives no groups for no entries', () => {
    expect(groupBySection([])).toEqual([]);
  });
});

describe('previewText', () => {
  it('keeps short text whole', () => {
    expect(previewText('Best SEO in Lahore')).toBe('Best SEO in Lahore');
  });

  it('cuts at 80 characters with an ellipsis', () => {
    const long = 'a'.repeat(81);
    expect(PREVIEW_LENGTH).toBe(80);
    expect(previewText(long)).toBe(`${'a'.repeat(80)}…`);
    expect(previewText('b'.repeat(80))).toBe('b'.repeat(80));
  });

  it('puts the text on one line', () => {
    expect(previewText('Line one\n\n  line two ')).toBe('Line one line two');
  });

  it('never splits a character made of two UTF-16 units', () => {
    const text = '😀'.repeat(81);
    expect(Array.from(previewText(text))).toHaveLength(81); // 80 emoji + the ellipsis
  });
});

describe('canSave', () => {
  it('refuses empty and whitespace-only text', () => {
    expect(canSave('')).toBe(false);
    expect(canSave('   \n\t ')).toBe(false);
    expect(canSave(' ok ')).toBe(true);
  });
});
