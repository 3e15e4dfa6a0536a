import { describe, expect, it } from 'vitest';
import { afterSignIn, loginFor } from './navigation';

describe('sign-in round trip', () => {
  it('asks the sign-in to come back to the wanted screen, or to the dashboard', () => {
    expect(loginFor('/admin')).toBe('/admin/login');
    expect(loginFor('/admin/dashboard/contacts/01J?status=all')).toBe(
      '/admin/login?next=%2Fadmin%2Fdashboard%2Fcontacts%2F01J%3Fstatus%3Dall',
    );
  });

  it('follows next only to admin app screens on this site', () => {
    expect(afterSignIn('/admin/dashboard/contacts/01J?status=all')).toBe('/admin/dashboard/contacts/01J?status=all');
    expect(afterSignIn('/admin/search-appearance')).toBe('/admin/search-appearance');
    for (const unsafe of [
      null,
      '',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/administrator',
      '/admin/login',
      '/admin\\@evil',
    ]) {
      expect(afterSignIn(unsafe)).toBe('/admin');
    }
  });
});
