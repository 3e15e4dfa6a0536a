/**
 * Site secrets: from an environment variable, or generated once per site and kept in the private `admin-auth` store.
 * The area's face: other areas, functions, pages and scripts import only what is here.
 */
export { siteSecret } from './site-secret';
