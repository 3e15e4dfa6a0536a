import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';

interface TomlRedirect {
  from?: string;
  to?: string;
  status?: number;
  force?: boolean;
}

/**
 * The 200 rewrites of netlify.toml whose `from` ends in a splat ("/admin/*"),
 * as Netlify applies them: only to a path no file answers (no `force`). The
 * local servers use this so deep links behave as deployed: the dev server
 * (src/integrations/netlify-dev-emulation.ts) and scripts/quality/serve-dist.ts.
 * `netlify dev` reads netlify.toml itself.
 */
export function netlifyRewrites(root: string): (pathname: string) => string | null {
  const config = parseToml(readFileSync(join(root, 'netlify.toml'), 'utf8')) as { redirects?: TomlRedirect[] };
  const rules = (config.redirects ?? [])
    .filter((rule) => rule.status === 200 && !rule.force && rule.from?.endsWith('/*') && rule.to?.startsWith('/'))
    .map((rule) => ({ prefix: rule.from!.slice(0, -1), to: rule.to! }));
  return (pathname) => rules.find((rule) => pathname.startsWith(rule.prefix) && pathname.length > rule.prefix.length)?.to ?? null;
}
