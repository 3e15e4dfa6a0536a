import { describe, expect, it } from 'vitest';
import { isAdminRoute } from '../../scripts/quality/built-site.ts';
import { builtPages, inlineCss, loadPage, metaContent } from './dist-helpers';

// The admin screens (src/layouts/AdminLayout.astro): prebuilt shells for their React islands, never indexed, with
// (/admin is the admin app's one shell: public/_redirects rewrites every other /admin/… address to it)
// none of the public site's chrome or analytics, and their own stylesheet (src/styles/admin.css).
// Beside the app: the pages a signed-out person opens (sign-in, setup, and the links staff e-mails carry: invite, reset, e-mail confirmation).
const ADMIN_SCREENS = {
  '/admin': 'AdminApp',
  '/admin/login': 'LoginForm',
  '/admin/setup': 'SetupForm',
  '/admin/forgot-password': 'ForgotPasswordForm',
  '/admin/reset-password': 'ResetPasswordForm',
  '/admin/invite': 'InviteAcceptForm',
  '/admin/confirm-email': 'ConfirmEmail',
} as const;

describe('admin screens in the build', () => {
  it('are exactly these pages', () => {
    const routes = builtPages()
      .filter(({ route }) => isAdminRoute(route))
      .map(({ route }) => route);
    expect(routes.sort()).toEqual(Object.keys(ADMIN_SCREENS).sort());
  });

  for (const [route, island] of Object.entries(ADMIN_SCREENS)) {
    describe(route, () => {
      const page = loadPage(route);

      it('is never indexed or followed', () => {
        expect(metaContent(page, 'robots')).toBe('noindex, nofollow');
      });

      it(`holds the ${island} island and no public navigation, footer, chat button or analytics`, () => {
        expect(page.querySelector(`astro-island[component-url*="/${island}."]`)).not.toBeNull();
        expect(page.querySelector('nav[aria-label="Main"]')).toBeNull();
        expect(page.querySelector('footer')).toBeNull();
        expect(page.querySelectorAll('a[href^="https://wa.me/"]')).toEqual([]);
        expect(page.querySelector('script[data-measurement-id]')).toBeNull();
      });

      it('carries the admin stylesheet (rules for classes only the admin uses)', () => {
        expect(inlineCss(route)).toContain('.lg\\:sticky');
      });
    });
  }
});
