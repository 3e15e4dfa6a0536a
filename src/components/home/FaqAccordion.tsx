import { useState } from 'react';
import type { FaqItem } from '../../data/home/faq';

export interface FaqAccordionProps {
  items: readonly FaqItem[];
}

/** One FAQ per page, so fixed ids are safe and match between server HTML and hydration. */
const questionId = (index: number) => `faq-question-${index}`;
const answerId = (index: number) => `faq-answer-${index}`;

/**
 * FAQ accordion (spec 4: each item opens and closes on its own, several may be
 * open). The server HTML already holds every answer, hidden, so search engines
 * and find-in-page see the text before React hydrates.
 */
export default function FaqAccordion({ items }: FaqAccordionProps) {
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
      {items.map((item, index) => {
        const expanded = open.has(index);
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                id={questionId(index)}
                aria-expanded={expanded}
                aria-controls={answerId(index)}
                onClick={() => toggle(index)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-slate-900 hover:bg-brand-50 sm:px-6"
              >
                {item.question}
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
            <div
              id={answerId(index)}
              role="region"
              aria-labelledby={questionId(index)}
              hidden={!expanded}
              className="px-5 pb-5 text-slate-700 sm:px-6"
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
