import { useMutation, useQueryClient, type QueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError, errorSentence } from './http';

/**
 * Every admin write is declared once, in its area's API file: the call, the
 * cached lists it changes, and the title of its failure toast. Screens use the
 * hook it makes and add only what is theirs (a success toast, closing a form,
 * going to another address).
 */
export interface WriteRule<Input, Answer> {
  call: (input: Input) => Promise<Answer>;
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

/** The failure toast every write shows unless its screen handles the failure itself. */
function failureToast(rule: Pick<WriteRule<unknown, unknown>, 'failure' | 'fallback' | 'describe'>, error: unknown): void {
  if (rule.failure) toast.error(rule.failure, { description: rule.describe?.(error) ?? errorSentence(error, rule.fallback) });
}

/** The hook of one write (`useSaveDraft`, say), from its rule. */
export function defineWrite<Input = void, Answer = unknown>(rule: WriteRule<Input, Answer>) {
  return function useWrite(options: WriteOptions<Input, Answer> = {}): UseMutationResult<Answer, Error, Input> {
    const queryClient = useQueryClient();
    const mutation = useMutation<Answer, Error, Input>({
      mutationFn: rule.call,
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
