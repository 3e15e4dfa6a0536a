// @ts-check
import { defineConfig } from 'astro/config';
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import searchIndex from './src/integrations/search-index';
import contentSecurityPolicy from './src/integrations/content-security-policy';
import perPageCss from './src/integrations/per-page-css';
import tapPings from './src/integrations/tap-pings';
import pageFingerprints from './src/integrations/page-fingerprints';
import interactionHydration from './src/integrations/interaction-hydration';
import netlifyDevEmulation from './src/integrations/netlify-dev-emulation';
import { sitemapLastmod } from './src/integrations/sitemap-lastmod';
import insightsRoutes from './src/integrations/insights-routes';
import staticDeploy from './src/integrations/static-deploy';

export default defineConfig({
  site: process.env.SITE_URL || process.env.URL || 'https://www.example-seo-agency.pk',
  output: 'static',
  trailingSlash: 'never',
  // "/us" is served from us.html on Netlify without a redirect to "/us/".
  // The stylesheet goes inline: the first paint needs the HTML alone, no second round trip.
  build: { format: 'file', inlineStylesheets: 'always' },
  adapter: netlify({
    // Write the per-page CSP (with its script/style hashes) as a real response
    // header into .netlify/v1/config.json instead of a <meta> tag, so that
    // frame-ancestors (ignored in <meta>) takes effect.
    staticHeaders: true,
    // Edge-function emulation downloads Deno, which fails offline.
    devFeatures: { edgeFunctions: false, images: false, environmentVariables: false },
  }),
  session: false,
  // Keeps screenshots, axe runs and browser tests of `astro dev` free of the toolbar overlay.
  devToolbar: { enabled: false },
  integrations: [
    react(),
    // lastmod: when a page's text or search appearance was last saved (none for pages nobody edited).
    sitemap({ filter: (page) => !page.includes('/admin') && !page.includes('/newsletter/'), serialize: sitemapLastmod() }),
    searchIndex(),
    interactionHydration(),
    // Chat, call and e-mail links count a tap through the HTML ping attribute (no JavaScript).
    tapPings(),
    // Each public page keeps only the CSS rules it uses; then the CSP lists only that page's hashes.
    perPageCss(),
    contentSecurityPolicy(),
    // Each sitemap page's fingerprint as it ships: after a deploy, the changed ones go to IndexNow.
    pageFingerprints(),
    // Articles: redirects of moved ones in the build; rendered from the store on each request in dev.
    insightsRoutes(),
    // Every page is prerendered: the adapter's catch-all function would answer before _redirects.
    staticDeploy(),
    // `astro dev` only: atomic conditional writes in the local Blobs store, bounded function concurrency.
    netlifyDevEmulation(),
  ],
  vite: {
    plugins: [tailwindcss()],
    // Page scripts under 1 KB (the menu closer, the review arrows) go inline, so a
    // content page makes no script request before the first interaction; larger
    // ones and every other asset ship as cached files.
    build: { assetsInlineLimit: (file, content) => file.endsWith('.js') && content.length < 1000 },
  },
});
