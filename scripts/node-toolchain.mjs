// Makes every `npm run` script use a Node that can run this project, on any
// machine: where the Node running this script is older than package.json's
// `engines.node`, installs the Node binary pinned in .ci/toolchain (the `node`
// package from the npm registry) and links it as node_modules/.bin/node, which
// npm puts first on PATH for every script (astro, vitest, playwright, npx...).
// A machine whose Node is new enough (Netlify's build, NODE_VERSION in
// netlify.toml) downloads nothing. Runs from `npm run setup` and `postinstall`,
// so this file must run on old Node versions too: plain JavaScript, no packages.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, symlinkSync, unlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const required = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node; // ">=22.18"
const minimum = required
  .replace(/^>=\s*/, '')
  .split('.')
  .map(Number);
const current = process.versions.node.split('.').map(Number);

/** True when `version` is at least `minimum`, compared part by part (missing parts are 0). */
function atLeast(version, floor) {
  for (let i = 0; i < 3; i++) {
    const [a, b] = [version[i] ?? 0, floor[i] ?? 0];
    if (a !== b) return a > b;
  }
  return true;
}

if (!/^>=\s*\d+(\.\d+){0,2}$/.test(required)) {
  throw new Error(`scripts/node-toolchain.mjs understands engines.node of the form ">=X.Y.Z", not "${required}"`);
}
if (atLeast(current, minimum)) process.exit(0);

const toolchain = join(root, '.ci', 'toolchain');
const pinned = JSON.parse(readFileSync(join(toolchain, 'package.json'), 'utf8')).dependencies.node;
const binary = join(toolchain, 'node_modules', 'node', 'bin', 'node');

function binaryVersion() {
  if (!existsSync(binary)) return undefined;
  const run = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : undefined;
}

if (binaryVersion() !== `v${pinned}`) {
  console.log(
    `Node ${process.version} is older than this project needs (${required}): installing Node ${pinned} from the npm registry for its scripts.`,
  );
  const install = spawnSync('npm', ['ci', '--prefix', toolchain, '--no-audit', '--no-fund', '--loglevel=error'], {
    stdio: 'inherit',
    cwd: root,
  });
  if (install.status !== 0 || binaryVersion() !== `v${pinned}`) {
    console.error(
      `Could not install Node ${pinned} (npm ci --prefix .ci/toolchain). Install Node ${required} yourself and run the command again.`,
    );
    process.exit(1);
  }
}

const link = join(root, 'node_modules', '.bin', 'node');
mkdirSync(dirname(link), { recursive: true });
let linked = false;
try {
  linked = lstatSync(link).isSymbolicLink() && existsSync(link);
} catch {
  // no link yet
}
if (!linked) {
  try {
    unlinkSync(link);
  } catch {
    // nothing to replace
  }
  symlinkSync(relative(dirname(link), binary), link);
  console.log(`npm scripts in this project now run on Node ${pinned} (node_modules/.bin/node).`);
}
