/** Page changes that leave the admin app's router, in one place so component tests can watch them. */
export const ADMIN_PATHS = {
  login: '/admin/login',
  dashboard: '/admin',
  setup: '/admin/setup',
  forgotPassword: '/admin/forgot-password',
} as const;

/**
 * The browser's page changes, as one object: component tests watch them through it (jsdom cannot
 * leave the page) instead of replacing this module.
 */
export const pageChange = {
  goTo(path: string): void {
    window.location.assign(path);
  },
  /** Replaces the current history entry, so Back does not return to a page that only redirects. */
  redirectTo(path: string): void {
    window.location.replace(path);
  },
};

export const goTo = (path: string): void => pageChange.goTo(path);
export const redirectTo = (path: string): void => pageChange.redirectTo(path);

/**
 * The sign-in address for a visitor who wanted `wanted` (path and query):
 * /admin/login?next=… so they come back there, or plain /admin/login for the dashboard.
 */
export function loginFor(wanted: string): string {
  return wanted === ADMIN_PATHS.dashboard ? ADMIN_PATHS.login : `${ADMIN_PATHS.login}?next=${encodeURIComponent(wanted)}`;
}

/** Where to go after signing in: `next` when it is an admin app address on this site, else the dashboard. */
export function afterSignIn(next: string | null): string {
  if (
    !next ||
    !/^\/admin(\/|\?|$)/.test(next) ||
    /^\/admin\/(login|setup|forgot-password|reset-password|invite|confirm-email)\b/.test(next) ||
    /[\\\s]/.test(next)
  ) {
    return ADMIN_PATHS.dashboard;
  }
  return next;
}
