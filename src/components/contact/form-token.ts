/** How long the form waits for its token before sending without one (the server still takes it). */
const TOKEN_WAIT_MS = 3_000;

/**
 * The signed "form shown at" token (GET /api/contact/form-token) for the
 * spam check. Never fails: no token is an answer the server accepts.
 */
export async function fetchFormToken(): Promise<string | undefined> {
  try {
    const response = await fetch('/api/contact/form-token', {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(TOKEN_WAIT_MS),
    });
    if (!response.ok) return undefined;
    const { token } = (await response.json()) as { token?: unknown };
    return typeof token === 'string' ? token : undefined;
  } catch {
    return undefined;
  }
}
