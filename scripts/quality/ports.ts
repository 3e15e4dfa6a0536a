/**
 * Local ports: `astro dev` on E2E_PORT (default 4321) and the built site
 * (scripts/quality/serve-dist.ts) on STATIC_PORT, by default the next one;
 * the browser tests' SMTP server on TEST_SMTP_PORT, by default the one after.
 */
export const devPort = Number(process.env.E2E_PORT ?? 4321);
export const staticPort = Number(process.env.STATIC_PORT ?? devPort + 1);
/** The loopback SMTP server the lead-inbox browser test starts; the dev server's SMTP_URL points at it. */
export const testSmtpPort = Number(process.env.TEST_SMTP_PORT ?? devPort + 2);
