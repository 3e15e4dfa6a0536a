import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAudit } from './run-audit';

/**
 * A page written to aim the audit at another site (victim.test): 30 sitemap
 * lines in its robots.txt, its preview image and icon there, and every probe
 * of its own redirected there, where each answer redirects again.
 */
let server: Server;
let port: number;
const hits: { host: string; path: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const host = (req.headers.host ?? '').split(':')[0]!;
    const path = req.url ?? '/';
    hits.push({ host, path });
    const victim = `http://victim.test:${port}`;
    if (host === 'victim.test') {
      res.writeHead(302, { location: `${victim}${path}x` }).end();
      return;
    }
    if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
        `<!doctype html><html lang="en"><head><title>Hostile</title>
        <meta property="og:image" content="${victim}/og.png"><link rel="icon" href="${victim}/icon.png"></head>
        <body><h1>Hello</h1><img src="${victim}/a.jpg"><link rel="stylesheet" href="${victim}/a.css"></body></html>`,
      );
      return;
    }
    if (path === '/robots.txt') {
      const lines = Array.from({ length: 30 }, (_, index) => `Sitemap: ${victim}/sitemap-${index}.xml`);
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`User-agent: *\nAllow: /\n${lines.join('\n')}\n`);
      return;
    }
    res.writeHead(302, { location: `${victim}${path}` }).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

describe('an audit of a hostile page', () => {
  it('sends at most 5 requests to another site and 15 in all', async () => {
    const report = await runAudit(`http://hostile.test:${port}/`, {
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
      allowHosts: [`hostile.test:${port}`, `victim.test:${port}`],
      resolveTxt: async () => [],
    });
    expect(report.url).toBe(`http://hostile.test:${port}/`);
    const toVictim = hits.filter((hit) => hit.host === 'victim.test');
    expect(toVictim.length).toBeGreaterThan(0);
    expect(toVictim.length).toBeLessThanOrEqual(5);
    expect(hits.length).toBeLessThanOrEqual(15);
    // Sitemaps are read from robots.txt only on the audited site.
    expect(toVictim.filter((hit) => hit.path.startsWith('/sitemap-'))).toEqual([]);
  }, 30_000);
});
