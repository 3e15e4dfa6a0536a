import type { VisitSource } from '../../lib/api/leads';
import { AD_CLICK_IDS, FIRST_TOUCH_KEY, FIRST_TOUCH_UTM_KEYS } from '../../lib/analytics/first-touch';

/**
 * What the audit form tells the server about the visit (docs/lead-sources.md).
 * Types only from the shared schema, so the island does not bundle zod; the
 * server checks every fact and drops what is odd.
 *
 * - Always: the same-site page the visitor came from (document.referrer,
 *   when it is this site), as a path.
 * - With analytics consent: the visit's first touch, which
 *   public/scripts/analytics.js keeps in sessionStorage under FIRST_TOUCH_KEY
 *   (src/lib/analytics/first-touch.ts: the rule's one set of names).
 * - Without it (nothing stored): when the visit started on the form's own
 *   page, what that page knows of it: its referrer's host, its UTM values and
 *   whether its address carries an ad click id. Nothing is written here.
 */
interface Where {
  href: string;
  referrer: string;
}

function sameSitePath(referrer: string, origin: string): string | undefined {
  try {
    const url = new URL(referrer);
    return url.origin === origin ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

/** The first touch of a visit that starts on this page: the same shape analytics.js stores. */
export function touchOf({ href, referrer }: Where): VisitSource {
  const url = new URL(href);
  const utm: Record<string, string> = {};
  for (const key of FIRST_TOUCH_UTM_KEYS) {
    const value = url.searchParams.get(key);
    if (value) utm[key] = value;
  }
  let referrerHost: string | undefined;
  try {
    referrerHost = referrer ? new URL(referrer).hostname : undefined;
  } catch {
    referrerHost = undefined;
  }
  return {
    landing_page: url.pathname,
    ...(referrerHost && { referrer_host: referrerHost }),
    ...(Object.keys(utm).length > 0 && { utm }),
    ad_click: AD_CLICK_IDS.some((id) => url.searchParams.has(id)),
  };
}

function storedTouch(): VisitSource | undefined {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(FIRST_TOUCH_KEY) ?? 'null');
    return stored && typeof stored === 'object' ? (stored as VisitSource) : undefined;
  } catch {
    // Storage blocked or unreadable: what the page knows is enough.
    return undefined;
  }
}

/** What the form sends as `source`, read when it is sent. */
export function visitSource(where: Where = { href: location.href, referrer: document.referrer }, stored = storedTouch()): VisitSource {
  const origin = new URL(where.href).origin;
  const previous = sameSitePath(where.referrer, origin);
  const first = stored ?? (previous === undefined ? touchOf(where) : undefined);
  return { ...first, ...(previous !== undefined && { previous_page: previous }) };
}
