import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defaultEntrySchema, textLookup } from '../../lib/content/editable-content';
import { contentDefaults } from './index';

describe('built-in editable text', () => {
  for (const [page, entries] of Object.entries(contentDefaults)) {
    it(`${page}: every entry is valid and every key is unique`, () => {
      z.array(defaultEntrySchema).parse(entries);
      const keys = entries.map((e) => e.contentKey);
      expect(new Set(keys).size).toBe(keys.length);
    });
  }
});

describe('textLookup', () => {
  const defaults = [
    { section: 'hero', contentKey: 'hero_title', content: 'Default title' },
    { section: 'hero', contentKey: 'hero_description', content: 'Default description' },
  ];

  it('prefers stored text and falls back to the default for a missing key', () => {
    const text = textLookup(defaults, [{ section: 'hero', contentKey: 'hero_title', content: 'Edited title' }]);
    expect(text('hero_title')).toBe('Edited title');
    expect(text('hero_description')).toBe('Default description');
  });

  it('ignores stored keys the page does not know and blank stored text', () => {
    const text = textLookup(defaults, [
      { section: 'x', contentKey: 'unknown_key', content: 'stray' },
      { section: 'hero', contentKey: 'hero_description', content: '   ' },
    ]);
    expect(text('hero_description')).toBe('Default description');
    expect(() => text('unknown_key')).toThrow();
  });
});
