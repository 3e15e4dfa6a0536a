import { useState, type ReactNode } from 'react';

export interface FaqAccordionProps {
  count: number;
  /**
   * Questions and answers, as Astro named slots `question0`, `answer0` … (Astro
   * hands a React island its named slots as props): static HTML rendered once,
   * so the text is not repeated in the island's serialised props.
   */
  [slot: `question${number}` | `answer${number}`]: ReactNode;
}

/** One FAQ per page, so fixed ids are safe and match between server HTML and hydration. */
const questionId = (index: number) => `faq-question-${index}`;
const answerId = (index: number) => `faq-answer-${index}`;

/**
 * FAQ accordion (spec 4: each item opens and closes on its own, several may be
 * open). The server HTML already holds every answer, hidden, so search engines
 * and find-in-page see the text before React hydrates.
 */
export default function FaqAccordion(props: FaqAccordionProps) {
  const indexes = Array.from({ length: props.count }, (_, index) => index);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <div className="mx-auto mt-12 max-w-3xl divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {indexes.map((index) => {
        const expanded = open.has(index);
        return (
          <div key={index}>
            <h3>
              <button
                type="button"
                id={questionId(index)}
                aria-expanded={expanded}
                aria-controls={answerId(index)}
                onClick={() => toggle(index)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-slate-900 hover:bg-brand-50 sm:px-6"
              >
                {props[`question${index}`]}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className={`h-5 w-5 shrink-0 text-brand-700 transition-transform ${expanded ? 'rotate-180' : ''}`}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </button>
            </h3>
            {/* A labelled <section> is the native region (button + region accordion pattern). */}
            <section
              id={answerId(index)}
              aria-labelledby={questionId(index)}
              hidden={!expanded}
              className="px-5 pb-5 text-slate-700 sm:px-6"
            >
              {props[`answer${index}`]}
            </section>
          </div>
        );
      })}
    </div>
  );
}
