import { site } from '../../config/site';
import type { ClientReport } from '../../lib/api/clients';
import type { ReportSection } from '../clients/index';
import { renderAnswerSection, type AnswerSectionInput } from './report-section';
import { readAnswer } from './store';

/**
 * The report page's "How are we doing?" section for one report, as the
 * clients area draws it (the section port of its report page).
 */

/** GOOGLE_REVIEW_URL, the agency's Google review link, when it is an https address; null hides the link. */
export function googleReviewUrl(env: Record<string, string | undefined> = process.env): string | null {
  const raw = env.GOOGLE_REVIEW_URL?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Where the privacy notice says what is kept of an answer and how to withdraw it. */
export const ANSWER_PRIVACY_PATH = '/privacy#client-reviews';

/** The section for a report, with a send's problem to show beside the fields when there is one. */
export function answerSectionOf(problem?: AnswerSectionInput['problem']) {
  return async (report: ClientReport): Promise<ReportSection> =>
    renderAnswerSection({
      token: report.token,
      answer: await readAnswer(report.clientId, report.month),
      ...(problem && { problem }),
      googleReviewUrl: googleReviewUrl(),
      privacyUrl: `${site.origin}${ANSWER_PRIVACY_PATH}`,
    });
}
