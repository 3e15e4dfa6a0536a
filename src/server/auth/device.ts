import type { Context } from '@netlify/functions';
import Bowser from 'bowser';
import { truncateAddress } from '../../lib/net/network-address';

/**
 * What a staff member is shown about where a session or an event came from:
 * the browser and system in words (bowser, a maintained user-agent parser),
 * an approximate place (Netlify's geolocation of the request) and the
 * address cut to its network (IPv4 /24, IPv6 /48), never the full address.
 */
export interface Device {
  browser: string;
  os: string;
  place: string;
  address: string;
}

/** "Chrome 131" / "Windows 10"; "Unknown browser" when the header says nothing usable. */
export function describeUserAgent(userAgent: string | null): { browser: string; os: string } {
  if (!userAgent) return { browser: 'Unknown browser', os: 'Unknown system' };
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : 'Unknown browser';
  const os = parsed.os.name
    ? [parsed.os.name, parsed.os.versionName ?? parsed.os.version?.split('.')[0]].filter(Boolean).join(' ')
    : 'Unknown system';
  return { browser, os };
}

/** "Lahore, Pakistan" from Netlify's geolocation; "Unknown place" where there is none (local development). */
export function placeOf(geo: Context['geo'] | undefined): string {
  const parts = [geo?.city, geo?.country?.name ?? geo?.country?.code].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : 'Unknown place';
}

export function deviceOf(req: Request, context: Context): Device {
  return { ...describeUserAgent(req.headers.get('user-agent')), place: placeOf(context.geo), address: truncateAddress(context.ip) };
}
