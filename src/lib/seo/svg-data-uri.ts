/**
 * An SVG as a `data:` URL, percent-encoding only what a URL cannot carry, so it stays about as
 * small as the file. The site's icon goes into every page this way: a separate /favicon.svg is a
 * request the browser makes right after the page loads, on a phone's network, for 286 bytes.
 */
export function svgDataUri(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, ' ').replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(/[<>#%{}^`|\\]/g, encodeURIComponent)}`;
}
