import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { ANALYTICS_DATA_SOURCES, ANALYTICS_SCRIPT_SOURCES } from '../config/analytics-hosts';
import { ANALYTICS_LOADER_SNIPPET } from '../lib/analytics/loader-snippet';

/**
 * The Content-Security-Policy of every built page (Astro's security.csp). Astro
 * adds the hashes of each page's own inline scripts and styles; the Netlify
 * adapter (staticHeaders) sends it as a response header. Nothing outside the
 * site but Google Analytics may run, load or connect; no inline code runs
 * unless its hash is listed, and style attributes are not allowed at all.
 *
 * Astro lists the hashes of every inline script and style of the whole site
 * in every page's policy. After the build (and after per-page-css.ts has
 * rewritten each page's stylesheet) each public page's policy is narrowed to
 * the hashes of the inline scripts and styles that page really has
 * (pagePolicy), plus sonner's where an island may draw toasts. That is bytes
 * of every response header (sent uncompressed), and nothing runs on a page
 * that was written for another. Admin screens keep Astro's list (with the hashes of
 * their styles as the build left them), in one rule for every /admin address
 * (adminPolicyForEveryAdminAddress).
 *
 * Build only: `astro dev` would send the policy without the hashes of its
 * development scripts and block hydration.
 */

/**
 * zod 4 probes `new Function` the first time it parses an object, to decide
 * whether to compile parsers. Under this CSP the probe fails harmlessly but is
 * still reported as a violation (and logged as a console error), so every page
 * sets zod's global config first: zod keeps it on globalThis.__zod_globalConfig.
 */
export const ZOD_JITLESS_SCRIPT = 'globalThis.__zod_globalConfig={jitless:true};';

/**
 * sonner (the toaster) inserts its stylesheet as a <style> element at run time.
 * Allow exactly that text by hash, read from the installed package so an
 * upgrade keeps working (tests/e2e/built/csp.spec.ts reports any violation).
 */
export function sonnerStyleHash(): string {
  const source = readFileSync(fileURLToPath(import.meta.resolve('sonner')), 'utf8');
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal) throw new Error('Could not find the stylesheet sonner inserts; update sonnerStyleHash()');
  const css = JSON.parse(literal) as string;
  return `sha256-${createHash('sha256').update(css).digest('base64')}`;
}

/**
 * sonner appends its <style> element empty and fills it afterwards; the empty
 * stylesheet is checked first. It styles nothing, so allowing it is harmless.
 */
const EMPTY_STYLE_HASH = `sha256-${createHash('sha256').update('').digest('base64')}` as const;

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}` as `sha256-${string}`;

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;

/**
 * `policy` with its script-src and style-src hashes replaced by those of the
 * inline scripts and styles in `html` (data blocks such as JSON-LD never run
 * and need none). Sources that are not hashes stay as they are.
 */
export function pagePolicy(policy: string, html: string, { toasts }: { toasts: boolean }): string {
  const scripts = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!))
    .map(([, , body]) => sha256(body!));
  const styles = [...html.matchAll(INLINE_STYLE)].map(([, body]) => sha256(body!));
  if (toasts) styles.push(sonnerStyleHash() as `sha256-${string}`, EMPTY_STYLE_HASH);
  const withHashes = (directive: string, hashes: string[]) => {
    const [name, ...sources] = directive.trim().split(/\s+/);
    return [name, ...sources.filter((source) => !source.startsWith("'sha256-")), ...[...new Set(hashes)].map((hash) => `'${hash}'`)].join(
      ' ',
    );
  };
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0];
      if (name === 'script-src') return withHashes(directive, scripts);
      if (name === 'style-src') return withHashes(directive, styles);
      return directive.trim();
    })
    .filter(Boolean)
    .join('; ');
}

/**
 * `policy` with the hashes of the inline styles in `html` added to style-src
 * (the others kept): an admin page keeps Astro's list, but its head
 * stylesheet is the one per-page-css.ts left (the island style moved into it).
 */
export function withPageStyles(policy: string, html: string): string {
  const styles = [...html.matchAll(INLINE_STYLE)].map(([, body]) => `'${sha256(body!)}'`);
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return name === 'style-src' ? [name, ...new Set([...sources, ...styles])].join(' ') : directive.trim();
    })
    .filter(Boolean)
    .join('; ');
}

interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

const ADMIN_PATH = /^\/admin(\/|$)/;

/**
 * Netlify matches header rules on the requested path, so a rule per built admin page would leave
 * every deep link of the admin app (/admin/staff, answered by the /admin shell through
 * public/_redirects) without a CSP. One `/admin/*` rule (which matches /admin too) covers them
 * all: per directive, the sources of every admin page's policy (the pages differ only in the
 * hashes of their own inline styles). The admin loads no analytics, so it names no analytics host.
 */
export function adminPolicyForEveryAdminAddress(rules: HeaderRule[]): HeaderRule[] {
  const adminRules = rules.filter((rule) => ADMIN_PATH.test(rule.for) && rule.values['Content-Security-Policy']);
  if (adminRules.length === 0) return rules;
  const analyticsHosts = new Set<string>([...ANALYTICS_DATA_SOURCES, ...ANALYTICS_SCRIPT_SOURCES]);
  const directives = new Map<string, Set<string>>();
  for (const rule of adminRules) {
    for (const directive of rule.values['Content-Security-Policy']!.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (!name) continue;
      const merged = directives.get(name) ?? new Set<string>();
      for (const source of sources) if (!analyticsHosts.has(source)) merged.add(source);
      directives.set(name, merged);
    }
  }
  const policy = [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
  return [...rules.filter((rule) => !adminRules.includes(rule)), { for: '/admin/*', values: { 'Content-Security-Policy': policy } }];
}

/** The built file of a route ("/" → index.html, "/us" → us.html). */
function fileOfRoute(dist: string, route: string): string | undefined {
  const candidates = route === '/' ? ['index.html'] : [`${route.slice(1)}.html`, `${route.slice(1)}/index.html`];
  return candidates.map((candidate) => join(dist, candidate)).find((file) => existsSync(file));
}

export default function contentSecurityPolicy(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'content-security-policy',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig, injectScript }) => {
        if (command !== 'build') return;
        root = fileURLToPath(config.root);
        injectScript('head-inline', ZOD_JITLESS_SCRIPT);
        updateConfig({
          security: {
            csp: {
              algorithm: 'SHA-256',
              directives: [
                "default-src 'self'",
                "object-src 'none'",
                "base-uri 'self'",
                "frame-ancestors 'none'",
                "form-action 'self'",
                `img-src 'self' data: ${ANALYTICS_DATA_SOURCES.join(' ')}`,
                `connect-src 'self' ${ANALYTICS_DATA_SOURCES.join(' ')}`,
              ],
              // The analytics snippet is written with is:inline (it reads its own data-* attributes), which Astro does not hash.
              scriptDirective: { resources: ["'self'", ...ANALYTICS_SCRIPT_SOURCES], hashes: [sha256(ANALYTICS_LOADER_SNIPPET)] },
              styleDirective: {
                resources: ["'self'"],
                hashes: [sonnerStyleHash() as `sha256-${string}`, EMPTY_STYLE_HASH as `sha256-${string}`],
              },
            },
          },
        });
      },
      'astro:build:done': ({ dir, logger }) => {
        // The adapter (first in the integration list) has written the headers of every page by now.
        const configFile = join(root, '.netlify', 'v1', 'config.json');
        if (!existsSync(configFile)) throw new Error(`${configFile} is missing: the Netlify adapter writes it before this hook`);
        const dist = fileURLToPath(dir);
        const config = JSON.parse(readFileSync(configFile, 'utf8')) as { headers?: HeaderRule[] };
        for (const rule of config.headers ?? []) {
          const policy = rule.values['Content-Security-Policy'];
          const file = policy && ADMIN_PATH.test(rule.for) ? fileOfRoute(dist, rule.for) : undefined;
          if (policy && file) rule.values['Content-Security-Policy'] = withPageStyles(policy, readFileSync(file, 'utf8'));
        }
        config.headers = adminPolicyForEveryAdminAddress(config.headers ?? []);
        let narrowed = 0;
        for (const rule of config.headers) {
          const policy = rule.values['Content-Security-Policy'];
          if (!policy || ADMIN_PATH.test(rule.for)) continue;
          const file = fileOfRoute(dist, rule.for);
          if (!file) continue;
          const html = readFileSync(file, 'utf8');
          rule.values['Content-Security-Policy'] = pagePolicy(policy, html, { toasts: html.includes('<astro-island') });
          narrowed += 1;
        }
        writeFileSync(configFile, JSON.stringify(config));
        logger.info(`Content-Security-Policy narrowed to each page's own inline scripts and styles on ${narrowed} pages`);
      },
    },
  };
}
