/** Service landing pages. Placeholder until the landing-pages issue fills it with a zod-validated data file. */
export interface ServicePageData {
  slug: string;
}
export const servicePages: ServicePageData[] = [];
