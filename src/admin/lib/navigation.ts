/** Page changes of the admin screens, in one place so component tests can watch them. */
export const ADMIN_PATHS = { login: '/admin/login', dashboard: '/admin', setup: '/admin/setup' } as const;

export function goTo(path: string): void {
  window.location.assign(path);
}

/** Replaces the current history entry, so Back does not return to a page that only redirects. */
export function redirectTo(path: string): void {
  window.location.replace(path);
}
