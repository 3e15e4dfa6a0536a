import { escapeUTF8 } from 'entities';
import type { FieldMessages } from '../../lib/api/field-messages';
import { NAMINGS, REVIEW_TEXT_LIMIT, type AnswerRecord, type Naming } from '../../lib/api/reviews';
import { PAKISTAN_TIME_ZONE } from '../../lib/time/pakistan-time';
import type { FormValues } from './answers';

/**
 * "How are we doing?" on the monthly report page: a plain HTML form posted
 * to the report's own address (no JavaScript), what the client sent and a
 * thank-you once they answered, their withdrawal, and the form's errors
 * beside the fields (a 400 page). Every value the client typed is escaped.
 */

export interface AnswerSectionInput {
  /** The report's token: the form posts to its page. */
  token: string;
  answer: AnswerRecord | null;
  /** A send the page shows again with its errors (400), or a flood of sends (429). */
  problem?: { kind: 'invalid'; fields: FieldMessages; values: FormValues } | { kind: 'too-many' };
  /** The agency's Google review link (GOOGLE_REVIEW_URL); null hides it. */
  googleReviewUrl: string | null;
  /** Where the privacy notice says what is kept of an answer. */
  privacyUrl: string;
}

const esc = (value: string) => escapeUTF8(value);

const RATING_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;
const NAMING_CHOICES: Record<Naming, string> = {
  business: 'Your business name and city',
  'first-name': 'Your first name and city',
  anonymous: 'No name, only your kind of business and city (for example “A dental clinic in Lahore”)',
};
const NAMING_SHORT: Record<Naming, string> = {
  business: 'Your business name and city',
  'first-name': 'Your first name and city',
  anonymous: 'Anonymously',
};

const STYLE = `
.answer{border:2px solid #ea580c;border-radius:.5rem;padding:1rem;margin:2rem 0}
.answer h2{margin-top:0}
.answer fieldset{border:0;padding:0;margin:1rem 0}
.answer legend{font-weight:600;margin-bottom:.25rem}
.answer .choice{display:flex;gap:.5rem;align-items:flex-start;padding:.35rem 0}
.answer .choice input{width:1.25rem;height:1.25rem;margin:.15rem 0 0;flex:0 0 auto}
.answer label.field{display:block;font-weight:600;margin-top:1rem}
.answer textarea{display:block;width:100%;font:inherit;padding:.5rem;border:1px solid #6b7280;border-radius:.375rem;margin-top:.25rem}
.answer button{font:inherit;font-weight:600;border-radius:.5rem;padding:.6rem 1.1rem;border:2px solid #c2410c;cursor:pointer}
.answer button.send{background:#c2410c;color:#fff}
.answer button.withdraw{background:#fff;color:#111827;border-color:#4b5563}
.answer :focus-visible{outline:3px solid #111827;outline-offset:2px}
.answer .error{display:block;color:#b91c1c;font-weight:600;margin:.25rem 0}
.answer .problem{border:2px solid #b91c1c;border-radius:.5rem;padding:.5rem .75rem;margin:1rem 0}
.answer .problem a{color:#b91c1c}
.answer .thanks{background:#f0fdf4;border-left:4px solid #15803d;padding:.5rem .75rem}
.answer dl{margin:.75rem 0}
.answer dt{font-weight:600;margin-top:.5rem}
@media (min-width:36rem){.answer dl{display:grid;grid-template-columns:minmax(8rem,16rem) 1fr;gap:.25rem 1rem}.answer dt{margin-top:0}}
.answer dd{margin:0;white-space:pre-line;overflow-wrap:anywhere}
.answer .withdraw-form{margin-top:1.5rem;border-top:1px solid #e5e7eb;padding-top:1rem}
@media print{.answer form{display:none}}
`.trim();

function moment(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: PAKISTAN_TIME_ZONE }).format(new Date(iso));
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function sentBlock(answer: AnswerRecord, googleReviewUrl: string | null): string {
  const published = answer.review.status === 'published' && answer.publishReview;
  return `<div class="thanks" role="status"><p><strong>Thank you for your answer.</strong> Sent on ${esc(moment(answer.sentAt))} (Pakistan time). This is what you sent:</p></div>
<dl>
<dt>Your rating</dt><dd>${answer.rating} of 5 (${RATING_WORDS[answer.rating] ?? ''})</dd>
<dt>Your words</dt><dd>${answer.text ? esc(answer.text) : '<span class="muted">None</span>'}</dd>
<dt>Name you as</dt><dd>${esc(NAMING_SHORT[answer.naming])}</dd>
<dt>Publish your review on our website</dt><dd>${yesNo(answer.publishReview)}${published ? ' (it is on our website)' : ''}</dd>
<dt>Publish your results</dt><dd>${yesNo(answer.publishResults)}</dd>
</dl>
<p>You can change your answer below, or withdraw it, at any time at this address.</p>
${
  googleReviewUrl
    ? `<p>Would you also tell others on Google? <a class="button" href="${esc(googleReviewUrl)}" rel="noopener noreferrer">Review us on Google</a></p>`
    : ''
}`;
}

function withdrawnBlock(answer: AnswerRecord): string {
  return `<div class="thanks" role="status"><p><strong>You withdrew your answer</strong> on ${esc(moment(answer.withdrawnAt!))} (Pakistan time). Your review and your results come off our website with the next update of the site, which has already started. Nothing of it is shown from then on.</p><p>You can answer again below at any time.</p></div>`;
}

function problemBlock(problem: NonNullable<AnswerSectionInput['problem']>): string {
  if (problem.kind === 'too-many')
    return `<div class="problem" role="alert"><p>This form has been sent many times in the last hour, so it was not saved. Please try again in an hour; your last answer is kept.</p></div>`;
  const anchors: Record<string, string> = { rating: 'answer-rating-1', text: 'answer-text', naming: 'answer-naming-anonymous' };
  const items = Object.entries(problem.fields)
    .map(([field, message]) => `<li><a href="#${anchors[field] ?? 'answer'}">${esc(message)}</a></li>`)
    .join('');
  return `<div class="problem" role="alert"><p><strong>Please check your answer:</strong> it was not saved.</p><ul>${items}</ul></div>`;
}

export function renderAnswerSection(input: AnswerSectionInput): { html: string; style: string } {
  const { answer, problem } = input;
  const action = `/client-report/${esc(input.token)}#answer`;
  const invalid = problem?.kind === 'invalid' ? problem : null;
  const values: FormValues = invalid
    ? invalid.values
    : answer && answer.withdrawnAt === null
      ? {
          rating: String(answer.rating),
          text: answer.text,
          naming: answer.naming,
          publishReview: answer.publishReview,
          publishResults: answer.publishResults,
        }
      : { rating: '', text: '', naming: 'anonymous', publishReview: false, publishResults: false };
  const error = (field: string) =>
    invalid?.fields[field] ? `<span class="error" id="answer-${field}-error">${esc(invalid.fields[field])}</span>` : '';
  const described = (field: string) => (invalid?.fields[field] ? ` aria-describedby="answer-${field}-error"` : '');
  const checked = (on: boolean) => (on ? ' checked' : '');

  const ratings = [5, 4, 3, 2, 1]
    .map(
      (rating) =>
        `<div class="choice"><input type="radio" id="answer-rating-${rating}" name="rating" value="${rating}"${checked(values.rating === String(rating))}${described('rating')}><label for="answer-rating-${rating}">${rating}: ${RATING_WORDS[rating]}</label></div>`,
    )
    .join('');
  const namings = NAMINGS.map(
    (naming) =>
      `<div class="choice"><input type="radio" id="answer-naming-${naming}" name="naming" value="${naming}"${checked(values.naming === naming)}${described('naming')}><label for="answer-naming-${naming}">${esc(NAMING_CHOICES[naming])}</label></div>`,
  ).join('');

  const status = problem
    ? problemBlock(problem)
    : answer
      ? answer.withdrawnAt
        ? withdrawnBlock(answer)
        : sentBlock(answer, input.googleReviewUrl)
      : '';
  const withdrawForm =
    answer && answer.withdrawnAt === null
      ? `<form class="withdraw-form" method="post" action="${action}"><p>Withdraw this answer: your review and your results come off our website with the next update of the site, which starts at once.</p><button class="withdraw" type="submit" name="intent" value="withdraw">Withdraw</button></form>`
      : '';

  const html = `<section class="answer" id="answer" aria-labelledby="answer-heading">
<h2 id="answer-heading">How are we doing?</h2>
${status}
${answer && answer.withdrawnAt === null && !problem ? '<h3>Change your answer</h3>\n' : ''}<form method="post" action="${action}">
<fieldset><legend>Your rating${error('rating')}</legend>${ratings}</fieldset>
<label class="field" for="answer-text">In a few sentences, how is it going? (optional)</label>
<p class="muted" id="answer-text-hint">At most ${REVIEW_TEXT_LIMIT} characters.</p>${error('text')}
<textarea id="answer-text" name="text" rows="4" maxlength="${REVIEW_TEXT_LIMIT}" aria-describedby="answer-text-hint${invalid?.fields.text ? ' answer-text-error' : ''}">${esc(values.text)}</textarea>
<fieldset><legend>If we show your words or results on our website, name you by${error('naming')}</legend>${namings}</fieldset>
<fieldset><legend>What we may publish (each only if you tick it)</legend>
<div class="choice"><input type="checkbox" id="answer-publish-review" name="publishReview" value="yes"${checked(values.publishReview)}><label for="answer-publish-review">Publish my review on your website</label></div>
<div class="choice"><input type="checkbox" id="answer-publish-results" name="publishResults" value="yes"${checked(values.publishResults)}><label for="answer-publish-results">Publish our results (clicks from Google and problems fixed, named as chosen above)</label></div>
</fieldset>
<p class="muted">We keep your answer and these choices with your client record, and you can change or withdraw them here at any time: see <a href="${esc(input.privacyUrl)}">our privacy notice</a>.</p>
<button class="send" type="submit" name="intent" value="send">Send</button>
</form>
${withdrawForm}
</section>`;
  return { html, style: STYLE };
}
