import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages, isAdminRoute, isContentRoute, type BuiltPage } from '../../../scripts/quality/built-site.ts';

const DIST = join(process.cwd(), 'dist');

/** Every page of the last build; empty (and the tests say why) when there is no build. */
export const pages: BuiltPage[] = existsSync(DIST) ? builtPages(DIST) : [];

export { isAdminRoute, isContentRoute };

/** The address to open for a page: the 404 page is what an unknown path gets. */
export const addressOf = (route: string) => (route === '/404' ? '/this-page-does-not-exist' : route);

/** Whether the build carries the analytics tag (GA_MEASUREMENT_ID was not empty). */
export const analyticsBuilt =
  existsSync(join(DIST, 'index.html')) && readFileSync(join(DIST, 'index.html'), 'utf8').includes('data-measurement-id=');
