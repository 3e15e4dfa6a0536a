import { keepPreviousData, useQuery, type Query, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { address, type Route, type RouteParamName, type RouteParams, type SearchValue } from '../../lib/api/routes';
import type { Paged } from '../lib/paging';
import { readJson } from './http';

/**
 * Every admin read is declared once, in its area's API file, as `defineWrite`
 * declares writes: the route it reads (src/lib/api/routes.ts), the schema its
 * answer must match (src/lib/api), and how the screen's input becomes the
 * address. The cache key is derived from the address, `[route, values]`, so two
 * screens reading the same address share one fetch, and `read.all` (`[route]`)
 * is what a write lists in `refreshes` to refetch every address of that route.
 * Screens call the hook and never touch `useQuery`.
 */
export interface ReadRule<R extends Route, Input, Answer> {
  route: R;
  schema: z.ZodType<Answer>;
  /** The route's `:name` segments and the search values, from the screen's input. Default: the input is both. */
  values?: (input: Input) => RouteParams<R> & Record<string, SearchValue>;
  /** Asked again every so many ms while the answer says it is still moving (an audit running, a send in flight); false: never. */
  poll?: (answer: Answer) => number | false;
  /** A signed-out member's 401 is "no data" (null) rather than an error: the screen shows its session-ended state. */
  nullWhenSignedOut?: boolean;
}

/** What a screen may add to a read: its own timing, never the call. */
export interface ReadOptions<Answer> {
  enabled?: boolean;
  /** Shown while the first answer loads (the lead as the list showed it, say). */
  placeholderData?: Answer;
  /** This screen's own polling, where only it follows the answer (the rule's `poll` otherwise). */
  poll?: (answer: NonNullable<Answer>) => number | false;
}

type SearchValues = Record<string, SearchValue>;

/** A read of a route without segments takes no input (`useMe()`); one with segments takes them (`{ id }`). */
type DefaultInput<R extends string> = [RouteParamName<R>] extends [never] ? void : RouteParams<R>;

/** The input as the address's values: empty ones dropped, so the key is the address and nothing more. */
function valuesOf<R extends Route, Input, Answer>(rule: ReadRule<R, Input, Answer>, input: Input): SearchValues {
  const raw = (rule.values ? rule.values(input) : (input ?? {})) as SearchValues;
  return Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && value !== ''));
}

/** The route's segments filled from `values`; the rest become the query string. */
function addressOf(route: Route, values: SearchValues): string {
  const names = new Set([...route.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!));
  const params = Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name)));
  const search = Object.fromEntries(Object.entries(values).filter(([name]) => !names.has(name)));
  return address(route, params as RouteParams<Route>, search);
}

export interface Read<R extends Route, Input, Answer> {
  (input: Input, options?: ReadOptions<Answer>): UseQueryResult<Answer>;
  /** The cache key of one input's address. */
  key: (input: Input) => QueryKey;
  /** The prefix of every key of this route (for a write's `refreshes`). */
  all: readonly [R];
  /** The address one input reads (also what a download link points to). */
  address: (input: Input) => string;
  /** The same call, parsed the same way, outside a component (a CSV download, a write's follow-up). */
  fetch: (input: Input) => Promise<Answer>;
}

/** The cache key, the address and the parsed call of a rule; shared by the plain and the paged read. */
function callsOf<R extends Route, Input, Answer>(rule: ReadRule<R, Input, Answer>) {
  const key = (input: Input): QueryKey => [rule.route, valuesOf(rule, input)];
  const addressFor = (input: Input) => addressOf(rule.route, valuesOf(rule, input));
  const fetch = (input: Input) => readJson(rule.schema, addressFor(input), { on401: rule.nullWhenSignedOut ? 'null' : 'throw' });
  return { key, all: [rule.route] as const, address: addressFor, fetch };
}

/** useQuery's options for one input; the data is typed by the hooks' signatures (Answer, or Answer | null). */
function queryOf<R extends Route, Input, Answer>(rule: ReadRule<R, Input, Answer>, input: Input, options: ReadOptions<unknown>) {
  const calls = callsOf(rule);
  const poll = (options.poll as ((answer: Answer) => number | false) | undefined) ?? rule.poll;
  return {
    queryKey: calls.key(input),
    queryFn: (): Promise<unknown> => calls.fetch(input),
    enabled: options.enabled,
    placeholderData: options.placeholderData,
    refetchInterval: poll && ((query: Query<unknown>) => (query.state.data == null ? false : poll(query.state.data as Answer))),
  } satisfies UseQueryOptions<unknown>;
}

/** The hook of one read (`useAudit`, say), from its rule. With `nullWhenSignedOut` its data is `Answer | null`. */
export function defineRead<R extends Route, Answer, Input = DefaultInput<R>>(
  rule: ReadRule<R, Input, Answer> & { nullWhenSignedOut: true },
): Read<R, Input, Answer | null>;
export function defineRead<R extends Route, Answer, Input = DefaultInput<R>>(rule: ReadRule<R, Input, Answer>): Read<R, Input, Answer>;
export function defineRead<R extends Route, Answer, Input>(rule: ReadRule<R, Input, Answer>): Read<R, Input, unknown> {
  const useRead = (input: Input, options: ReadOptions<unknown> = {}) => useQuery(queryOf(rule, input, options));
  return Object.assign(useRead, callsOf(rule));
}

/** A page of a longer list, as the server answers it. */
export interface PageOf<Item> {
  items: Item[];
  page: number;
  pageSize: number;
  /** How many match, over every page. */
  total: number;
}

export interface PagedReadRule<R extends Route, Input, Answer, Item> extends ReadRule<R, Input, Answer> {
  /** Where the answer keeps its rows and its counts. */
  page: (answer: Answer) => PageOf<Item>;
}

export type PagedResult<Data, Item> = UseQueryResult<Data> & {
  /** The rows and where they sit, for the kit's `Pager`; null until an answer is there. */
  paged: Paged<Item> | null;
};

export type PagedRead<R extends Route, Input, Data, Item> = ((
  input: Input,
  options?: Omit<ReadOptions<Data>, 'placeholderData'>,
) => PagedResult<Data, Item>) &
  Omit<Read<R, Input, Data>, never>;

/**
 * A read of one page of a list (`?page=`): like `defineRead`, and the page on
 * screen stays while the next one loads; `paged` says which rows are shown.
 */
export function definePagedRead<R extends Route, Answer, Item, Input = DefaultInput<R>>(
  rule: PagedReadRule<R, Input, Answer, Item> & { nullWhenSignedOut: true },
): PagedRead<R, Input, Answer | null, Item>;
export function definePagedRead<R extends Route, Answer, Item, Input = DefaultInput<R>>(
  rule: PagedReadRule<R, Input, Answer, Item>,
): PagedRead<R, Input, Answer, Item>;
export function definePagedRead<R extends Route, Answer, Item, Input>(
  rule: PagedReadRule<R, Input, Answer, Item>,
): PagedRead<R, Input, unknown, Item> {
  const usePagedRead = (input: Input, options: ReadOptions<unknown> = {}) => {
    const result = useQuery({ ...queryOf(rule, input, options), placeholderData: keepPreviousData });
    const answer = result.data;
    return { ...result, paged: answer == null ? null : pagedOf(rule.page(answer as Answer)) } as PagedResult<unknown, Item>;
  };
  return Object.assign(usePagedRead, callsOf(rule));
}

/** Which rows of the whole list a page holds, for the kit's `Pager`. */
function pagedOf<Item>({ items, page, pageSize, total }: PageOf<Item>): Paged<Item> {
  return {
    items,
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    from: total ? (page - 1) * pageSize + 1 : 0,
    to: (page - 1) * pageSize + items.length,
    total,
  };
}
