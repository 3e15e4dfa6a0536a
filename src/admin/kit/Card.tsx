import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';

const CARD = 'rounded-xl border border-slate-200 bg-white';

/**
 * The admin's white card. `as` picks the element (a list, a form, a section...);
 * padding and layout come with `className`; `flat` leaves out the shadow.
 */
export function Card<T extends ElementType = 'div'>({
  as,
  flat = false,
  className = '',
  ...props
}: { as?: T; flat?: boolean; className?: string } & Omit<ComponentPropsWithoutRef<T>, 'as' | 'className'>) {
  const Element: ElementType = as ?? 'div';
  return <Element className={[CARD, flat ? '' : 'shadow-sm', className].filter(Boolean).join(' ')} {...props} />;
}

/** A card <section> named by its heading, as the screens that stack several of them show it. */
export function Section({
  id,
  title,
  className = 'p-4',
  flat,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  className?: string;
  flat?: boolean;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id} flat={flat} className={className}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}
