/** The token an e-mailed link carries after `#token=` (kept out of server logs), or '' when there is none. */
export function linkToken(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
}
