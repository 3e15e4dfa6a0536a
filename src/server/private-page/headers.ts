import { createHash } from 'node:crypto';

/**
 * Headers of a private page: its own strict CSP (its inline styles by hash;
 * nothing else may load), noindex, no referrer, never cached, and the site's
 * own page headers, which Netlify applies to files but not to a function's answer.
 */
export function privatePageHeaders(html: string): Record<string, string> {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': `default-src 'none'; style-src ${styles.join(' ') || "'none'"}; img-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    'X-Robots-Tag': 'noindex, nofollow',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    // Netlify applies netlify.toml's [[headers]] to files, not to a function's answer: the page sets them itself.
    'X-Frame-Options': 'DENY',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** A private page's answer: 200 with its headers (no body for HEAD). */
export function privatePageAnswer(req: Request, html: string): Response {
  return new Response(req.method === 'HEAD' ? null : html, { status: 200, headers: privatePageHeaders(html) });
}
