import { monthLabel } from '../time/months';
import type { SiteCard } from '../api/reviews';
import { pakistanDay } from '../time/pakistan-time';
import { clicksChange } from './shown';

/** How the public pages and the admin word the proof, in one place. */

/** "up 64%", "down 10%", "unchanged". */
export function changeWords(change: number): string {
  return change > 0 ? `up ${change}%` : change < 0 ? `down ${Math.abs(change)}%` : 'unchanged';
}

/** "+64%", "−10%", "0%": a card's headline figure. */
export function changeFigure(change: number): string {
  return change > 0 ? `+${change}%` : change < 0 ? `−${Math.abs(change)}%` : '0%';
}

/** What a card compares its month with, in words. */
export function baselineWords(card: Pick<SiteCard, 'baseline'>): string {
  return card.baseline.kind === 'year-before' ? 'the same month a year earlier' : 'their first month with figures from Google';
}

/** The card's change in clicks, or null when its baseline had none. */
export const cardChange = (card: Pick<SiteCard, 'clicks' | 'baseline'>) => clicksChange(card);

/** The typical-results line, as every page that shows a card says it. */
export function typicalLine(typical: { medianChange: number; clients: number }): string {
  // One client has no median: say it as it is.
  if (typical.clients === 1) {
    return `Typical result: clicks from Google ${changeWords(typical.medianChange)} for the one client whose results are published here, comparing one month with the same month a year earlier or with their first month with figures.`;
  }
  return `Typical result: clicks from Google ${changeWords(typical.medianChange)}, the median of the ${typical.clients} clients whose results are published here, each comparing one month with the same month a year earlier or with their first month with figures.`;
}

/** "March 2027": the month (Pakistan time) of a moment. */
export const monthOf = (iso: string) => monthLabel(pakistanDay(Date.parse(iso)).slice(0, 7));

/** "Client since March 2026, from their monthly report". */
export const clientSinceLine = (clientSince: string) => `Client since ${monthLabel(clientSince)}, from their monthly report`;
