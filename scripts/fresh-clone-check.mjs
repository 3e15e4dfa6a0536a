// `npm run test:fresh-clone`: what a newcomer gets from README's command 1.
// Clones this repository (its committed HEAD) into a temporary folder, runs
// README's command 1 there with a PATH whose `node` is the old system Node
// (FRESH_CLONE_NODE, default /usr/bin/node: Node 20 on the machines here),
// waits until `/`, `/api/content/home` and `/admin/login` answer 200, then
// stops the server. Fails when the command prints a warning or error a
// newcomer would take for a failure (npm warnings such as EBADENGINE
// included). Port: E2E_PORT, else README's 4321. Plain JavaScript, so it runs
// on the old Node too.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const oldNode = process.env.FRESH_CLONE_NODE ?? '/usr/bin/node';
const port = Number(process.env.E2E_PORT ?? 4321);
const paths = ['/', '/api/content/home', '/admin/login'];
const timeoutMs = Number(process.env.FRESH_CLONE_TIMEOUT_S ?? 900) * 1000;
// Lines a newcomer would read as "something broke".
const ALARMING = /npm (warn|error)|EBADENGINE|ERR!|\berror\b|\bfailed\b|not supported/i;
// npm's complaint about a key in the user's own ~/.npmrc (the machines here set
// nodedir there): about that machine's setup, not this project; reported, not failed.
const USER_CONFIG = /npm warn Unknown (user|env) config "nodedir"/;

/** README's command 1: the line after "# 1." in the code block under "The two commands". */
function readmeCommand() {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## The two commands$/m)[1]?.split(/^## /m)[0] ?? '';
  const lines = section.split('\n');
  const comment = lines.findIndex((line) => /^#\s*1\./.test(line.trim()));
  const command = lines[comment + 1]?.replace(/\s+#.*$/, '').trim();
  if (comment < 0 || !command?.endsWith('npm run dev')) {
    throw new Error(`README's command 1 not found or not ending in "npm run dev": ${command}`);
  }
  return command;
}

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
const work = mkdtempSync(join(tmpdir(), 'fresh-clone-'));
const site = join(work, 'site');
const bin = join(work, 'bin');
mkdirSync(bin);
symlinkSync(oldNode, join(bin, 'node'));
// A newcomer's shell: the old Node first, nothing inherited from an outer npm run.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_|^INIT_CWD$|^NODE_OPTIONS$/i.test(key)));
env.PATH = [
  bin,
  ...(process.env.PATH ?? '').split(':').filter((dir) => !dir.includes('node_modules') && !dir.includes('.ci/toolchain')),
].join(':');
const nodeVersion = execFileSync('node', ['--version'], { env, encoding: 'utf8' }).trim();

const command = `${readmeCommand()} -- --port ${port} --strictPort`;
execFileSync('git', ['clone', '--quiet', root, site]);
console.log(`Fresh clone in ${site}; node on PATH is ${nodeVersion}`);
console.log(`$ ${command}`);

const child = spawn('bash', ['-c', command], { cwd: site, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
const alarming = [];
const userConfigNotes = new Set();
let exited;
for (const stream of [child.stdout, child.stderr]) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) {
      console.log(`  | ${line}`);
      if (USER_CONFIG.test(line)) userConfigNotes.add(line);
      else if (ALARMING.test(line)) alarming.push(line);
    }
  });
}
child.on('exit', (code, signal) => (exited = `exited (${code ?? signal})`));

async function answers(path) {
  try {
    const response = await fetch(`http://localhost:${port}${path}`, { signal: AbortSignal.timeout(20_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return undefined;
  }
}

const pending = new Set(paths);
const statuses = {};
while (pending.size > 0 && !exited && Date.now() - started < timeoutMs) {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  for (const path of [...pending]) {
    statuses[path] = await answers(path);
    if (statuses[path] === 200) {
      pending.delete(path);
      console.log(`GET ${path} -> 200 after ${seconds()} s`);
    }
  }
}

try {
  process.kill(-child.pid, 'SIGTERM');
} catch {
  // already gone
}
await new Promise((resolve) => (exited ? resolve() : child.on('exit', resolve)));
rmSync(work, { recursive: true, force: true });

if (userConfigNotes.size > 0)
  console.log(`\nNote, from this machine's ~/.npmrc (not the project):\n  ${[...userConfigNotes].join('\n  ')}`);
const problems = [];
if (pending.size > 0) {
  problems.push(
    `${[...pending].map((path) => `${path} (${statuses[path] ?? 'no answer'})`).join(', ')} did not answer 200` +
      (exited ? `: the command ${exited}` : ` within ${timeoutMs / 1000} s`),
  );
}
if (alarming.length > 0) problems.push(`the command printed what a newcomer would take for an error:\n    ${alarming.join('\n    ')}`);
if (problems.length > 0) {
  console.error(`\nFresh-clone check failed after ${seconds()} s:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nFresh-clone check passed in ${seconds()} s: README's command 1 on ${nodeVersion} serves ${paths.join(', ')}.`);
