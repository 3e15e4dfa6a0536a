import { z } from 'zod';

/**
 * The build's list of the pages the sitemap names, each with a fingerprint of
 * its built HTML (src/integrations/page-fingerprints.ts writes it to dist/).
 * After a deploy, the pages whose fingerprint changed are submitted to
 * IndexNow (src/server/indexnow/).
 */
export const PAGE_FINGERPRINTS_FILE = 'page-fingerprints.json';

/** Path (`/`, `/dental-seo`) → fingerprint of the page's HTML. */
export const pageFingerprintsSchema = z.record(z.string().startsWith('/'), z.string().min(1));
export type PageFingerprints = z.infer<typeof pageFingerprintsSchema>;
