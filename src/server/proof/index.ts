/**
 * Proof (issue 60): clients' answers on their monthly reports (the consent
 * record), the reviews staff publish or hide, the results cards, the rating
 * setting, and what the public pages show of them.
 * The area's face: other areas, functions, pages and scripts import only what is here.
 */
export { ANSWERS_PER_HOUR, receiveAnswer, type AnswerOutcome } from './answers';
export { eraseClientProof, proofOfClients, type ClientProof } from './client-records';
export { checkTags } from './options';
export { ANSWER_PRIVACY_PATH, answerSectionOf, googleReviewUrl } from './report-page';
export { clientResults, publishResults, RESULTS_REFUSALS } from './results';
export { decideReview, listReviews, REVIEW_REFUSALS, setRatingSource } from './reviews';
export { cardsFor, proofBuildTexts, proofRecordsIn, shownProof, siteProof, type SiteProof } from './site-proof';
