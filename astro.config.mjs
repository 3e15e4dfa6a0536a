// @ts-check
import { defineConfig } from 'astro/config';
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import searchIndex from './src/integrations/search-index';
import { ANALYTICS_DATA_SOURCES, ANALYTICS_SCRIPT_SOURCES } from './src/config/analytics-hosts';

/**
 * The Content-Security-Policy of every built page: Astro adds the hashes of
 * each page's inline scripts and styles; nothing outside the site but Google
 * Analytics may run or connect. Build only: `astro dev` would send the policy
 * without those hashes and block hydration.
 * @returns {import('astro').AstroIntegration}
 */
function contentSecurityPolicy() {
  return {
    name: 'content-security-policy',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command !== 'build') return;
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
              scriptDirective: { resources: ["'self'", ...ANALYTICS_SCRIPT_SOURCES] },
              styleDirective: { resources: ["'self'"] },
            },
          },
        });
      },
    },
  };
}

export default defineConfig({
  site: process.env.SITE_URL || process.env.URL || 'https://www.example-seo-agency.pk',
  output: 'static',
  trailingSlash: 'never',
  // "/us" is served from us.html on Netlify without a redirect to "/us/".
  build: { format: 'file' },
  adapter: netlify({
    // Write the per-page CSP (with its script/style hashes) as a real response
    // header into .netlify/v1/config.json instead of a <meta> tag, so that
    // frame-ancestors (ignored in <meta>) takes effect.
    staticHeaders: true,
    // Edge-function emulation downloads Deno, which fails offline.
    devFeatures: { edgeFunctions: false, images: false, environmentVariables: false },
  }),
  session: false,
  integrations: [
    react(),
    sitemap({ filter: (page) => !page.includes('/admin') }),
    searchIndex(),
    contentSecurityPolicy(),
  ],
  vite: { plugins: [tailwindcss()] },
});
