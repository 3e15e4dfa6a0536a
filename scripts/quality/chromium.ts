import { existsSync } from 'node:fs';

/**
 * The one Chromium every browser tool here uses: Debian's package
 * (/usr/bin/chromium) or the binary named in CHROMIUM_PATH / CHROME_PATH.
 * undefined lets Playwright use its own download where that is possible.
 */
export const systemChromium: string | undefined =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

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
