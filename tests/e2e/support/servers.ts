import { devPort } from '../../../scripts/quality/ports';

/**
 * `astro dev`, where pages are rendered from the local Blobs store on every
 * request. The specs in tests/e2e/with-functions/ load the built site (their
 * baseURL) and open a page here where they check that a saved edit is on it.
 */
export const devURL = `http://localhost:${devPort}`;
