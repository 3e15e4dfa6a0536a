import { parse } from 'tldts';
import { candidateUrls } from './address';

/** A host name without its leading "www.". */
export const withoutWww = (hostname: string): string => hostname.replace(/^www\./, '');

/**
 * The site a URL belongs to: its registrable domain (the public suffix list,
 * private suffixes such as netlify.app included, so each customer's name there
 * is a site of its own), so trailing dots, "www.", subdomains and the default
 * ports 80/443 are one site; any other port (only local runs allow one) makes
 * a site of its own. An IP address or a name with no registrable part is its own site.
 */
export function siteOfUrl(url: URL): string {
  const hostname = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();
  const parsed = parse(hostname, { allowPrivateDomains: true });
  const name = (!parsed.isIp && parsed.domain) || hostname;
  return url.port && url.port !== '80' && url.port !== '443' ? `${name}:${url.port}` : name;
}

/** The site an address means (see siteOfUrl), the one place the audit decides it; null when it is no address at all. */
export function siteOf(address: string): string | null {
  const [first] = candidateUrls(address);
  if (!first) return null;
  try {
    const url = new URL(first);
    return url.hostname ? siteOfUrl(url) : null;
  } catch {
    return null;
  }
}

/**
 * The home page of what a lead typed: scheme (if typed), host and port, no
 * path, query or fragment, so no lead decides which page of a site every
 * later lead of that site is sent. Null when it is no address at all.
 */
export function homeOf(address: string): string | null {
  const value = address.trim();
  if (!siteOf(value)) return null;
  const scheme = /^https?:\/\//i.exec(value)?.[0] ?? '';
  const rest = value.slice(scheme.length).replace(/^\/\//, '');
  const authority = rest.split(/[/?#]/)[0]!;
  return authority ? `${scheme.toLowerCase()}${authority}` : null;
}

/** Whether two URLs belong to one site (siteOfUrl); false when either is no URL. */
export function sameSite(a: string, b: string): boolean {
  try {
    return siteOfUrl(new URL(a)) === siteOfUrl(new URL(b));
  } catch {
    return false;
  }
}
