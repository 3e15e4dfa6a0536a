import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { parse as parseToml } from 'smol-toml';

/**
 * What Netlify deploys, built and run here the way Netlify builds and runs it
 * (the production-parity check, tests/dist/deploy-parity.test.ts):
 *
 * - `packageFunctions`: every function, ours in netlify/functions and any the
 *   framework generated in .netlify/v1/functions, packaged by
 *   @netlify/zip-it-and-ship-it with the settings `netlify build` gives it
 *   (netlify.toml's [functions], the deploy's NODE_VERSION). Functions that
 *   export a `config` are traced file by file (nft), not bundled, whatever
 *   node_bundler says: node_modules ship as they are.
 * - `invokePackaged`: calls packaged functions through Netlify's own bootstrap,
 *   in a Node started with the runtime's flags: `--no-experimental-require-module`,
 *   as AWS Lambda runs them (astro dev and vitest allow require() of an ES module;
 *   the deploy runtime does not).
 * - `netlifyRoute`: which part of the deploy answers a request, in Netlify's
 *   order: a function whose path matches (highest priority first; framework
 *   functions have a lower one than ours), then a static file, then a function
 *   declared `preferStatic`, then the _redirects rules, then 404.html.
 */

export interface FunctionRoute {
  pattern: string;
  literal?: string;
  expression?: string;
  methods: string[];
  prefer_static?: boolean;
}

export interface PackagedFunction {
  name: string;
  /** The folder zip-it-and-ship-it wrote (archive format "none": the zip's contents). */
  path: string;
  priority?: number;
  routes?: FunctionRoute[];
  schedule?: string;
  generator?: string;
}

/** The deploy's Node major version (netlify.toml [build.environment] NODE_VERSION). */
export function deployNodeVersion(root: string): string {
  const toml = parseToml(readFileSync(join(root, 'netlify.toml'), 'utf8')) as { build?: { environment?: Record<string, string> } };
  const version = toml.build?.environment?.NODE_VERSION;
  if (!version) throw new Error('netlify.toml sets no NODE_VERSION: the deploy runtime would be whatever Netlify defaults to');
  return version;
}

/**
 * Files of this checkout that a Netlify build never has. The file tracer follows the Node binary that runs
 * it, and on a machine whose system Node is too old that is the pinned one under the site's folder
 * (.ci/toolchain, scripts/node-toolchain.mjs): 121 MB copied into every function, most of the packaging's
 * time and the RAM disk it filled. Netlify's build runs on its own Node, outside the site's folder.
 */
const NOT_ON_NETLIFY = ['!.ci/**'];

export async function packageFunctions(root: string, outDir: string): Promise<PackagedFunction[]> {
  const toml = parseToml(readFileSync(join(root, 'netlify.toml'), 'utf8')) as {
    functions?: { directory?: string; node_bundler?: string } & Record<string, unknown>;
  };
  // `[functions.<name>]` tables: their included_files, relative to the site's base directory.
  const perFunction = Object.entries(toml.functions ?? {}).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null && 'included_files' in value
      ? [
          [
            name,
            { includedFiles: [...(value as { included_files: string[] }).included_files, ...NOT_ON_NETLIFY], includedFilesBasePath: root },
          ] as const,
        ]
      : [],
  );
  const functionsDir = join(root, toml.functions?.directory ?? 'netlify/functions');
  const generatedDir = join(root, '.netlify/v1/functions');
  const manifest = join(outDir, 'manifest.json');
  await zipFunctions(
    {
      generated: { directories: existsSync(generatedDir) ? [generatedDir] : [] },
      user: { directories: [functionsDir] },
    },
    outDir,
    {
      archiveFormat: 'none',
      basePath: root,
      repositoryRoot: root,
      manifest,
      // As @netlify/build translates netlify.toml for zip-it-and-ship-it.
      config: {
        '*': {
          nodeBundler: toml.functions?.node_bundler === 'esbuild' ? 'esbuild_zisi' : toml.functions?.node_bundler,
          nodeVersion: deployNodeVersion(root),
          includedFiles: NOT_ON_NETLIFY,
          includedFilesBasePath: root,
        },
        ...Object.fromEntries(perFunction),
      } as never,
    },
  );
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { functions: PackagedFunction[] }).functions;
}

/** The Lambda event Netlify's proxy hands a function for a request. */
export interface LambdaEvent {
  rawUrl: string;
  rawQuery: string;
  path: string;
  httpMethod: string;
  headers: Record<string, string>;
  multiValueHeaders: Record<string, string[]>;
  queryStringParameters: Record<string, string>;
  multiValueQueryStringParameters: Record<string, string[]>;
  body: string | null;
  isBase64Encoded: boolean;
  route?: string;
}

export function lambdaEvent(
  url: URL,
  init: { method?: string; headers?: Record<string, string>; body?: string; route?: string } = {},
): LambdaEvent {
  const headers = { host: url.host, ...init.headers };
  return {
    rawUrl: url.toString(),
    rawQuery: url.search,
    path: url.pathname,
    httpMethod: init.method ?? 'GET',
    headers,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, [value]])),
    queryStringParameters: Object.fromEntries(url.searchParams),
    multiValueQueryStringParameters: {},
    body: init.body ?? null,
    isBase64Encoded: false,
    route: init.route,
  };
}

export interface Invocation {
  name: string;
  directory: string;
  event: LambdaEvent;
}

export interface InvocationResult {
  name: string;
  /** Whether the function's module graph loaded under the runtime's flags. */
  loaded: boolean;
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  error?: string;
}

/** The flags Netlify's Node runtime starts functions with that change how modules load. */
export const RUNTIME_NODE_FLAGS = ['--no-experimental-require-module'];

export async function invokePackaged(invocations: Invocation[], env: NodeJS.ProcessEnv = process.env): Promise<InvocationResult[]> {
  const runner = join(import.meta.dirname, 'deploy-runner.mjs');
  const child = spawn(process.execPath, [...RUNTIME_NODE_FLAGS, runner], { env, stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify(invocations));
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  const last = output.trimEnd().split('\n').at(-1) ?? '';
  if (code !== 0 || !last.startsWith('[')) throw new Error(`the function runner exited with ${code}:\n${output.slice(-2000)}`);
  return JSON.parse(last) as InvocationResult[];
}

export type RouteAnswer =
  | { by: 'function'; name: string }
  | { by: 'file'; file: string }
  | { by: 'redirect'; status: number; to: string; file?: string }
  | { by: 'not-found'; file: '404.html' };

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

/** The rules of a _redirects file (the simple form this site writes: `from to [status[!]]`). */
export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status = '301'] = line.split(/\s+/);
      return { from: from!, to: to!, status: Number.parseInt(status, 10), force: status.endsWith('!') };
    });
}

function redirectMatch(rule: RedirectRule, pathname: string): string | undefined {
  if (rule.from.endsWith('/*')) {
    const prefix = rule.from.slice(0, -1);
    const base = prefix.slice(0, -1);
    if (pathname !== base && !pathname.startsWith(prefix)) return undefined;
    return rule.to.replace(':splat', pathname.slice(prefix.length));
  }
  return pathname === rule.from || pathname === `${rule.from}/` ? rule.to : undefined;
}

function routeMatches(route: FunctionRoute, pathname: string, method: string): boolean {
  if (route.methods.length > 0 && !route.methods.includes(method)) return false;
  if (route.literal !== undefined) return route.literal === pathname || `${route.literal}/` === pathname;
  return route.expression !== undefined && new RegExp(route.expression).test(pathname);
}

export interface DeployOutput {
  functions: PackagedFunction[];
  /** The file Netlify's static lookup finds for a path, relative to the publish folder. */
  fileFor(pathname: string): string | undefined;
  redirects: RedirectRule[];
}

export function netlifyRoute(deploy: DeployOutput, pathname: string, method = 'GET'): RouteAnswer {
  const byPriority = [...deploy.functions].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  const functionFor = (preferStatic: boolean) =>
    byPriority.find((fn) =>
      fn.routes?.some((route) => Boolean(route.prefer_static) === preferStatic && routeMatches(route, pathname, method)),
    );
  const forced = deploy.redirects.find((rule) => rule.force && redirectMatch(rule, pathname) !== undefined);
  const eager = functionFor(false);
  if (eager) return { by: 'function', name: eager.name };
  if (!forced) {
    const file = deploy.fileFor(pathname);
    if (file) return { by: 'file', file };
    const lazy = functionFor(true);
    if (lazy) return { by: 'function', name: lazy.name };
  }
  for (const rule of deploy.redirects) {
    const to = redirectMatch(rule, pathname);
    if (to === undefined) continue;
    if (rule.status === 200) {
      const file = deploy.fileFor(to);
      if (file) return { by: 'redirect', status: 200, to, file };
      continue;
    }
    return { by: 'redirect', status: rule.status, to };
  }
  return { by: 'not-found', file: '404.html' };
}

/** Netlify's static lookup in a publish folder: the file itself, `<path>.html`, `<path>/index.html`. */
export function staticLookup(publishDir: string): (pathname: string) => string | undefined {
  return (pathname) => {
    const clean = decodeURIComponent(pathname).replace(/\/+$/, '') || '/';
    const candidates = clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`];
    return candidates.find((candidate) => statSync(join(publishDir, candidate), { throwIfNoEntry: false })?.isFile());
  };
}
