import { describe, expect, it } from 'vitest';
import { legacyAddress } from './legacy-links';

describe('old admin links', () => {
  it('open today’s screen for a lead alert sent before, and for an old tab hash', () => {
    expect(legacyAddress('/admin', '?lead=01HZZZZZZZZZZZZZZZZZZZZZZZ', '#contacts')).toBe(
      '/admin/dashboard/contacts/01HZZZZZZZZZZZZZZZZZZZZZZZ',
    );
    expect(legacyAddress('/admin', '', '#lahore')).toBe('/admin/dashboard/lahore');
    expect(legacyAddress('/admin', '', '#search')).toBe('/admin/search-appearance');
  });

  it('leave every other address alone', () => {
    expect(legacyAddress('/admin', '', '')).toBeNull();
    expect(legacyAddress('/admin', '', '#nope')).toBeNull();
    expect(legacyAddress('/admin/dashboard/home', '?lead=x', '')).toBeNull();
  });
});
