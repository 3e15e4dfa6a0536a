import { ulid } from 'ulid';
import { z } from 'zod';
import { TAP_KINDS, type TapCounts, type TapKind } from '../../lib/api/growth';
import { publicRoutes } from '../../data/routes';
import { listFolders, listKeys, readJson, writeJson } from '../storage';
import { addDays, countTap, dayStart, pakistanDay, type TapDay } from './figures';
import { daysIn, deleteKeys, monthOf, monthsOf, updateMonth } from './rollups';

/**
 * Taps on the chat, call and e-mail links of the public pages, sent by the
 * browser's `ping` (src/integrations/tap-pings.ts). A tap is a key of its
 * own, `tap/<day>/<kind>/<page>/<ulid>` (the page's slashes written as `~`)
 * holding nothing: no address, browser or cookie, so a burst of taps never
 * contends on one record and no tap says who tapped. Once a day is over, the
 * scheduled rollup counts its keys into `taps-month/<YYYY-MM>` and deletes
 * them; today (and a day not rolled up yet) is counted live from its keys.
 */

const TAP_PREFIX = 'tap/';
/** A day is rolled up this long after it ended, so a tap sent at midnight is in its day's count. */
const ROLLUP_GRACE_MS = 10 * 60_000;

const OTHER_PUBLIC_PATHS = ['/search', '/insights', '/404'];
const KNOWN_PATHS = new Set([...publicRoutes, ...OTHER_PUBLIC_PATHS]);
/** Insights articles, categories and index pages, and the newsletter's outcome pages: their slugs are lower-case words. */
const PATTERNED_PATHS = /^\/(?:insights\/(?:category\/|page\/)?|newsletter\/)[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PATH_MAX = 120;

/** Whether `page` is a public page of the site (where a tapped link can be). */
export const isTapPage = (page: string) => page.length <= PATH_MAX && (KNOWN_PATHS.has(page) || PATTERNED_PATHS.test(page));

export const isTapKind = (kind: string): kind is TapKind => (TAP_KINDS as readonly string[]).includes(kind);

const encodePage = (page: string) => page.replaceAll('/', '~');
const decodePage = (segment: string) => segment.replaceAll('~', '/');

export async function recordTap(kind: TapKind, page: string, now = Date.now()): Promise<void> {
  await writeJson('growth', `${TAP_PREFIX}${pakistanDay(now)}/${kind}/${encodePage(page)}/${ulid(now)}`, {});
}

function countKeys(keys: readonly string[]): Record<string, TapCounts> {
  const pages: Record<string, TapCounts> = {};
  for (const key of keys) {
    const [, , kind = '', page = ''] = key.split('/');
    const path = decodePage(page);
    if (isTapKind(kind) && isTapPage(path)) countTap(pages, path, kind);
  }
  return pages;
}

const tapCountsSchema = z.object({ whatsapp: z.number(), call: z.number(), email: z.number() });
const tapsMonthSchema = z.object({ days: z.record(z.string(), z.record(z.string(), tapCountsSchema)) });
type TapsMonth = z.infer<typeof tapsMonthSchema>;

const readMonths = (from: string, to: string) =>
  Promise.all(monthsOf(from, to).map((month) => readJson('growth', `taps-month/${month}`, tapsMonthSchema)));

function rolledDays(months: readonly (TapsMonth | null)[]): Map<string, Record<string, TapCounts>> {
  const rolled = new Map<string, Record<string, TapCounts>>();
  for (const month of months) for (const [day, pages] of Object.entries(month?.days ?? {})) rolled.set(day, pages);
  return rolled;
}

/**
 * Every day's taps in the range: rolled-up days from their months, the
 * others (today, and yesterday until the rollup has run) counted from their
 * keys. If a day was rolled up while it was being listed (the rollup writes
 * the month, then deletes the keys), the months are read again and the
 * rolled-up count wins, so a tap is never lost or counted twice.
 */
export async function readTaps(from: string, to: string): Promise<TapDay[]> {
  const [folders, months] = await Promise.all([listFolders('growth', TAP_PREFIX), readMonths(from, to)]);
  let rolled = rolledDays(months);
  // A local Blobs server keeps the folders of deleted keys: a day already in its month is not listed again.
  const rawDays = daysIn(folders, TAP_PREFIX).filter((day) => day >= from && day <= to && !rolled.has(day));
  const live = await Promise.all(rawDays.map(async (day) => ({ day, keys: await listKeys('growth', `${TAP_PREFIX}${day}/`) })));
  if (live.some(({ day }) => day < yesterday())) rolled = rolledDays(await readMonths(from, to));
  const days: TapDay[] = [];
  for (const [day, pages] of rolled) if (day >= from && day <= to) days.push({ day, pages });
  for (const { day, keys } of live) if (!rolled.has(day) && keys.length > 0) days.push({ day, pages: countKeys(keys) });
  return days;
}

const yesterday = () => addDays(pakistanDay(Date.now()), -1);

/**
 * Counts every finished day's taps into its month and deletes its keys (the
 * scheduled rollup), until `deadline`. A day already in its month only has
 * its keys deleted (a run that stopped half-way). Returns the days rolled up.
 */
export async function rollUpTaps(now = Date.now(), deadline = Infinity): Promise<number> {
  const days = daysIn(await listFolders('growth', TAP_PREFIX), TAP_PREFIX).filter(
    (day) => dayStart(addDays(day, 1)) + ROLLUP_GRACE_MS <= now,
  );
  const rolled = days.length > 0 ? rolledDays(await readMonths(days[0]!, days.at(-1)!)) : new Map();
  let count = 0;
  for (const day of days) {
    if (Date.now() > deadline) break;
    const keys = await listKeys('growth', `${TAP_PREFIX}${day}/`);
    if (keys.length === 0) continue;
    if (!rolled.has(day)) {
      const pages = countKeys(keys);
      await updateMonth<TapsMonth>(`taps-month/${monthOf(day)}`, tapsMonthSchema, { days: {} }, (month) =>
        day in month.days ? month : { days: { ...month.days, [day]: pages } },
      );
      count += 1;
    }
    await deleteKeys(keys);
  }
  return count;
}
