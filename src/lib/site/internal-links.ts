/**
 * A configured link (footer terms, privacy, about) is either a path on this
 * site or a full URL. A path, or a URL on the site's own origin, must name a
 * page the build makes: otherwise every page would ship a dead link.
 */

/** The path a link opens on this site, or null when it leads elsewhere (another host, mailto:). */
export function pathOnSite(href: string, origin: string): string | null {
  const url = new URL(href, `${origin}/`);
  if (url.origin !== new URL(origin).origin) return null;
  return url.pathname;
}

/** Why a configured link would be dead, or null when it is fine. */
export function deadLinkReason(href: string, origin: string, routes: readonly string[]): string | null {
  let path: string | null;
  try {
    path = pathOnSite(href, origin);
  } catch {
    return `"${href}" is not a URL or a path`;
  }
  if (path === null) return null;
  return routes.includes(path) ? null : `"${href}" points at ${path}, which is not a page of this site (pages: ${routes.join(', ')})`;
}
