import { connect } from 'node:net';
import { isAdminRoute, SEARCH_ROUTE } from './built-site.ts';

/**
 * The first round trip. A phone on a new connection receives at
 * most the first TCP congestion window before it must answer: 10 segments of
 * 1,460 B. A document that fits in it paints one round trip (about 150 ms on
 * Lighthouse's simulated 4G) sooner. What counts is every byte of the
 * response: status line, headers (the per-page CSP is sent uncompressed) and
 * the brotli body, exactly as the gate's server (serve-dist.ts, production
 * headers, compressed) writes them on the wire.
 *
 * Home carries the contact-form island far below the fold and may take two
 * windows. Admin screens and /search are applications and are not gated here.
 */
export const FIRST_WINDOW_BYTES = 10 * 1460;

export function transferBudgetFor(route: string): number | null {
  if (isAdminRoute(route) || route === SEARCH_ROUTE) return null;
  return route === '/' ? 2 * FIRST_WINDOW_BYTES : FIRST_WINDOW_BYTES;
}

export interface DocumentTransfer {
  status: number;
  /** Status line and headers, with the blank line that ends them. */
  headerBytes: number;
  /** The body as sent (brotli). */
  bodyBytes: number;
  total: number;
  contentEncoding: string | null;
}

/**
 * Requests `path` as Chromium does (HTTP/1.1, Accept-Encoding with br) over a
 * plain socket and counts the bytes that come back until the server closes.
 */
export function measureDocumentTransfer(port: number, path: string): Promise<DocumentTransfer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, 'localhost');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const response = Buffer.concat(chunks);
      const end = response.indexOf('\r\n\r\n');
      if (end < 0) return reject(new Error(`No complete response for ${path}`));
      const head = response.subarray(0, end).toString('latin1');
      const headerBytes = end + 4;
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
        headerBytes,
        bodyBytes: response.length - headerBytes,
        total: response.length,
        contentEncoding: /^content-encoding:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? null,
      });
    });
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nAccept: text/html\r\nAccept-Encoding: gzip, deflate, br, zstd\r\nConnection: close\r\n\r\n`,
    );
  });
}
