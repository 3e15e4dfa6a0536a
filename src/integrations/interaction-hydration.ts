import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Registers `client:interaction` (src/client-directives/interaction.ts): React
 * islands on content pages load nothing until the visitor reaches for them.
 * Astro inlines the directive into each page that uses it and hashes it for
 * the Content-Security-Policy like its own directives.
 */
export default function interactionHydration(): AstroIntegration {
  return {
    name: 'interaction-hydration',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('../client-directives/interaction.ts', import.meta.url)),
        });
      },
    },
  };
}
