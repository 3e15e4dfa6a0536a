import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

type Handler = (req: Request) => Promise<Response>;

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A local "site" over real HTTP whose every address runs one function (a
 * background function, as `/.netlify/functions/<name>` reaches it), so a
 * test starts it the way the site does: startBackground to this origin.
 * Unlike Netlify it answers when the function has finished, so the test sees
 * what the run did.
 */
export async function serveFunction(handler: Handler): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      const request = new Request(`http://${req.headers.host}${req.url}`, {
        method: req.method,
        headers,
        body: body.length > 0 ? new Uint8Array(body) : undefined,
      });
      const answer = await handler(request);
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
    })().catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
