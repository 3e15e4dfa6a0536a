import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: hydrates an island the first time the visitor reaches
 * for it (pointer down, focus or a key inside it), so a page ships no island
 * JavaScript until then. `client:interaction={{ nearView: '600px' }}` also
 * hydrates when the island comes within that distance of the viewport.
 *
 * The server HTML is live meanwhile: fields take typing natively. A click or a
 * form submission that arrives while the island's code is still loading would
 * otherwise hit un-hydrated markup (a native GET submit, a dead button), so it
 * is held back and replayed on the same element once React has hydrated it
 * (hydration keeps the server's DOM nodes), and the first tap has its effect.
 * Hydration resets controlled fields to their initial state, so what was typed
 * meanwhile is put back the way typing would (an input event React sees).
 */

const TRIGGERS = ['pointerdown', 'focusin', 'keydown'] as const;
const HELD = ['click', 'submit'] as const;

interface InteractionOptions {
  nearView?: string;
}

/** Text fields whose value the visitor changed before hydration. */
function typedValues(island: HTMLElement): [HTMLInputElement | HTMLTextAreaElement, string][] {
  const fields = island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=checkbox]):not([type=radio]), textarea');
  return [...fields].filter((field) => field.value !== field.defaultValue).map((field) => [field, field.value]);
}

/** Resolves on the next frame. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
/** How long hydration may take to reset a typed field before we stop waiting. */
const RESET_WAIT_MS = 3000;

/**
 * Puts back what the visitor typed. The framework hydrates in the background
 * and resets each controlled field to its state when it commits, so wait for
 * that reset, then set the value past React's own value tracking and announce
 * it as typing, so the component's state takes it.
 */
async function retype(field: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void> {
  const until = performance.now() + RESET_WAIT_MS;
  while (field.isConnected && field.value === value && performance.now() < until) await nextFrame();
  if (!field.isConnected || field.value === value) return;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const interaction: ClientDirective = (load, options, island) => {
  const { nearView } = (typeof options.value === 'object' ? options.value : {}) as InteractionOptions;
  let started = false;
  let held: Event | undefined;
  let observer: IntersectionObserver | undefined;

  const hold = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held = event;
  };

  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) island.removeEventListener(type, hydrate, true);
    observer?.disconnect();
    for (const type of HELD) island.addEventListener(type, hold, true);
    let typed: [HTMLInputElement | HTMLTextAreaElement, string][];
    try {
      const hydrateIsland = await load();
      typed = typedValues(island);
      await hydrateIsland();
    } finally {
      for (const type of HELD) island.removeEventListener(type, hold, true);
    }
    await Promise.all(typed.map(([field, value]) => retype(field, value)));
    const target = held?.target;
    if (!(target instanceof HTMLElement) || !target.isConnected) return;
    if (held?.type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
    else target.click();
  };

  for (const type of TRIGGERS) island.addEventListener(type, hydrate, true);
  if (nearView) {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void hydrate();
      },
      { rootMargin: nearView },
    );
    // The island element itself has no box (display: contents); watch what it rendered.
    for (const child of island.children) observer.observe(child);
  }
};

export default interaction;
