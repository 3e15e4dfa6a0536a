/**
 * Proof (issue 60): clients' answers on their monthly reports (the consent
 * record), the reviews staff publish or hide, the results cards, the rating
 * setting, and what the public pages show of them.
 * The area's face: other areas, functions, pages and scripts import only what is here.
 */
export { ANSWERS_PER_HOUR, receiveAnswer } from './answers';
export { eraseClientProof, proofOfClients } from './client-records';
export { checkTags } from './options';
export { ANSWER_PRIVACY_PATH, answerSectionOf } from './report-page';
export { clientResults, publishResults } from './results';
export { decideReview, listReviews, REVIEW_REFUSALS, setRatingSource } from './reviews';
export { cardsFor, proofBuildTexts, proofRecordsIn, shownProof, siteProof } from './site-proof';
