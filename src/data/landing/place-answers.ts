import type { Card, FaqItem } from '../blocks';

/**
 * Wording every city and country page shares: the spec's honest claims
 * (initial results in 3-6 months, significant results in 6-12 months, no
 * guaranteed rankings) and the four-step way we work. Written once so the
 * claims cannot drift apart between pages.
 *
 * `where` reads after "in": "Lahore", "the United States".
 */
export function honestAnswers(where: string): FaqItem[] {
  return [
    {
      question: 'How long does SEO take to show results?',
      answer: `Most businesses we work with in ${where} see initial results in 3-6 months: more impressions, first keywords moving up and the first extra enquiries. Significant results, such as steady first-page rankings and a clear rise in leads, usually take 6-12 months.`,
    },
    {
      question: 'Can you guarantee a #1 ranking on Google?',
      answer:
        'No. Google decides rankings, so anyone selling guaranteed rankings is guessing or taking shortcuts that can get a site penalised. We do not offer guaranteed rankings; we do white-hat work, report on it every month and tell you honestly what is realistic.',
    },
    {
      question: 'How will I know what you are doing each month?',
      answer:
        'You get a plain-language monthly report: rankings, traffic, calls and enquiries from search, what we did and what comes next. Questions go straight to your specialist by WhatsApp, phone or e-mail.',
    },
  ];
}

/** The extra question overseas clients ask first. */
export function remoteTeamAnswer(market: string): FaqItem {
  return {
    question: `Can a team in Pakistan really do SEO for ${market}?`,
    answer: `Yes. Search engines work the same everywhere; what matters is research into how your customers search. We study ${market} keywords, competitors and local listings, write for your audience and schedule calls in your business hours.`,
  };
}

export function processSteps(market: string): Card[] {
  return [
    {
      title: 'Free audit and consultation',
      text: `We review your website, your competitors in ${market} and what your customers search for, then explain what we found in plain words.`,
    },
    {
      title: 'A written plan',
      text: 'You get a clear plan: the keywords worth winning, the pages to fix or create and the technical work, in order of impact.',
    },
    {
      title: 'We do the work',
      text: 'We fix technical problems, optimise your pages, write content and earn genuine links and listings, all within Google’s guidelines.',
    },
    {
      title: 'Report and improve',
      text: 'Every month you see rankings, traffic and enquiries, and we put more effort into whatever is bringing you customers.',
    },
  ];
}
