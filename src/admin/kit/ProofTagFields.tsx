import type { ReviewsAnswer } from '../../lib/api/reviews';
import { FIELD_CLASSES, FormField } from './ui';

/** A client's industry and city, chosen from the site's own (Publish on the Reviews screen, Publish results on the client). */
export function ProofTagFields({
  id,
  options,
  industry,
  city,
  onIndustry,
  onCity,
}: {
  id: string;
  options: ReviewsAnswer['options'];
  industry: string;
  city: string;
  onIndustry: (value: string) => void;
  onCity: (value: string) => void;
}) {
  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-2">
      <FormField id={`${id}-industry`} label="Industry" hint="Its industry page shows the client’s results.">
        <select value={industry} onChange={(event) => onIndustry(event.target.value)} className={FIELD_CLASSES.select}>
          <option value="">None of these</option>
          {options.industries.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${id}-city`} label="City" hint="Named with the client; its city page shows the results.">
        <select value={city} onChange={(event) => onCity(event.target.value)} className={FIELD_CLASSES.select}>
          <option value="">None of these</option>
          {options.cities.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
    </div>
  );
}
