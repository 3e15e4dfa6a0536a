/**
 * Local ports: `astro dev` on E2E_PORT (default 4321) and the built site
 * (scripts/quality/serve-dist.ts) on STATIC_PORT, by default the next one;
 * the browser tests' mail catcher (scripts/mail-catcher.ts) takes mail on
 * TEST_SMTP_PORT, by default the one after, and lists it on the next one;
 * the built site with the dev server's functions behind it (serve-dist.ts
 * --functions) on WITH_FUNCTIONS_PORT, by default the one after that; the
 * website audit's fixture site (scripts/audit-fixture-site.ts) on
 * AUDIT_FIXTURE_PORT, the next one; the stand-in of Google's Search Console
 * (scripts/google-stand-in.ts) on GOOGLE_STAND_IN_PORT, the one after.
 */
export const devPort = Number(process.env.E2E_PORT ?? 4321);
export const staticPort = Number(process.env.STATIC_PORT ?? devPort + 1);
/** The browser tests' loopback SMTP server (the mail catcher); the dev server's SMTP_URL points at it. */
export const testSmtpPort = Number(process.env.TEST_SMTP_PORT ?? devPort + 2);
/** Where the mail catcher lists what it received, as JSON. */
export const mailCatcherPort = Number(process.env.MAIL_CATCHER_PORT ?? testSmtpPort + 1);
/** The built site whose function addresses go to `astro dev` (tests/e2e/with-functions/). */
export const withFunctionsPort = Number(process.env.WITH_FUNCTIONS_PORT ?? mailCatcherPort + 1);
/** A fixture site for the website audit to fetch (the dev server's AUDIT_ALLOW_HOSTS lets it reach this one address). */
export const auditFixturePort = Number(process.env.AUDIT_FIXTURE_PORT ?? withFunctionsPort + 1);
/** The stand-in of Google's token endpoint and Search Console API the dev server syncs from (its key's token_uri and SEARCH_CONSOLE_API_URL). */
export const googleStandInPort = Number(process.env.GOOGLE_STAND_IN_PORT ?? auditFixturePort + 1);
