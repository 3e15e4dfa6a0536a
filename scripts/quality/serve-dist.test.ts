import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedEncoder, startDistServer, type DistServer } from './serve-dist.ts';

const PAGE = `<!doctype html><html lang="en"><head><title>Home</title></head><body>${'<p>Plain words repeat well. </p>'.repeat(200)}</body></html>`;

describe('the static server with compression', () => {
  let root: string;
  let server: DistServer;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'serve-dist-'));
    mkdirSync(join(root, 'dist'));
    mkdirSync(join(root, '.netlify', 'v1'), { recursive: true });
    writeFileSync(join(root, 'dist', 'index.html'), PAGE);
    writeFileSync(join(root, 'dist', '404.html'), '<!doctype html><title>Not found</title>');
    writeFileSync(join(root, 'netlify.toml'), '[[headers]]\nfor = "/*"\n[headers.values]\nX-Frame-Options = "DENY"\n');
    writeFileSync(join(root, '.netlify', 'v1', 'config.json'), '{"headers":[]}');
    server = await startDistServer({ root, port: 0, compress: true });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** The response as sent: fetch() would decode the body. */
  const get = (path: string, acceptEncoding: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      httpGet(`${server.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  it('sends brotli to a browser that lists gzip first, with its length and the site headers', async () => {
    const { headers, body } = await get('/', 'gzip, deflate, br, zstd');
    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toMatch(/accept-encoding/i);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(PAGE);
    expect(body.length).toBeLessThan(PAGE.length / 10);
  });

  it('sends gzip, or the file as it is, to clients that take nothing better', async () => {
    const gzipped = await get('/', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(PAGE);
    const plain = await get('/', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });

  it('compresses the 404 page for an unknown address and keeps its status', async () => {
    const response = await get('/nowhere', 'br');
    expect(response.status).toBe(404);
    expect(brotliDecompressSync(response.body).toString()).toContain('Not found');
  });
});

// Compressing a 130 KB page at brotli 11 took up to 220 ms here: done per request, Lighthouse counted it as
// server time in every paint timing. A CDN compresses a static file once and keeps the result.
describe('cachedEncoder', () => {
  it('encodes a body once and answers the same content from memory', () => {
    const encode = cachedEncoder();
    const first = encode(Buffer.from(PAGE), 'br');
    expect(encode(Buffer.from(PAGE), 'br')).toBe(first);
    expect(encode(Buffer.from(PAGE), 'gzip')).not.toBe(first);
  });

  it('encodes changed content afresh (a rebuilt page)', () => {
    const encode = cachedEncoder();
    const before = encode(Buffer.from(PAGE), 'br');
    const after = encode(Buffer.from(PAGE.replace('Home', 'Rebuilt')), 'br');
    expect(brotliDecompressSync(after).toString()).toContain('Rebuilt');
    expect(brotliDecompressSync(before).toString()).toContain('Home');
  });
});
