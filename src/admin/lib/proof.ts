import { toast } from 'sonner';
import type { ProofWriteAnswer, ReviewsAnswer } from '../../lib/api/reviews';
import { changeWords } from '../../lib/proof/words';

/** The toast after a change that may alter the site: what its build request did, in the publish flow's words. */
export function publishToast(title: string, answer: ProofWriteAnswer) {
  toast.success(title, answer.publish ? { description: answer.publish.message } : undefined);
}

/** The typical-results line as staff read it. */
export function typicalSentence(typical: NonNullable<ReviewsAnswer['typical']>): string {
  if (typical.clients === 1) return `clicks from Google ${changeWords(typical.medianChange)} for the one client with published results.`;
  return `clicks from Google ${changeWords(typical.medianChange)}, the median of ${typical.clients} clients with published results.`;
}
