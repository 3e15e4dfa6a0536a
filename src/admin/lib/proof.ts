import { toast } from 'sonner';
import type { ProofWriteAnswer, ReviewsAnswer } from '../../lib/api/reviews';

/** The toast after a change that may alter the site: what its build request did, in the publish flow's words. */
export function publishToast(title: string, answer: ProofWriteAnswer) {
  toast.success(title, answer.publish ? { description: answer.publish.message } : undefined);
}

/** The typical-results line as staff read it. */
export function typicalSentence(typical: NonNullable<ReviewsAnswer['typical']>): string {
  const change = typical.medianChange;
  const word = change > 0 ? `up ${change}%` : change < 0 ? `down ${Math.abs(change)}%` : 'unchanged';
  return `clicks from Google ${word}, the median of ${typical.clients} ${typical.clients === 1 ? 'client' : 'clients'} with published results.`;
}
