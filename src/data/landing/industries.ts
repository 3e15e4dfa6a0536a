/** Industry landing pages. Placeholder until the landing-pages issue fills it with a zod-validated data file. */
export interface IndustryPageData {
  slug: string;
}
export const industryPages: IndustryPageData[] = [];
