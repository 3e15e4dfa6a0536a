import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * README.md, CONTRIBUTING.md and docs/ name files and link to each other; a
 * rename must not leave them pointing nowhere. Every relative link (and its
 * #fragment, for Markdown targets) and every repository path written in
 * backticks must exist. Paths with a placeholder or a glob (`<area>`, `*`,
 * `{a,b}`, `…`) are patterns, not files, and are skipped.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const REPO_PATH = /^(?:src|netlify|scripts|tests|docs|public|patches|\.ci)\//;
const PATTERN = /[<>*{}…[\]|$]/;

function markdownFiles(): string[] {
  const docs = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? docs(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : [],
    );
  return [...['README.md', 'CONTRIBUTING.md'].filter((f) => existsSync(join(ROOT, f))), ...docs('docs')];
}

/** The text outside fenced code blocks: examples in them are not claims about the repository. */
function prose(markdown: string): string {
  return markdown.replace(/^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?^[ \t]*\1[^\n]*$/gm, '');
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const base = heading!
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    result.add(n === 0 ? base : `${base}-${n}`);
  }
  // Explicit anchors (<a id="…">) count too.
  for (const [, id] of markdown.matchAll(/<a (?:id|name)="([^"]+)"/g)) result.add(id!);
  return result;
}

function problems(file: string): string[] {
  const markdown = readFileSync(join(ROOT, file), 'utf8');
  const text = prose(markdown);
  const found: string[] = [];

  for (const [, target] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z+.-]*:/i.test(target!)) continue; // https:, mailto:
    const [path, fragment] = target!.split('#') as [string, string | undefined];
    const resolved = path === '' ? join(ROOT, file) : resolve(ROOT, dirname(file), decodeURIComponent(path.split('?')[0]!));
    if (!existsSync(resolved)) {
      found.push(`link ${target} (no ${relative(ROOT, resolved)})`);
      continue;
    }
    if (fragment && resolved.endsWith('.md') && !anchors(readFileSync(resolved, 'utf8')).has(fragment)) {
      found.push(`link ${target} (no heading #${fragment} in ${relative(ROOT, resolved)})`);
    }
  }

  for (const [, , code] of text.matchAll(/(`+)([^`]+?)\1/g)) {
    const path = code!.trim().replace(/[.,;:]$/, '');
    if (!REPO_PATH.test(path) || PATTERN.test(path) || /\s/.test(path)) continue;
    const withoutLine = path.replace(/:\d+(?:-\d+)?$/, '');
    if (!existsSync(join(ROOT, withoutLine))) found.push(`path \`${path}\``);
  }
  return found;
}

describe('documentation links and paths', () => {
  const files = markdownFiles();

  it('finds the documents', () => {
    expect(files).toContain('README.md');
    expect(files.length).toBeGreaterThan(5);
    expect(files.every((f) => statSync(join(ROOT, f)).isFile())).toBe(true);
  });

  it.each(files)('%s links and names only what exists', (file) => {
    expect(problems(file)).toEqual([]);
  });
});
