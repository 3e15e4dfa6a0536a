/**
 * Taps, each lead's facts, the hourly rollups and the growth dashboard's figures.
 * The area's face: other areas, functions, pages and scripts import only what is here.
 */
export { growthDashboard } from './dashboard';
export { lastTwelveWeeks } from './figures';
export { healLeadFacts, leadChanged, leadErased, rebuildLeadFacts } from './lead-facts';
export { foldLeadDays } from './rollups';
export { readSitePages } from './site-pages';
export { builtTapPages, isTapKind, recordTap, rollUpTaps } from './taps';
