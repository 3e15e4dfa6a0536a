import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HeadersHandler } from '@netlify/headers';
import { parse as parseToml } from 'smol-toml';

/**
 * The response headers Netlify would send for a path of the built site: the
 * `[[headers]]` rules of netlify.toml plus those the Astro adapter generated in
 * .netlify/v1/config.json (per-page CSP, immutable /_astro/*), matched and
 * merged by Netlify's own headers engine (@netlify/headers). Both the
 * headers test and the local static server use this, so neither keeps its own
 * copy of the list.
 */

export interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

export function netlifyTomlHeaderRules(root: string): HeaderRule[] {
  const config = parseToml(readFileSync(join(root, 'netlify.toml'), 'utf8')) as { headers?: HeaderRule[] };
  return config.headers ?? [];
}

export const GENERATED_CONFIG = join('.netlify', 'v1', 'config.json');

export function generatedHeaderRules(root: string): HeaderRule[] {
  const file = join(root, GENERATED_CONFIG);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`astro build\` first`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { headers?: HeaderRule[] }).headers ?? [];
}

export interface SiteHeaders {
  /** Header name → value for a request path, as Netlify would merge them. */
  forPath(pathname: string): Promise<Record<string, string>>;
}

export function siteHeaders(root: string): SiteHeaders {
  const handler = new HeadersHandler({
    configHeaders: [...netlifyTomlHeaderRules(root), ...generatedHeaderRules(root)],
    projectDir: root,
    publishDir: 'dist',
    logger: {
      log: () => {},
      warn: (...args: unknown[]) => console.warn(...args),
      error: (...args: unknown[]) => console.error(...args),
    },
  });
  return {
    forPath: (pathname) => handler.apply(new Request(new URL(pathname, 'http://localhost'))),
  };
}
