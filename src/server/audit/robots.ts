/**
 * robots.txt read the way RFC 9309 and Google's robots.txt specification say,
 * and which line decided: one group per crawler, found by its product token
 * (case-insensitive, anything after the token such as "/2.1" ignored); every
 * group naming the same token merged; the `*` group only when no group names
 * it; within the group the longest matching rule wins, and Allow wins a tie.
 *
 * Written here rather than taken from `robots-parser` (3.0.1), which ends a
 * group at any other line between its user-agent lines (a `Sitemap:` or
 * `Crawl-delay:`), gives a group with no rules the `*` rules instead, reads
 * "Googlebot 2.1" as a token of its own and drops a line without a colon
 * (docs/audit-methodology.md, "Reading robots.txt"). Where the RFC leaves room,
 * Google's own parser (google/robotstxt) decides; its leniencies for typos and
 * a missing colon are kept.
 */

/** Google reads the first 500 KiB of a robots.txt and ignores the rest (RFC 9309 2.5: at least 500 KiB). */
export const ROBOTS_MAX_CHARS = 500 * 1024;

export interface RobotsLine {
  /** 1-based, as an editor counts. */
  line: number;
  /** The line as written, comment and surrounding space removed. */
  text: string;
}

export interface RobotsRule extends RobotsLine {
  allow: boolean;
  /** The path pattern with non-ASCII characters percent-encoded and escapes upper-cased, as matched. */
  pattern: string;
}

export interface RobotsGroup {
  /** Its user-agent lines, each with the product token it names (lower case; "*" for the global group, "" for a value that is no token). */
  agents: (RobotsLine & { token: string })[];
  rules: RobotsRule[];
}

export interface ParsedRobots {
  groups: RobotsGroup[];
}

/** Which group a crawler obeys and which rule, if any, decided for one address. */
export interface RobotsDecision {
  allowed: boolean;
  /** `named`: groups naming the crawler's token; `star`: the `*` group, as none names it; `none`: neither exists. */
  via: 'named' | 'star' | 'none';
  /** The user-agent lines of the group(s) obeyed. */
  agentLines: RobotsLine[];
  /** The rule that decided, or null when none matches (allowed). */
  rule: RobotsRule | null;
}

const KEYS: Record<string, 'user-agent' | 'allow' | 'disallow'> = {
  'user-agent': 'user-agent',
  useragent: 'user-agent',
  'user agent': 'user-agent',
  allow: 'allow',
  disallow: 'disallow',
  // Typos Google's parser accepts (google/robotstxt, robots.cc).
  dissallow: 'disallow',
  dissalow: 'disallow',
  disalow: 'disallow',
  diasllow: 'disallow',
  disallaw: 'disallow',
};

/** A line's key and value: split at the first colon, or (Google) at the first space when there is no colon. */
function keyValue(line: string): { key: string; value: string } | null {
  const colon = line.indexOf(':');
  if (colon >= 0) return { key: line.slice(0, colon).trim().toLowerCase(), value: line.slice(colon + 1).trim() };
  const space = /^(\S+)\s+(\S.*)$/.exec(line);
  return space ? { key: space[1]!.toLowerCase(), value: space[2]!.trim() } : null;
}

/** The product token a user-agent line names: `*` (alone or before a space), else its leading letters, `-` and `_`. */
function tokenOf(value: string): string {
  if (value === '*' || /^\*\s/.test(value)) return '*';
  return (/^[A-Za-z_-]*/.exec(value)?.[0] ?? '').toLowerCase();
}

/** Non-ASCII characters percent-encoded (UTF-8) and existing escapes upper-cased, as Google's parser stores patterns. */
export function normalisePattern(pattern: string): string {
  let out = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index]!;
    if (char === '%' && /^[0-9a-fA-F]{2}$/.test(pattern.slice(index + 1, index + 3))) {
      out += `%${pattern.slice(index + 1, index + 3).toUpperCase()}`;
      index += 2;
    } else if (char.charCodeAt(0) > 0x7f) {
      const codePoint = pattern.codePointAt(index)!;
      const whole = String.fromCodePoint(codePoint);
      out += encodeURIComponent(whole);
      index += whole.length - 1;
    } else {
      out += char;
    }
  }
  return out;
}

export function parseRobots(body: string): ParsedRobots {
  const groups: RobotsGroup[] = [];
  let current: RobotsGroup | null = null;
  // A user-agent line after a rule starts a new group; other lines (Sitemap, Crawl-delay, unknown, blank) never end one.
  let sawRule = false;
  const lines = body
    .slice(0, ROBOTS_MAX_CHARS)
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const text = raw.replace(/#.*$/, '').trim();
    if (!text) return;
    const pair = keyValue(text);
    const key = pair ? KEYS[pair.key] : undefined;
    if (!pair || !key) return;
    const line = index + 1;
    if (key === 'user-agent') {
      if (!current || sawRule) {
        current = { agents: [], rules: [] };
        groups.push(current);
        sawRule = false;
      }
      current.agents.push({ line, text, token: tokenOf(pair.value) });
      return;
    }
    // Rules before any user-agent line belong to no group.
    if (!current) return;
    sawRule = true;
    // An empty Allow or Disallow matches nothing (Google gives it no priority).
    if (pair.value) current.rules.push({ line, text, allow: key === 'allow', pattern: normalisePattern(pair.value) });
  });
  return { groups };
}

/** Whether a path matches a pattern: `*` any run of characters, a final `$` the end; otherwise a prefix. */
export function patternMatches(pattern: string, path: string): boolean {
  // The ends of the prefixes of `path` matched so far, ascending.
  let ends = [0];
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index]!;
    if (char === '$' && index === pattern.length - 1) return ends.includes(path.length);
    if (char === '*') {
      const from = ends[0]!;
      ends = Array.from({ length: path.length - from + 1 }, (_, step) => from + step);
      continue;
    }
    ends = ends.filter((end) => end < path.length && path[end] === char).map((end) => end + 1);
    if (ends.length === 0) return false;
  }
  return true;
}

/** The path and query a rule is matched against ("/" at least), as the address is sent. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname || '/'}${parsed.search}`;
}

/** The group(s) a crawler obeys: every group naming its token, merged; else `*`. */
function groupsFor(robots: ParsedRobots, token: string): { via: RobotsDecision['via']; groups: RobotsGroup[] } {
  const wanted = token.toLowerCase();
  const named = robots.groups.filter((group) => group.agents.some((agent) => agent.token === wanted));
  if (named.length > 0) return { via: 'named', groups: named };
  const star = robots.groups.filter((group) => group.agents.some((agent) => agent.token === '*'));
  return star.length > 0 ? { via: 'star', groups: star } : { via: 'none', groups: [] };
}

/** Whether the crawler with this product token may fetch the address, and what decided. */
export function decide(robots: ParsedRobots, token: string, url: string): RobotsDecision {
  const { via, groups } = groupsFor(robots, token);
  const path = pathOf(url);
  let rule: RobotsRule | null = null;
  for (const candidate of groups.flatMap((group) => group.rules)) {
    if (!patternMatches(candidate.pattern, path)) continue;
    if (
      !rule ||
      candidate.pattern.length > rule.pattern.length ||
      (candidate.pattern.length === rule.pattern.length && candidate.allow && !rule.allow)
    )
      rule = candidate;
  }
  const wanted = via === 'named' ? token.toLowerCase() : '*';
  return {
    allowed: !rule || rule.allow,
    via,
    agentLines: groups.flatMap((group) => group.agents.filter((agent) => agent.token === wanted)).map(({ line, text }) => ({ line, text })),
    rule,
  };
}

/**
 * What a robots.txt answer means for every crawler (RFC 9309 2.3.1; Google):
 * 200 its rules; 4xx (but 429) no robots.txt, everything allowed; 429 and 5xx
 * everything disallowed while it lasts; no answer at all is not judged here.
 */
export type RobotsFile =
  | { kind: 'rules'; url: string; robots: ParsedRobots }
  | { kind: 'none'; url: string; status: number }
  | { kind: 'server-error'; url: string; status: number }
  | { kind: 'unknown'; url: string };

export function robotsFileOf(robots: { url: string; status: number | null; body: string | null }): RobotsFile {
  const { url, status } = robots;
  if (status === null) return { kind: 'unknown', url };
  if (status >= 200 && status < 300) return { kind: 'rules', url, robots: parseRobots(robots.body ?? '') };
  if (status === 429 || status >= 500) return { kind: 'server-error', url, status };
  return { kind: 'none', url, status };
}

/** "`User-agent: GPTBot` / `Disallow: /` (lines 4, 5)": the lines that decided, for evidence. */
export function decidingLines(decision: RobotsDecision): string {
  const lines = [...decision.agentLines, ...(decision.rule ? [decision.rule] : [])];
  if (lines.length === 0) return 'no group names it and there is no `User-agent: *` group';
  const quoted = lines.map((line) => `\`${line.text}\``).join(' / ');
  const numbers = lines.map((line) => line.line);
  return `${quoted} (line${numbers.length > 1 ? 's' : ''} ${numbers.join(', ')})`;
}
