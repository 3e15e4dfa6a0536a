/**
 * The page's robots directives, in the robots meta tags and the X-Robots-Tag
 * header, each with the crawler it is addressed to: "all" for
 * `<meta name="robots">` and a header value without a name, else the name
 * (`<meta name="googlebot">`, `X-Robots-Tag: bingbot: noarchive`), as Google's
 * "Robots meta tag, data-nosnippet, and X-Robots-Tag specifications" define.
 */

export interface RobotsDirective {
  /** "all", or the crawler's name in lower case. */
  agent: string;
  /** The directive in lower case: nosnippet, max-snippet, noarchive, nocache, noindex… */
  name: string;
  /** Its value (max-snippet: "0"), or null. */
  value: string | null;
  /** Where it was found, as written: `<meta name="robots" content="…">` or `X-Robots-Tag: …`. */
  source: string;
}

/** Directives that take a value after a colon; any other "word: …" names a crawler. */
const WITH_VALUE = new Set(['max-snippet', 'max-image-preview', 'max-video-preview', 'unavailable_after']);

function directivesOf(parts: readonly string[], agent: string, source: string): RobotsDirective[] {
  const found: RobotsDirective[] = [];
  let current = agent;
  for (const raw of parts) {
    const part = raw.trim();
    if (!part) continue;
    const colon = /^([A-Za-z0-9_.-]+)\s*:\s*(.*)$/.exec(part);
    if (colon && !WITH_VALUE.has(colon[1]!.toLowerCase())) {
      // "googlebot: nosnippet": the name applies to this and the directives after it.
      current = colon[1]!.toLowerCase();
      if (colon[2]) found.push(...directivesOf([colon[2]], current, source));
      continue;
    }
    if (colon) found.push({ agent: current, name: colon[1]!.toLowerCase(), value: colon[2]!.trim(), source });
    else if (/^[A-Za-z_-]+$/.test(part)) found.push({ agent: current, name: part.toLowerCase(), value: null, source });
  }
  return found;
}

/** `<meta name="robots" content="nosnippet, max-snippet:0">`, `<meta name="bingbot" content="noarchive">`. */
export function metaDirectives(tags: readonly { name: string; content: string }[]): RobotsDirective[] {
  return tags.flatMap(({ name, content }) => {
    const agent = name.trim().toLowerCase() === 'robots' ? 'all' : name.trim().toLowerCase();
    const source = `<meta name="${name}" content="${content}">`;
    return content
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const colon = /^([A-Za-z_-]+)\s*:\s*(.*)$/.exec(part);
        return colon
          ? { agent, name: colon[1]!.toLowerCase(), value: colon[2]!.trim(), source }
          : { agent, name: part.toLowerCase(), value: null, source };
      });
  });
}

/** The X-Robots-Tag header (several headers arrive joined by ", "). */
export function headerDirectives(header: string | undefined): RobotsDirective[] {
  if (!header) return [];
  return directivesOf(header.split(','), 'all', `X-Robots-Tag: ${header}`);
}
