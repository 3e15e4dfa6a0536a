import { ulid } from 'ulid';
import { z } from 'zod';
import { startBackground, verifyBackgroundCall } from '../background-calls';
import { claimHeld, releaseClaim, takeClaim } from './store';

/**
 * A background job declared as data: the background function it runs in,
 * what a start carries (a zod schema), what one run is for (its claim) and
 * the work. `defineJob` gives both sides of it:
 *
 * - `start(origin, input)`, what the area calls: a signed call of this
 *   site's own (src/server/background-calls.ts) to the function, true when
 *   it answered 202;
 * - `handler`, what the `-background` function exports: refuses a call that
 *   is not the site's own (401, never saying why), parses the body with the
 *   schema (a body that does not match is logged and refused, 400), takes the
 *   claim for `claim(input)` and runs the work under it. A start while
 *   another run holds the same claim does nothing (logged); the claim goes
 *   when the run ends, or is taken over after CLAIM_TIMEOUT_MS when a run
 *   ended without a word (src/server/jobs/store.ts).
 *
 * Netlify answers the caller 202 before the function runs, so the handler's
 * own status is read only by tests and the function log.
 */
export interface JobDefinition<S extends z.ZodType> {
  /** The background function: `/.netlify/functions/<name>-background` (Netlify knows it by that ending). */
  path: string;
  /** What a start carries; `NO_INPUT` for a job that reads what is due from the store. */
  schema: S;
  /** What one run is for: two runs with the same key never overlap. */
  claim: (input: z.output<S>) => string;
  /** The work; it logs what came of it. */
  run: (input: z.output<S>) => Promise<unknown>;
}

/** The input of `start`: none for a job without one. */
type StartInput<S extends z.ZodType> = undefined extends z.input<S> ? [input?: z.input<S>] : [input: z.input<S>];

export interface Job<S extends z.ZodType> {
  /** The background function's name, e.g. `audit-background`. */
  name: string;
  path: string;
  start: (origin: string, ...input: StartInput<S>) => Promise<boolean>;
  handler: (req: Request) => Promise<Response>;
  /** Whether a run for this input holds its claim now. */
  running: (...input: StartInput<S>) => Promise<boolean>;
}

/** The schema of a job whose start carries nothing. */
export const NO_INPUT = z.undefined();

const PATH = /^\/\.netlify\/functions\/([a-z0-9-]+-background)$/;

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): Job<S> {
  const match = PATH.exec(definition.path);
  if (!match) throw new Error(`${definition.path}: a background job runs in /.netlify/functions/<name>-background`);
  const name = match[1]!;
  const { path, schema, claim, run } = definition;
  const keyOf = (input: unknown) => claim(schema.parse(input));

  async function handler(req: Request): Promise<Response> {
    const call = await verifyBackgroundCall(req);
    if (!call.ok) return new Response(null, { status: 401 });
    const parsed = schema.safeParse(call.body);
    if (!parsed.success) {
      console.error(`${name}: refused a signed start whose body is not what the job takes:\n${z.prettifyError(parsed.error)}`);
      return new Response(null, { status: 400 });
    }
    const key = claim(parsed.data);
    const holder = ulid();
    if (!(await takeClaim(name, key, holder, Date.now()))) {
      console.log(`${name}: a run for ${key} is under way; this start does nothing.`);
      return new Response(null, { status: 202 });
    }
    try {
      await run(parsed.data);
    } finally {
      await releaseClaim(name, key, holder).catch((error: unknown) =>
        console.error(`${name}: could not let go of the claim for ${key}:`, error),
      );
    }
    return new Response(null, { status: 202 });
  }

  return {
    name,
    path,
    start: (origin, ...input) => startBackground(origin, path, input[0]),
    handler,
    running: (...input) => claimHeld(name, keyOf(input[0]), Date.now()),
  };
}
