import { useMutation, useQueryClient, type QueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { z } from 'zod';
import { toast } from 'sonner';
import { address, type Route, type RouteParamName, type RouteParams } from '../../lib/api/routes';
import { ApiError, errorSentence, writeJson, type HttpMethod } from './http';

/**
 * Every admin write is declared once, in its area's API file, as `defineRead`
 * declares reads: the route it writes to (src/lib/api/routes.ts), the method,
 * the schema its answer must match (src/lib/api), how the screen's input
 * becomes the address and the body; then the cached lists it changes and the
 * title of its failure toast. An answer of another shape is an
 * `AnswerShapeError`, whose sentence the failure toast shows, never a cast.
 * Screens use the hook it makes and add only what is theirs (a success toast,
 * closing a form, going to another address).
 */

export type WriteMethod = Exclude<HttpMethod, 'GET'>;

/** The answer of a write that answers nothing (204). */
export const noAnswer = z.null();

/** One call of a write, as data. */
export type CallRule<R extends Route, Input, Answer> = {
  route: R;
  method: WriteMethod;
  /** The schema its answer must match; `noAnswer` for a 204. */
  answer: z.ZodType<Answer>;
  /** The JSON body, from the input; none when left out (some endpoints read a body on every write: they get `{}`). */
  body?: (input: Input) => unknown;
} & ParamsRule<R, Input>;

/** A route with `:name` segments takes them from the input; one without takes none. */
type ParamsRule<R extends string, Input> = [RouteParamName<R>] extends [never]
  ? { params?: undefined }
  : { params: (input: Input) => RouteParams<R> };

/** A declared call: sends the input and gives the parsed answer. */
export type Call<Input, Answer> = ((input: Input) => Promise<Answer>) & { route: Route; method: WriteMethod };

/**
 * One call as data, for a write made of several (save, then publish) and for
 * a POST that reads (a preview, a new authenticator secret): the same rule a
 * `defineWrite` takes, without the cache and the toast.
 */
export function defineCall<R extends Route, Answer, Input = void>(rule: CallRule<R, Input, Answer>): Call<Input, Answer> {
  const call = (input: Input) => {
    const params = (rule.params?.(input) ?? {}) as RouteParams<R>;
    return writeJson(rule.answer, rule.method, address(rule.route, params), rule.body?.(input));
  };
  return Object.assign(call, { route: rule.route, method: rule.method });
}

/** What a write does beside its call: the cached lists it changes and its failure toast. */
export interface WriteEffects<Input, Answer> {
  /** The failure toast's title; its text is the server's sentence (errorSentence). None: the screen shows failures in the page. */
  failure?: string;
  /** The toast's text when the server gave no sentence. */
  fallback?: string;
  /** A sentence of the write's own for some failures (a browser that refused a passkey, say); null for the rest. */
  describe?: (error: unknown) => string | null;
  /** Query keys (or prefixes) the write changes: refetched once it succeeds, before the write counts as done. */
  refreshes?: Keys<Input, Answer>;
  /** Keys refetched on their own time: the write is done without waiting for them. */
  refreshesLater?: Keys<Input, Answer>;
  /** Cache updates that cannot wait for the refetch (the saved record itself, a record that is gone). */
  update?: (queryClient: QueryClient, answer: Answer, input: Input) => void;
}

type Keys<Input, Answer> = readonly QueryKey[] | ((answer: Answer, input: Input) => readonly QueryKey[]);

export interface WriteOptions<Input, Answer> {
  onSuccess?: (answer: Answer, input: Input) => void;
  /**
   * What this screen does on a failure too (field messages inline, a dialog
   * closed); return true only when it shows the failure itself, to leave out
   * the default toast.
   */
  onError?: (error: unknown, input: Input) => boolean | void;
  /** Opens the password prompt when the server asks for a fresh check (403 {reauth: true}); the write runs again after it. */
  reauth?: (retry: () => void) => void;
}

/** True for the server's 403 {reauth: true}: the change needs the password again (a fresh check). */
export function needsReauth(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.field('reauth') === true;
}

export type WriteHook<Input, Answer> = (options?: WriteOptions<Input, Answer>) => UseMutationResult<Answer, Error, Input>;

/** The failure toast every write shows unless its screen handles the failure itself. */
function failureToast(rule: Pick<WriteEffects<unknown, unknown>, 'failure' | 'fallback' | 'describe'>, error: unknown): void {
  if (rule.failure) toast.error(rule.failure, { description: rule.describe?.(error) ?? errorSentence(error, rule.fallback) });
}

/** A write made of several declared calls (`defineCall`), or of a screen's own step and then one. */
export type ComposedWriteRule<Input, Answer> = { call: (input: Input) => Promise<Answer> } & WriteEffects<Input, Answer>;

/** The hook of one write (`useChangeLead`, say), from its rule: one call as data, or several composed. */
export function defineWrite<R extends Route, Answer, Input = void>(
  rule: CallRule<R, Input, Answer> & WriteEffects<Input, Answer>,
): WriteHook<Input, Answer>;
export function defineWrite<Input, Answer>(rule: ComposedWriteRule<Input, Answer>): WriteHook<Input, Answer>;
export function defineWrite<Input, Answer>(
  rule: (CallRule<Route, Input, Answer> & WriteEffects<Input, Answer>) | ComposedWriteRule<Input, Answer>,
): WriteHook<Input, Answer> {
  const call = 'call' in rule ? rule.call : defineCall(rule);
  return function useWrite(options: WriteOptions<Input, Answer> = {}): UseMutationResult<Answer, Error, Input> {
    const queryClient = useQueryClient();
    const mutation = useMutation<Answer, Error, Input>({
      mutationFn: call,
      onSuccess: (answer, input) => {
        options.onSuccess?.(answer, input);
        rule.update?.(queryClient, answer, input);
        const refresh = (keys: Keys<Input, Answer> = []) =>
          Promise.all(
            (typeof keys === 'function' ? keys(answer, input) : keys).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
          );
        void refresh(rule.refreshesLater);
        return refresh(rule.refreshes);
      },
      onError: (error, input) => {
        if (options.reauth && needsReauth(error)) return options.reauth(() => mutation.mutate(input));
        if (options.onError?.(error, input) === true) return;
        failureToast(rule, error);
      },
    });
    return mutation;
  };
}
