/**
 * The agency's office: where it is (POSTAL_ADDRESS) and when it is open
 * (OPENING_HOURS). Pure, so the footer, the structured data and the
 * configuration read them the same way.
 */

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One line of opening hours: these days, from `opens` to `closes` (24-hour "HH:MM"). */
export interface OpeningHours {
  days: Weekday[];
  opens: string;
  closes: string;
}

const DAY_CODES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

function dayIndex(code: string, raw: string): number {
  const index = DAY_CODES.indexOf(code);
  if (index === -1) throw new Error(`OPENING_HOURS: "${code}" is not a day (write Mo, Tu, We, Th, Fr, Sa or Su) in "${raw}"`);
  return index;
}

function daysOf(spec: string, raw: string): Weekday[] {
  const days = new Set<number>();
  for (const part of spec.split(',')) {
    const [from, to] = part.split('-').map((code) => dayIndex(code.trim(), raw));
    if (to === undefined) days.add(from!);
    else if (to < from!) throw new Error(`OPENING_HOURS: "${part}" runs backwards in "${raw}"`);
    else for (let day = from!; day <= to; day++) days.add(day);
  }
  return [...days].sort((a, b) => a - b).map((day) => WEEKDAYS[day]!);
}

/**
 * Reads the schema.org `openingHours` form: "Mo-Sa 09:00-18:00", several lines
 * separated by ";" ("Mo-Fr 09:00-18:00; Sa 10:00-14:00"). Throws on anything
 * else, so a mistyped value stops the build instead of publishing wrong hours.
 */
export function parseOpeningHours(raw: string): OpeningHours[] {
  const lines = raw
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) throw new Error('OPENING_HOURS is empty: write the hours as "Mo-Sa 09:00-18:00"');
  return lines.map((line) => {
    const match = /^([A-Za-z,\s-]+?)\s+([01]\d|2[0-3]):([0-5]\d)\s*-\s*([01]\d|2[0-3]):([0-5]\d)$/.exec(line);
    if (!match) throw new Error(`OPENING_HOURS: "${line}" is not of the form "Mo-Sa 09:00-18:00"`);
    const [, days, openHour, openMinute, closeHour, closeMinute] = match;
    const opens = `${openHour}:${openMinute}`;
    const closes = `${closeHour}:${closeMinute}`;
    if (closes <= opens) throw new Error(`OPENING_HOURS: "${line}" closes before it opens`);
    return { days: daysOf(days!.replace(/\s+/g, ''), raw), opens, closes };
  });
}

/** "9:00 am", "6:30 pm". */
function clockTime(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

/** "Monday to Saturday", "Monday, Wednesday and Friday", "Saturday". */
function dayRange(days: readonly Weekday[]): string {
  const indexes = days.map((day) => WEEKDAYS.indexOf(day));
  const consecutive = indexes.every((index, position) => position === 0 || index === indexes[position - 1]! + 1);
  if (days.length > 2 && consecutive) return `${days[0]} to ${days.at(-1)}`;
  return days.length === 1 ? days[0]! : `${days.slice(0, -1).join(', ')} and ${days.at(-1)}`;
}

/** The hours as a visitor reads them: "Monday to Saturday, 9:00 am to 6:00 pm". */
export function describeOpeningHours(hours: readonly OpeningHours[]): string {
  return hours.map((line) => `${dayRange(line.days)}, ${clockTime(line.opens)} to ${clockTime(line.closes)}`).join('; ');
}

/** The parts of a postal address structured data asks for. */
interface AddressParts {
  street: string;
  locality?: string;
  postalCode?: string;
  /** ISO code for Pakistan ("PK"), else the country as written. */
  country: string;
}

/**
 * Splits a one-line address written "street, area, City 54000, Pakistan":
 * the last part is the country, the one before it the city (with its postal
 * code, if any), the rest the street. An address of fewer parts is all street.
 */
export function addressParts(address: string): AddressParts {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 3) return { street: parts.join(', '), country: 'PK' };
  const country = parts.at(-1)!;
  const cityLine = parts.at(-2)!;
  const postal = /^(.*?)\s*\b(\d{4,6})$/.exec(cityLine);
  return {
    street: parts.slice(0, -2).join(', '),
    locality: postal ? postal[1]! : cityLine,
    ...(postal && { postalCode: postal[2]! }),
    country: /^(pakistan|pk)$/i.test(country) ? 'PK' : country,
  };
}

/** A Google Maps search for the address (Google's documented Maps URL; no key, opens the app on phones). */
export function mapsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
