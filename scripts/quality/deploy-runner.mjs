// Runs packaged functions the way Netlify's runtime does, in a Node started with the
// runtime's flags (deploy-bundle.ts starts it with --no-experimental-require-module): each
// function's deployed entry point (___netlify-entry-point.mjs, Netlify's bootstrap around our
// code) is imported from the package zip-it-and-ship-it wrote, and its Lambda handler is called
// through lambda-local, as netlify-cli calls it. Plain JavaScript, so that nothing but Node
// itself sits between the runtime's flags and the code under test.
//
// Input (stdin): JSON [{ name, directory, event }]. Output (stdout, last line): JSON
// [{ name, loaded, status?, contentType?, body?, error? }].
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import lambdaLocal from 'lambda-local';

lambdaLocal.getLogger().level = 'alert';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const invocations = JSON.parse(Buffer.concat(chunks).toString('utf8'));

async function readBody(body) {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  const parts = [];
  for await (const part of body) parts.push(Buffer.from(part));
  return Buffer.concat(parts).toString('utf8');
}

const results = [];
for (const { name, directory, event } of invocations) {
  let lambdaFunc;
  try {
    lambdaFunc = await import(pathToFileURL(join(directory, '___netlify-entry-point.mjs')).href);
  } catch (error) {
    results.push({
      name,
      loaded: false,
      error: String(error?.stack ?? error)
        .split('\n')
        .slice(0, 3)
        .join('\n'),
    });
    continue;
  }
  try {
    const answer = await lambdaLocal.execute({ event, lambdaFunc, region: 'deploy-parity', timeoutMs: 20_000, verboseLevel: 0 });
    const headers = answer?.headers ?? {};
    results.push({
      name,
      loaded: true,
      status: answer?.statusCode,
      headers,
      body: (await readBody(answer?.body)).slice(0, 2000),
    });
  } catch (error) {
    results.push({
      name,
      loaded: true,
      error: String(error?.stack ?? error)
        .split('\n')
        .slice(0, 3)
        .join('\n'),
    });
  }
}
process.stdout.write(`\n${JSON.stringify(results)}\n`);
// A function may leave timers or sockets open (the SMTP transport, the Blobs client); the answers are in.
process.exit(0);
