/**
 * The network part of an address, what staff are shown instead of the full
 * address (sessions, the activity log): 203.0.113.57 → 203.0.113.0/24,
 * 2001:db8:1:2::5 → 2001:db8:1::/48.
 */
export function truncateAddress(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const v4 = ip.replace(/^::ffff:/i, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (ip.includes(':')) {
    const [head = ''] = ip.split('::');
    const groups = head.split(':').filter(Boolean);
    return `${[...groups, '0', '0', '0'].slice(0, 3).join(':')}::/48`;
  }
  return 'unknown';
}
