/**
 * Local ports: `astro dev` on E2E_PORT (default 4321) and the built site
 * (scripts/quality/serve-dist.ts) on STATIC_PORT, by default the next one.
 */
export const devPort = Number(process.env.E2E_PORT ?? 4321);
export const staticPort = Number(process.env.STATIC_PORT ?? devPort + 1);
