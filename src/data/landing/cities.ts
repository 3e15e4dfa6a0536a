/** City landing pages. Placeholder until the landing-pages issue fills it with a zod-validated data file. */
export interface CityPageData {
  slug: string;
}
export const cityPages: CityPageData[] = [];
