/**
 * Admin addresses from before every screen had its own: lead alert e-mails
 * already sent link to /admin?lead=<id>#contacts, and tabs were /admin#<tab>.
 * Returns today's address for one of those, or null.
 */
export function legacyAddress(pathname: string, search: string, hash: string): string | null {
  if (pathname.replace(/\/$/, '') !== '/admin') return null;
  const lead = new URLSearchParams(search).get('lead');
  if (lead) return `/admin/dashboard/contacts/${encodeURIComponent(lead)}`;
  const tab = hash.replace(/^#/, '');
  if (tab === 'search') return '/admin/search-appearance';
  if (/^(home|lahore|islamabad|karachi|sialkot|contacts|newsletters)$/.test(tab)) return `/admin/dashboard/${tab}`;
  return null;
}
