/**
 * The one runner of a lead's life (lifecycle.ts): named steps in order, each given the state the
 * one before left. A step answers the next state, or `dropped` with a typed reason, which ends the
 * run (nothing after it applies: the lead is gone, another writer keeps changing it). A step that
 * throws is logged with the lead's id and the step's name; when the step is `required` (what comes
 * after depends on it) the run ends as `failed`, else the state stays as it was and the next step
 * runs, so one broken step never silently skips the others. Each step is timed.
 */

export interface Step<S, Reason extends string = never> {
  name: string;
  /** Its failure ends the run (`failed`); else it is logged and the run goes on. */
  required?: boolean;
  run: (state: S) => Promise<S | Dropped<Reason>>;
}

export interface Dropped<Reason extends string> {
  dropped: Reason;
}

export const drop = <Reason extends string>(reason: Reason): Dropped<Reason> => ({ dropped: reason });

export interface StepTiming {
  step: string;
  ms: number;
  result: 'done' | 'failed' | 'dropped';
}

export type RunOutcome<S, Reason extends string = never> =
  | { kind: 'done'; state: S; timings: StepTiming[] }
  | { kind: 'dropped'; state: S; step: string; reason: Reason; timings: StepTiming[] }
  | { kind: 'failed'; state: S; step: string; error: unknown; timings: StepTiming[] };

function isDropped<S, Reason extends string>(result: S | Dropped<Reason>): result is Dropped<Reason> {
  return typeof result === 'object' && result !== null && 'dropped' in result;
}

/** Runs `steps` over `state`; `subject` names the lead in a failure's log line ("lead 01J…"). */
export async function runSteps<S, Reason extends string = never>(
  steps: readonly Step<S, Reason>[],
  initial: S,
  subject: (state: S) => string,
): Promise<RunOutcome<S, Reason>> {
  const timings: StepTiming[] = [];
  let state = initial;
  for (const step of steps) {
    const started = performance.now();
    const took = () => Math.round((performance.now() - started) * 10) / 10;
    try {
      const result = await step.run(state);
      if (isDropped(result)) {
        timings.push({ step: step.name, ms: took(), result: 'dropped' });
        return { kind: 'dropped', state, step: step.name, reason: result.dropped, timings };
      }
      state = result;
      timings.push({ step: step.name, ms: took(), result: 'done' });
    } catch (error) {
      timings.push({ step: step.name, ms: took(), result: 'failed' });
      console.error(`${subject(state)}: step "${step.name}" failed${step.required ? '' : ' (the next steps still run)'}:`, error);
      if (step.required) return { kind: 'failed', state, step: step.name, error, timings };
    }
  }
  return { kind: 'done', state, timings };
}
