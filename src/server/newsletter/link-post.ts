import { HttpError, MESSAGES } from '../http';

/**
 * The POST of a newsletter link (confirm, unsubscribe): the token is in the
 * link's query string (the pages' forms post back to their own address) or a
 * `token` form field. The body is a small form (urlencoded or multipart, as
 * RFC 8058 allows); `oneClick` when it says `List-Unsubscribe=One-Click`.
 */
const LINK_BODY_LIMIT = 4 * 1024;

export async function readLinkPost(req: Request): Promise<{ token: string | null; oneClick: boolean }> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > LINK_BODY_LIMIT) throw new HttpError(413, MESSAGES.tooLarge);
  const text = await req.text();
  if (text.length > LINK_BODY_LIMIT) throw new HttpError(413, MESSAGES.tooLarge);
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  let fields = new URLSearchParams();
  if (type.startsWith('multipart/form-data')) {
    try {
      const form = await new Response(text, { headers: { 'content-type': req.headers.get('content-type')! } }).formData();
      for (const [name, value] of form) if (typeof value === 'string') fields.append(name, value);
    } catch {
      fields = new URLSearchParams();
    }
  } else fields = new URLSearchParams(text.trim());
  const token = new URL(req.url).searchParams.get('token') ?? fields.get('token');
  return { token, oneClick: fields.get('List-Unsubscribe') === 'One-Click' };
}

/** 303 to a page of this site: the browser GETs it, and a reload does not post again. */
export function seeOther(req: Request, path: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: new URL(path, req.url).toString(), 'Cache-Control': 'no-store' },
  });
}
