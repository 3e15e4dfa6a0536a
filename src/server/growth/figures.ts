import { CHANNELS, type Channel, type Lead, type LeadStatus } from '../../lib/api/leads';
import { TAP_KINDS, type GrowthFigures, type SitePages, type TapCounts, type TapKind } from '../../lib/api/growth';
import { creditedPage, visitStartOf } from '../../lib/growth/landing-page';
import { pakistanDay } from '../../lib/time/pakistan-time';
import { addDays, weekOf } from '../../lib/time/calendar-days';

/**
 * The growth dashboard's numbers, from facts alone (no store): the same facts
 * give the same figures, which the unit test checks against a seeded fixture.
 *
 * Rules, written down once:
 * - A lead belongs to the Pakistan-time day it arrived; weeks run Monday to Sunday in Pakistan time.
 * - Spam (a lead whose status is Spam now) counts nowhere but the funnel's "spam, set aside".
 * - Contacted: the lead was ever moved on to Contacted, Qualified or Won. Its first contact is the
 *   first such change; the time to first contact runs from its arrival to that change.
 * - Won: the lead's status is Won now. Lost: Lost now (set aside in the funnel).
 * - Page: the first page of the visit, as src/lib/growth/landing-page.ts decides it: the landing
 *   page the lead's source records, else the page it was sent from (`source.page`; before sources
 *   were kept, `source_page`, else home); a lead added by hand without a page has none (null). The
 *   facts keep the recorded path; the figures credit it as the site has it now (creditLeads: a
 *   redirect followed, a path the site does not have under other pages). Channel:
 *   `source.channel`, Direct when the lead has no source. Campaign: its `utm_campaign`, if any.
 */

/**
 * The facts' version: 2 since the page is the first page of the visit (issue 62); facts
 * of version 1 (the page the form was sent from) are rebuilt from the leads (lead-facts.ts).
 */
export const FACTS_VERSION = 2;

/** What the figures need of one lead: small, nothing that identifies the person. */
export interface LeadFact {
  id: string;
  /** Pakistan-time day the lead arrived (YYYY-MM-DD). */
  day: string;
  channel: Channel;
  /** The first page of the visit as recorded (version 2), or the page the form was sent from (version 1). */
  page: string | null;
  campaign: string | null;
  status: LeadStatus;
  /** Seconds from arrival to the first contact; null when never contacted. */
  firstContactSeconds: number | null;
  /** FACTS_VERSION when the facts were written. */
  version: number;
}

/** A day's taps per page. */
export interface TapDay {
  day: string;
  pages: Record<string, TapCounts>;
}

const REACHES_CONTACT: readonly LeadStatus[] = ['contacted', 'qualified', 'won'];
/** Long enough for any campaign name people use; keeps a lead's facts small (they go in a key). */
export const FACT_TEXT_MAX = 80;
/** Longer than any page of the site (an article's path is at most 90 characters), so a clipped path is never a page. */
const FACT_PAGE_MAX = 120;

/** The default range: this week and the 11 before it, up to today (Pakistan time). */
export function lastTwelveWeeks(now: number): { from: string; to: string } {
  const today = pakistanDay(now);
  return { from: addDays(weekOf(today), -11 * 7), to: today };
}

const clip = (text: string | undefined, max = FACT_TEXT_MAX) => (text ? text.slice(0, max) : null);

/** A lead's facts, from its stored record. */
export function leadFactsOf(lead: Lead): LeadFact {
  const contact = lead.events.find((event) => event.kind === 'status' && REACHES_CONTACT.includes(event.to));
  return {
    id: lead.id,
    day: pakistanDay(Date.parse(lead.created_at)),
    channel: lead.source?.channel ?? 'direct',
    page: clip(visitStartOf(lead) ?? undefined, FACT_PAGE_MAX),
    campaign: clip(lead.source?.utm?.utm_campaign?.trim()),
    status: lead.status,
    firstContactSeconds: contact ? Math.max(0, Math.round((Date.parse(contact.at) - Date.parse(lead.created_at)) / 1000)) : null,
    version: FACTS_VERSION,
  };
}

/** The facts with each lead's page as the site has it now (landing-page.ts): what every figure counts. */
export const creditLeads = (facts: readonly LeadFact[], site: SitePages): LeadFact[] =>
  facts.map((fact) => ({ ...fact, page: creditedPage(fact.page, site) }));

const noTaps = (): TapCounts => ({ whatsapp: 0, call: 0, email: 0 });
const noChannels = () => Object.fromEntries(CHANNELS.map((channel) => [channel, 0])) as Record<Channel, number>;

/** The middle value (the mean of the two middle ones for an even count). */
function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Nearest rank: the smallest value at least 90 % of the values are at or below. */
function p90(sorted: readonly number[]): number | null {
  return sorted.length === 0 ? null : sorted[Math.ceil(sorted.length * 0.9) - 1]!;
}

const minutes = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 6) / 10);

export interface FiguresInput {
  from: string;
  to: string;
  leads: readonly LeadFact[];
  taps: readonly TapDay[];
  /** The pages that always get a row, in this order (zero rows included). */
  pages: readonly string[];
}

interface Progress {
  leads: number;
  contacted: number;
  won: number;
}
const noProgress = (): Progress => ({ leads: 0, contacted: 0, won: 0 });

export function growthFigures({ from, to, leads, taps, pages }: FiguresInput): Omit<GrowthFigures, 'search'> {
  const inRange = (day: string) => day >= from && day <= to;
  const weeks = new Map<string, { week: string; leads: Record<Channel, number>; taps: TapCounts }>();
  for (let week = weekOf(from); week <= to; week = addDays(week, 7)) weeks.set(week, { week, leads: noChannels(), taps: noTaps() });
  const pageRows = new Map<string | null, Progress & { page: string | null; taps: TapCounts }>();
  const pageRow = (page: string | null) => {
    let row = pageRows.get(page);
    if (!row) pageRows.set(page, (row = { page, taps: noTaps(), ...noProgress() }));
    return row;
  };
  for (const page of pages) pageRow(page);
  const channels = new Map(CHANNELS.map((channel) => [channel, noProgress()]));
  const campaigns = new Map<string, Progress>();
  const funnel = { new: 0, contacted: 0, won: 0, lost: 0, spam: 0 };
  const contactSeconds: number[] = [];

  for (const lead of leads) {
    if (!inRange(lead.day)) continue;
    if (lead.status === 'spam') {
      funnel.spam += 1;
      continue;
    }
    const contacted = lead.firstContactSeconds !== null ? 1 : 0;
    const won = lead.status === 'won' ? 1 : 0;
    const rows = [pageRow(lead.page), channels.get(lead.channel)!];
    if (lead.campaign) {
      if (!campaigns.has(lead.campaign)) campaigns.set(lead.campaign, noProgress());
      rows.push(campaigns.get(lead.campaign)!);
    }
    for (const row of rows) {
      row.leads += 1;
      row.contacted += contacted;
      row.won += won;
    }
    weeks.get(weekOf(lead.day))!.leads[lead.channel] += 1;
    funnel.new += 1;
    funnel.contacted += contacted;
    funnel.won += won;
    if (lead.status === 'lost') funnel.lost += 1;
    if (lead.firstContactSeconds !== null) contactSeconds.push(lead.firstContactSeconds);
  }

  for (const { day, pages: counts } of taps) {
    if (!inRange(day)) continue;
    const week = weeks.get(weekOf(day))!;
    for (const [page, tapped] of Object.entries(counts)) {
      const row = pageRow(page);
      for (const kind of TAP_KINDS) {
        row.taps[kind] += tapped[kind];
        week.taps[kind] += tapped[kind];
      }
    }
  }

  contactSeconds.sort((a, b) => a - b);
  return {
    from,
    to,
    weeks: [...weeks.values()],
    pages: [...pageRows.values()],
    channels: [...channels].map(([channel, progress]) => ({ channel, ...progress })),
    campaigns: [...campaigns]
      .map(([campaign, progress]) => ({ campaign, ...progress }))
      .sort((a, b) => b.leads - a.leads || a.campaign.localeCompare(b.campaign)),
    funnel,
    firstContact: {
      contacted: contactSeconds.length,
      medianMinutes: minutes(median(contactSeconds)),
      p90Minutes: minutes(p90(contactSeconds)),
      withinHourShare: funnel.new === 0 ? null : contactSeconds.filter((seconds) => seconds <= 3600).length / funnel.new,
    },
  };
}

/** Adds one tap count to a day's page counts (the rollup and the live read share it). */
export function countTap(pages: Record<string, TapCounts>, page: string, kind: TapKind, count = 1): void {
  pages[page] ??= noTaps();
  pages[page][kind] += count;
}
