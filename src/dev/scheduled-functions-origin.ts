/**
 * Where the local scheduler (src/integrations/netlify-dev-emulation.ts) calls the scheduled
 * functions. Under `npm run dev`, astro dev serves the functions itself, on its own port. Under
 * `netlify dev` (`npm run dev:netlify`), astro dev is only the framework server behind Netlify's
 * proxy: it serves no function (each call was a 404 in the log), and the functions answer on the
 * proxy's port, which netlify dev gives its framework server as `URL` (with `NETLIFY_DEV=true`).
 * Only an http address on this machine is taken: the scheduler never calls anywhere else.
 */
export function scheduledFunctionsOrigin(env: NodeJS.ProcessEnv, astroPort: number): string {
  const own = `http://localhost:${astroPort}`;
  if (env.NETLIFY_DEV !== 'true' || !env.URL) return own;
  try {
    const proxy = new URL(env.URL);
    return proxy.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(proxy.hostname) ? proxy.origin : own;
  } catch {
    return own;
  }
}
