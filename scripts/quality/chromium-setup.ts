import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { FULL_CHROMIUM, HEADLESS_SHELL, systemChromium } from './chromium.ts';

const INSTALL_COMMAND = 'sudo apt-get install -y chromium chromium-headless-shell';

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function aptInstall(packages: string[]): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  return install.status === 0;
}

/**
 * Makes sure the Chromium that Lighthouse uses and the headless shell that the
 * browser tests use (scripts/quality/chromium.ts) are there before any step
 * runs, so that a missing browser stops the run at once instead of half an
 * hour in. As root on Debian it installs the distribution's packages;
 * otherwise it returns the one command to run. The tests fall back to the full
 * Chromium where the shell cannot be installed. Returns undefined when
 * Chromium is ready.
 */
export function chromiumProblem(): string | undefined {
  const named = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH;
  if (named) {
    return executable(named) ? undefined : `Chromium not found: ${named} (from CHROMIUM_PATH / CHROME_PATH) is not an executable file.`;
  }
  const missing = [
    ...(systemChromium && executable(systemChromium) ? [] : ['chromium']),
    ...(executable(HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
  ];
  if (missing.length === 0) return undefined;

  let installFailed = false;
  if (process.getuid?.() === 0 && executable('/usr/bin/apt-get')) {
    console.log(`Installing Debian's ${missing.join(' and ')} (apt-get install ${missing.join(' ')})…`);
    installFailed = !aptInstall(missing);
  }
  // Without the shell the tests run on the full Chromium (testChromium); without that, nothing can run.
  if (executable(FULL_CHROMIUM)) return undefined;
  if (installFailed)
    return `Installing Chromium failed (see apt-get above). Install it, then run \`npm test\` again:\n  ${INSTALL_COMMAND}`;
  return (
    'The browser tests and Lighthouse need Chromium, which is not installed. Install it, then run `npm test` again:\n' +
    `  ${INSTALL_COMMAND}\n` +
    '(Or set CHROMIUM_PATH to a Chromium or Chrome binary.)'
  );
}
