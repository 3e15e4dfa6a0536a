import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The 200 rewrites of public/_redirects (copied to dist/_redirects, which
 * Netlify reads) whose source ends in a splat ("/admin/*"), as Netlify
 * applies them: only to a path no file answers. The local servers use this
 * so deep links behave as deployed: `astro dev`
 * (src/integrations/netlify-dev-emulation.ts) and scripts/quality/serve-dist.ts.
 */
export function netlifyRewrites(root: string): (pathname: string) => string | null {
  const file = join(root, 'public/_redirects');
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  const rules = lines
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to, status]) => from?.endsWith('/*') && to?.startsWith('/') && status === '200')
    .map(([from, to]) => ({ prefix: from!.slice(0, -1), to: to! }));
  return (pathname) => rules.find((rule) => pathname.startsWith(rule.prefix) && pathname.length > rule.prefix.length)?.to ?? null;
}
