import { z } from 'zod';
import { site } from '../../config/site';
import { aboutPage } from './about';
import { privacyPage } from './privacy';
import { termsPage } from './terms';
import { documentPageSchema, type DocumentPageData } from './schema';

/** About, privacy notice and terms, parsed at import: a page missing a part stops the build. */
export const documentPages: DocumentPageData[] = z.array(documentPageSchema).parse([aboutPage(site), privacyPage(site), termsPage(site)]);
