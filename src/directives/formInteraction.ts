import type { ClientDirective } from "astro";

/**
 * `client:interaction="form"`: a lead form hydrates when the visitor reaches for
 * it (pointer over it, focus in it, a tap), not on load: its code (React,
 * react-hook-form) stays off the page's first seconds. Until then it is a
 * plain HTML form that posts to /api/leads, and typing into it is never held
 * back.
 *
 * A press of its submit button (or Enter in a field) that comes before the code
 * has arrived is held and handed to the hydrated form, so the visitor gets the
 * form's own messages. No lead waits on the script: when the code cannot be
 * fetched, or has not arrived within HOLD_LIMIT_MS, the held press is submitted
 * natively (the browser's checks, then the POST to /api/leads).
 */

/** How long a held submit waits for the form's code before the browser posts it. */
export const HOLD_LIMIT_MS = 4000;

const WARM_UP = ["pointerenter", "focusin", "touchstart"] as const;

type Submitter = HTMLButtonElement | HTMLInputElement;

function submitterOf(target: EventTarget | null): Submitter | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<Submitter>("button, input[type=submit], input[type=image]");
  if (!control || !control.form) return null;
  return control.type === "submit" || control.type === "image" ? control : null;
}

/** Resolves once the hydrated form has taken over its checks (it sets `novalidate`). */
function takenOver(form: HTMLFormElement, limitMs: number): Promise<boolean> {
  if (form.noValidate) return Promise.resolve(true);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!form.noValidate) return;
      finish(true);
    });
    const timer = window.setTimeout(() => finish(false), limitMs);
    function finish(ok: boolean) {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve(ok);
    }
    observer.observe(form, { attributes: true, attributeFilter: ["novalidate"] });
  });
}

type Load = Parameters<ClientDirective>[0];

export function formInteraction(load: Load, el: HTMLElement) {
  let hydration: Promise<boolean> | undefined;
  let holding = false;
  let released = false;

  const release = () => {
    released = true;
    for (const type of WARM_UP) el.removeEventListener(type, warmUp);
    el.removeEventListener("click", hold, true);
  };

  const start = () =>
    (hydration ??= load()
      .then((hydrate) => hydrate())
      .then(
        // Astro reports a failed download as an event and keeps the island's `ssr` mark.
        () => !el.hasAttribute("ssr"),
        () => false,
      )
      .then((ok) => {
        if (!ok)
          hydration = undefined; // the next reach tries again
        else if (!holding) release();
        return ok;
      }));

  function warmUp() {
    void start();
  }

  function hold(event: Event) {
    if (released) return;
    const submitter = submitterOf(event.target);
    const form = submitter?.form;
    if (!submitter || !form) return;
    event.preventDefault();
    event.stopPropagation();
    if (holding) return; // one held press is enough
    holding = true;
    const deadline = Date.now() + HOLD_LIMIT_MS;
    const timeLeft = () => Math.max(0, deadline - Date.now());
    const cutOff = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeLeft()));
    void Promise.race([start(), cutOff])
      .then((ok) => (ok ? takenOver(form, timeLeft()) : false))
      .then((ok) => {
        holding = false;
        release();
        // Hydrated: the form's own submit handler validates and sends. Not hydrated:
        // the browser checks it and posts it to /api/leads, as without script.
        if (ok) submitter.click();
        else form.requestSubmit(submitter);
      });
  }

  // A failed download is handled here (the held press is posted natively).
  el.addEventListener("astro:hydration-error", (event) => event.preventDefault());
  for (const type of WARM_UP) el.addEventListener(type, warmUp, { passive: true });
  el.addEventListener("click", hold, true);
}
