import type { ReactNode } from 'react';

/** Heading, one-line summary and actions at the top of the Contacts and Newsletters tabs. */
export default function ListHeader({ id, title, summary, children }: { id: string; title: string; summary: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div>
        <h2 id={id} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{summary}</p>
      </div>
      {children}
    </div>
  );
}
