import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { systemChromium } from './chromium.ts';

const INSTALL_COMMAND = 'sudo apt-get install -y chromium';

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes sure the Chromium that the browser tests and Lighthouse use
 * (scripts/quality/chromium.ts) is there before any step runs, so that a
 * missing browser stops the run at once instead of half an hour in. As root on
 * Debian it installs the distribution's package; otherwise it returns the one
 * command to run. Returns undefined when Chromium is ready.
 */
export function chromiumProblem(): string | undefined {
  const named = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH;
  if (named) {
    return executable(named) ? undefined : `Chromium not found: ${named} (from CHROMIUM_PATH / CHROME_PATH) is not an executable file.`;
  }
  if (systemChromium && executable(systemChromium)) return undefined;

  const asRoot = process.getuid?.() === 0;
  if (asRoot && executable('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's package (apt-get install chromium)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env,
      });
    if (install && install.status === 0 && executable('/usr/bin/chromium')) return undefined;
    return 'Installing Chromium failed (see apt-get above). Install it, then run `npm test` again:\n  apt-get install -y chromium';
  }
  return (
    'The browser tests and Lighthouse need Chromium, which is not installed. Install it, then run `npm test` again:\n' +
    `  ${INSTALL_COMMAND}\n` +
    '(Or set CHROMIUM_PATH to a Chromium or Chrome binary.)'
  );
}
