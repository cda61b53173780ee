import type { ClientDirective } from "astro";
import { formInteraction } from "./formInteraction";
import { LOAD_FAILED_MESSAGE } from "../content/islandStatus";

/** Events that start the download: the visitor is about to use the island. */
const WARM_UP = ["pointerenter", "focusin", "touchstart"] as const;
/** Presses that act: held back until the island has hydrated, then replayed. */
const ACT = ["click", "keydown"] as const;

type Pending = { target: EventTarget; event: Event };

function copyOf(event: Event): Event {
  if (event instanceof KeyboardEvent)
    return new KeyboardEvent(event.type, {
      key: event.key,
      code: event.code,
      bubbles: true,
      cancelable: true,
      shiftKey: event.shiftKey,
    });
  const mouse = event as MouseEvent;
  return new MouseEvent(event.type, {
    bubbles: true,
    cancelable: true,
    detail: mouse.detail,
    clientX: mouse.clientX,
    clientY: mouse.clientY,
  });
}

/** Keys that do something on a closed menu button (Enter and Space arrive as clicks). */
const actingKey = (event: KeyboardEvent) => event.key === "ArrowDown" || event.key === "ArrowUp";

const interaction: ClientDirective = (load, options, el) => {
  if (options.value === "form") return formInteraction(load, el);
  let hydration: Promise<void> | undefined;
  let pending: Pending | undefined;
  let done = false;
  const status = () => el.querySelector<HTMLElement>("[data-island-status]");

  const stop = () => {
    for (const type of WARM_UP) el.removeEventListener(type, warmUp);
    for (const type of ACT) el.removeEventListener(type, hold, true);
  };

  const failed = () => {
    // Offline or redeployed: a press that waited for it is told so; the next one tries again.
    const pressed = pending !== undefined;
    hydration = undefined;
    pending = undefined;
    const line = status();
    if (line && pressed) line.textContent = LOAD_FAILED_MESSAGE;
  };

  const start = () => {
    hydration ??= load()
      .then((hydrate) => hydrate())
      .then(() => {
        // Astro reports a failed download as an event and hydrates nothing; the
        // island keeps its `ssr` mark until it really has hydrated.
        if (el.hasAttribute("ssr")) return failed();
        done = true;
        stop();
        // Give React's root a task to attach, then hand it the press that woke it.
        setTimeout(() => {
          const press = pending;
          pending = undefined;
          if (press) press.target.dispatchEvent(copyOf(press.event));
        });
      }, failed);
    return hydration;
  };

  function warmUp() {
    void start();
  }

  function hold(event: Event) {
    if (done) return;
    if (event instanceof KeyboardEvent && !actingKey(event)) return;
    event.preventDefault();
    event.stopPropagation();
    const line = status();
    if (line) line.textContent = "";
    pending = { target: event.target ?? el, event };
    void start();
  }

  // Handled here (the status line says it), so Astro need not log it.
  el.addEventListener("astro:hydration-error", (event) => event.preventDefault());
  for (const type of WARM_UP) el.addEventListener(type, warmUp, { passive: true });
  for (const type of ACT) el.addEventListener(type, hold, true);
};

export default interaction;
