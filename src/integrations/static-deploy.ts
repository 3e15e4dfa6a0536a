import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Every page of this site is prerendered, yet @astrojs/netlify always writes a
 * catch-all "Astro SSR" function into .netlify/v1/functions/ssr (path `/*`,
 * preferStatic): the adapter declares server output whatever the pages are.
 * On Netlify a function whose path matches answers before public/_redirects is
 * read, so with that function deployed every admin deep link and reload
 * (/admin/staff, the links in lead alert mails) got its 404 instead of the
 * `/admin/* /admin 200` rewrite, and without the site's headers.
 *
 * After the build this removes the function, and refuses a build that has an
 * on-demand page after all (it would then need the function, and the admin
 * rewrite a different design). `astro dev` is untouched: the Insights routes
 * render on demand there (insights-routes.ts).
 */
export const SSR_FUNCTION_DIR = '.netlify/v1/functions/ssr/';

export default function staticDeploy(): AstroIntegration {
  let onDemand: string[] = [];
  let root: URL | undefined;
  return {
    name: 'static-deploy',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:routes:resolved': ({ routes }) => {
        onDemand = routes.filter((route) => route.origin === 'project' && !route.isPrerendered).map((route) => route.pattern);
      },
      // Runs after the adapter's own build:done (the adapter is first in the integration list).
      'astro:build:done': async ({ logger }) => {
        if (onDemand.length > 0) {
          throw new Error(`static-deploy: these routes render on demand, which this site's deploy does not serve: ${onDemand.join(', ')}`);
        }
        await rm(fileURLToPath(new URL(SSR_FUNCTION_DIR, root)), { recursive: true, force: true });
        logger.info(`Every page is prerendered: removed the adapter's catch-all function (${SSR_FUNCTION_DIR})`);
      },
    },
  };
}
