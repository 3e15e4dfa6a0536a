import { useEffect, useRef, useState } from 'react';

export interface SiteSearchProps {
  /** Where the empty state points: a city page and the chat. */
  suggestions: { label: string; href: string; external?: boolean }[];
}

interface Result {
  url: string;
  title: string;
  excerpt: string;
}

/** The part of Pagefind's browser API this page uses. */
interface PagefindApi {
  init: () => Promise<void>;
  debouncedSearch: (
    term: string,
    options?: object,
    debounceMs?: number,
  ) => Promise<{ results: { data: () => Promise<{ url: string; meta: { title?: string }; excerpt: string }> }[] } | null>;
}

const DEBOUNCE_MS = 250;
const MAX_RESULTS = 12;
const INDEX_URL = '/pagefind/pagefind.js';

let pagefindPromise: Promise<PagefindApi> | undefined;
/** Loaded on first use only: no other page, and no idle visit, pays for the index. */
function loadPagefind(): Promise<PagefindApi> {
  pagefindPromise ??= import(/* @vite-ignore */ INDEX_URL).then(async (module: PagefindApi) => {
    await module.init();
    return module;
  });
  return pagefindPromise;
}

type Status = 'idle' | 'searching' | 'done' | 'unavailable';

/** What the search for one term came to; while none matches the current term, it is being searched. */
interface Outcome {
  term: string;
  status: 'done' | 'unavailable';
  results: Result[];
}

export default function SiteSearch({ suggestions }: SiteSearchProps) {
  const [query, setQuery] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const term = query.trim();

  // Read q from the address on load and when the visitor goes back or forward.
  useEffect(() => {
    const fromUrl = () => setQuery(new URLSearchParams(window.location.search).get('q') ?? '');
    fromUrl();
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, []);

  useEffect(() => {
    // Keep q in the address so a search can be shared and survives the back button.
    const url = new URL(window.location.href);
    if (term) url.searchParams.set('q', term);
    else url.searchParams.delete('q');
    if (url.href !== window.location.href) window.history.replaceState(null, '', url);

    if (!term) return;
    let cancelled = false;
    loadPagefind()
      .then((pagefind) => pagefind.debouncedSearch(term, {}, DEBOUNCE_MS))
      .then(async (search) => {
        if (!search || cancelled) return; // a newer keystroke replaced this search
        const data = await Promise.all(search.results.slice(0, MAX_RESULTS).map((r) => r.data()));
        if (cancelled) return;
        const results = data.map((d) => ({ url: d.url, title: d.meta.title ?? d.url, excerpt: d.excerpt }));
        setOutcome({ term, status: 'done', results });
      })
      .catch(() => {
        if (!cancelled) setOutcome({ term, status: 'unavailable', results: [] });
      });
    return () => {
      cancelled = true;
    };
  }, [term]);

  const status: Status = !term ? 'idle' : outcome?.term === term ? outcome.status : 'searching';
  const results = status === 'done' ? outcome!.results : [];
  const searchedFor = outcome?.term ?? '';

  const announcement =
    status === 'searching'
      ? 'Searching…'
      : status === 'unavailable'
        ? 'Search is not available right now.'
        : status === 'done'
          ? `${results.length} ${results.length === 1 ? 'page matches' : 'pages match'} “${searchedFor}”.`
          : '';

  return (
    <div>
      <search>
        <form
          action="/search"
          method="get"
          role="search"
          aria-label="Site search"
          onSubmit={(event) => {
            event.preventDefault();
            inputRef.current?.blur();
          }}
          className="flex flex-col gap-2 sm:flex-row"
        >
          <label htmlFor="search-input" className="sr-only">
            Search the site
          </label>
          <input
            ref={inputRef}
            id="search-input"
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Try “Lahore”, “dental” or “link building”"
            autoComplete="off"
            className="w-full rounded-lg border border-slate-300 px-4 py-3 text-base shadow-sm focus:border-brand-700"
          />
          <button type="submit" className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
            Search
          </button>
        </form>
      </search>

      <p role="status" aria-live="polite" className="mt-4 min-h-6 text-sm text-slate-600">
        {announcement}
      </p>

      {status === 'done' && results.length > 0 && (
        <ol className="mt-4 space-y-4" aria-label="Search results">
          {results.map((result) => (
            <li key={result.url} className="rounded-xl border border-slate-200 p-4 hover:border-brand-300">
              <a href={result.url} className="text-lg font-semibold text-brand-800 underline-offset-4 hover:underline">
                {result.title}
              </a>
              {/* Pagefind's excerpt is escaped text from our own pages with <mark> around the matches. */}
              <p className="mt-1 text-sm text-slate-700" dangerouslySetInnerHTML={{ __html: result.excerpt }} />
            </li>
          ))}
        </ol>
      )}

      {status === 'done' && results.length === 0 && (
        <div className="mt-4 rounded-xl bg-slate-50 p-6" data-testid="search-empty">
          <h2 className="text-lg font-semibold text-slate-900">Nothing on our site matches “{searchedFor}”.</h2>
          <p className="mt-2 text-slate-700">Try a shorter word, or start from one of these:</p>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {suggestions.map((s) => (
              <li key={s.href}>
                <a href={s.href} className="text-brand-800 underline" {...(s.external && { target: '_blank', rel: 'noopener noreferrer' })}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
