/**
 * Where the footer's newsletter form lands (no JavaScript: the function answers
 * a form post with 303 See Other to one of these prebuilt pages). One list for
 * the function and the pages, so neither can point at a page that is not built.
 *
 * None of them says whether an address was already on the list, and only
 * `accepted` says anything was saved. The failure pages cannot show what was
 * typed: a prebuilt page cannot read a request without JavaScript, and the
 * address does not go into a URL (it would sit in browser history and server
 * logs). The browser's Back button returns to the form with the text kept.
 */
export const SIGNUP_OUTCOMES = {
  accepted: {
    path: '/newsletter/check-your-inbox',
    title: 'Check your inbox',
    heading: 'Check your inbox to confirm',
    lines: [
      'Thank you. If this address can receive our e-mails, a confirmation e-mail is on its way to it.',
      'Press the button in it within 7 days, and our SEO tips will start to arrive. Nothing else is sent before you confirm.',
      'Not there in a few minutes? Look in your spam or promotions folder.',
    ],
    offerForm: false,
  },
  refused: {
    path: '/newsletter/address-not-accepted',
    title: 'Address not accepted',
    heading: 'We could not use that e-mail address',
    lines: ['It does not look like a complete e-mail address, such as name@business.pk. You are not subscribed.', 'Please type it again:'],
    offerForm: true,
  },
  tooMany: {
    path: '/newsletter/too-many-tries',
    title: 'Too many tries',
    heading: 'Too many sign-ups from your connection',
    lines: [
      'We received several sign-ups from your connection in the last minute, so we did not save this one. You are not subscribed.',
      'Please wait a minute and try again:',
    ],
    offerForm: true,
  },
  notSaved: {
    path: '/newsletter/not-saved',
    title: 'Not saved',
    heading: 'Your sign-up was not saved',
    lines: [
      'Something went wrong on our side, so we could not save your address. You are not subscribed.',
      'Please try again in a minute:',
    ],
    offerForm: true,
  },
} as const;

export type SignupOutcome = keyof typeof SIGNUP_OUTCOMES;

/**
 * Form posts from one connection in a minute before the next lands on
 * `tooMany`: below the platform's own limit (config.rateLimit of
 * netlify/functions/newsletter-signup.ts), so a visitor without JavaScript
 * gets this page rather than the platform's bare 429.
 */
export const FORM_SIGNUPS_PER_MINUTE = 5;
