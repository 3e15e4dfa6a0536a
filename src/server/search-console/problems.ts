/**
 * What can go wrong between the site and Search Console, as a closed list,
 * each with words for the owner (the Growth screen shows them as they are).
 */
export type SearchConsoleProblem =
  /** GOOGLE_SERVICE_ACCOUNT_KEY is not set. */
  | { kind: 'not-configured' }
  /** The key is not a service account key, or Google's token endpoint refused it (400/401). */
  | { kind: 'bad-key' }
  /** Google answered 403 (or 404): the service account was not added to this property. */
  | { kind: 'no-access'; property: string; serviceAccountEmail: string }
  /** 429, 5xx or no answer, still so after the retries: the next run tries again. */
  | { kind: 'unavailable'; status: number | null }
  /** Any other refusal (a 400 for the request itself); Google's own message. */
  | { kind: 'refused'; status: number; message: string };

export class SearchConsoleError extends Error {
  readonly problem: SearchConsoleProblem;
  constructor(problem: SearchConsoleProblem, options?: { cause?: unknown }) {
    super(problemInWords(problem), options);
    this.name = 'SearchConsoleError';
    this.problem = problem;
  }
}

/** The problem as the owner reads it: what happened and what to do. */
export function problemInWords(problem: SearchConsoleProblem): string {
  switch (problem.kind) {
    case 'not-configured':
      return 'Search Console is not connected: the service account key (GOOGLE_SERVICE_ACCOUNT_KEY) is not set on the site.';
    case 'bad-key':
      return "Google refused the service account key: it is wrong, revoked or not a service account's JSON key. Create a new key and set GOOGLE_SERVICE_ACCOUNT_KEY again.";
    case 'no-access':
      return `Google says the service account may not read ${problem.property}. Add ${problem.serviceAccountEmail} to that property in Search Console (Settings → Users and permissions, Restricted), or as a delegated owner on its verification page.`;
    case 'unavailable':
      return `Google did not answer${problem.status ? ` (${problem.status})` : ''}, even after retrying. Nothing was lost: the next sync tries again.`;
    case 'refused':
      return `Google refused the request (${problem.status}): ${problem.message}`;
  }
}
