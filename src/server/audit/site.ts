import { candidateUrls } from './address';

/** A host name without its leading "www.": the one place the audit treats the two as the same site. */
export const withoutWww = (hostname: string): string => hostname.replace(/^www\./, '');

/** The site an address means: host (with any port but 80/443), lower case, without "www."; null when it is no address at all. */
export function siteOf(address: string): string | null {
  const [first] = candidateUrls(address);
  if (!first) return null;
  try {
    const url = new URL(first);
    if (!url.hostname) return null;
    return withoutWww(url.host.toLowerCase());
  } catch {
    return null;
  }
}
