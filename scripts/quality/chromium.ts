import { existsSync } from 'node:fs';

/** Where Debian's packages put the full browser and the headless shell. */
export const FULL_CHROMIUM = '/usr/bin/chromium';
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The one Chromium every browser tool here uses: Debian's package
 * (/usr/bin/chromium) or the binary named in CHROMIUM_PATH / CHROME_PATH.
 * undefined lets Playwright use its own download where that is possible.
 */
export const systemChromium: string | undefined =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? (existsSync(FULL_CHROMIUM) ? FULL_CHROMIUM : undefined);

/**
 * The browser the Playwright tests drive: Debian's chromium-headless-shell when it is installed,
 * the headless-only build that Playwright itself uses for headless runs. Without the full
 * browser's UI stack it ran the built-site tests on half the CPU here (189 against 373 CPU-s,
 * 174 against 262 s). Lighthouse and the bench keep the full Chromium (systemChromium), on which
 * their history was measured. CHROMIUM_PATH / CHROME_PATH name the one binary for everything.
 */
export const testChromium: string | undefined =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : systemChromium);

/** This machine has no outside network: keep Chromium from trying. */
export const OFFLINE_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
