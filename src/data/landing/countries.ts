/** Country landing pages. Placeholder until the landing-pages issue fills it with a zod-validated data file. */
export interface CountryPageData {
  slug: string;
}
export const countryPages: CountryPageData[] = [];
