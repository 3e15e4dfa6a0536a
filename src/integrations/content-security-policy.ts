import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
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

export default function contentSecurityPolicy(): AstroIntegration {
  return {
    name: 'content-security-policy',
    hooks: {
      'astro:config:setup': ({ command, updateConfig, injectScript }) => {
        if (command !== 'build') return;
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
    },
  };
}
