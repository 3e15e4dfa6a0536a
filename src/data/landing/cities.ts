import { z } from 'zod';
import { cityPageSchema } from './city-schema';
import { lahore } from './cities/lahore';
import { islamabad } from './cities/islamabad';
import { karachi } from './cities/karachi';
import { sialkot } from './cities/sialkot';

export type { CityPageData, CitySection, TextRef } from './city-schema';

/** The four city landing pages, validated at build time (one data file per city in ./cities). */
export const cityPages = z.array(cityPageSchema).parse([lahore, islamabad, karachi, sialkot]);
