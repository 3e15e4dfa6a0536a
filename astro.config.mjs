// @ts-check
import { defineConfig } from 'astro/config';
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import searchIndex from './src/integrations/search-index';

export default defineConfig({
  site: process.env.SITE_URL || process.env.URL || 'https://www.example-seo-agency.pk',
  output: 'static',
  trailingSlash: 'never',
  // "/us" is served from us.html on Netlify without a redirect to "/us/".
  build: { format: 'file' },
  adapter: netlify({
    // Edge-function emulation downloads Deno, which fails offline.
    devFeatures: { edgeFunctions: false, images: false, environmentVariables: false },
  }),
  session: false,
  // Keeps screenshots, axe runs and browser tests of `astro dev` free of the toolbar overlay.
  devToolbar: { enabled: false },
  integrations: [react(), sitemap({ filter: (page) => !page.includes('/admin') }), searchIndex()],
  vite: { plugins: [tailwindcss()] },
});
