import { useEffect, useRef, useState } from 'react';

/** One navigation per page, so a fixed id is safe (useId can differ across island roots). */
const MENU_ID = 'mobile-menu';

export interface NavBarProps {
  brandName: string;
  /** On home the section links stay on the page; elsewhere they lead to /#section. */
  onHome: boolean;
  sections: readonly { id: string; label: string }[];
  /** Prebuilt WhatsApp link for Contact Us (see lib/chat). */
  chatHref: string;
}

/**
 * Sticky site navigation. Every item is a plain link, so it works before and
 * without hydration; React only adds the mobile menu toggle, which is why the
 * island hydrates on small screens alone.
 */
export default function NavBar({ brandName, onHome, sections, chatHref }: NavBarProps) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sectionHref = (id: string) => (onHome ? `#${id}` : `/#${id}`);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const linkClass =
    'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800';

  return (
    <nav aria-label="Main" className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
      <a href="/" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-lg bg-brand-700 text-sm text-white">
          SEO
        </span>
        <span>{brandName}</span>
        <span className="sr-only">home</span>
      </a>

      <div className="hidden items-center gap-1 md:flex">
        <a href="/" className={linkClass}>
          Home
        </a>
        {sections.map((section) => (
          <a key={section.id} href={sectionHref(section.id)} className={linkClass}>
            {section.label}
          </a>
        ))}
        <a
          href={chatHref}
          target="_blank"
          rel="noopener noreferrer"
          className="ml-2 rounded-lg bg-accent-700 px-4 py-2 text-sm font-semibold text-white hover:bg-accent-800"
        >
          Contact Us
        </a>
      </div>

      <button
        ref={toggleRef}
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 md:hidden"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>

      <div id={MENU_ID} hidden={!open} className="w-full md:hidden">
        <ul className="flex flex-col gap-1 border-t border-slate-200 pt-2">
          <li>
            <a href="/" className={`block ${linkClass}`} onClick={() => setOpen(false)}>
              Home
            </a>
          </li>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={sectionHref(section.id)} className={`block ${linkClass}`} onClick={() => setOpen(false)}>
                {section.label}
              </a>
            </li>
          ))}
          <li>
            <a
              href={chatHref}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 block rounded-lg bg-accent-700 px-4 py-3 text-center text-sm font-semibold text-white"
              onClick={() => setOpen(false)}
            >
              Contact Us
            </a>
          </li>
        </ul>
      </div>
    </nav>
  );
}
