/**
 * The path a page is known by on both sides of the join: Google reports the
 * canonical absolute URL, a lead its landing path. Host, query string,
 * fragment and trailing slash go; home is `/`.
 */
export function landingPath(address: string): string {
  let path: string;
  try {
    path = new URL(address, 'https://landing.invalid').pathname;
  } catch {
    path = address.split(/[?#]/)[0] ?? '';
  }
  return path.replace(/\/+$/, '') || '/';
}
