import type { ReactNode } from 'react';

/**
 * A table that may be wider than a phone: it scrolls sideways inside its own
 * box, never the page, and its first column (what each row is) stays in view
 * while it does. The box can take focus, so it scrolls from the keyboard too.
 * It is `relative`, the containing block of what is absolutely positioned in
 * the table (a column name for screen readers only, `sr-only`): without it such
 * an element escapes the box's clipping and the whole page scrolls sideways.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative max-w-full min-w-0 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700 [&_tbody_tr>:first-child]:bg-white [&_thead_tr>:first-child]:bg-slate-50 [&_tr>:first-child]:sticky [&_tr>:first-child]:left-0 [&_tr>:first-child]:z-10"
    >
      {children}
    </div>
  );
}
