import { z } from 'zod';
import { countryPageSchema } from './country-schema';
import { us } from './countries/us';
import { ca } from './countries/ca';
import { uk } from './countries/uk';
import { uae } from './countries/uae';
import { au } from './countries/au';

export type { CountryPageData } from './country-schema';

/** The five country landing pages, validated at build time (one data file per country in ./countries). */
export const countryPages = z.array(countryPageSchema).parse([us, ca, uk, uae, au]);
