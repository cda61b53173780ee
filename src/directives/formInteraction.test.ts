import { afterEach, describe, expect, it, vi } from "vitest";
import { HOLD_LIMIT_MS } from "./formInteraction";
import interaction from "./interaction";

/** A lead form as Astro renders it: marked `ssr` until hydrated, posting natively. */
function island() {
  const el = document.createElement("astro-island");
  el.setAttribute("ssr", "");
  el.innerHTML =
    '<form action="/api/leads" method="post"><input name="user_name"><button type="submit">Send</button></form>';
  document.body.append(el);
  const form = el.querySelector("form")!;
  const submits: string[] = [];
  // What reaches the form's submit: "hydrated" once the component handles it, else "native".
  form.addEventListener("submit", (event) => {
    submits.push(form.dataset.hydrated ? "hydrated" : "native");
    event.preventDefault(); // jsdom cannot navigate
  });
  return {
    el,
    form,
    input: el.querySelector("input")!,
    button: el.querySelector("button")!,
    submits,
  };
}

/** The hydrated component: takes over the form's checks (novalidate), as LeadForm does. */
function hydrator(el: HTMLElement, form: HTMLFormElement) {
  return async () => {
    el.removeAttribute("ssr");
    form.dataset.hydrated = "yes";
    setTimeout(() => (form.noValidate = true));
  };
}

const asForm = { name: "interaction", value: "form" };
const press = () => new MouseEvent("click", { bubbles: true, cancelable: true });

afterEach(() => {
  document.body.innerHTML = "";
  vi.useRealTimers();
});

describe('client:interaction="form"', () => {
  it("loads nothing until the visitor reaches for the form, then loads it once", async () => {
    const { el, form, input } = island();
    const load = vi.fn(async () => hydrator(el, form));
    interaction(load, asForm, el);
    await new Promise((r) => setTimeout(r));
    expect(load).not.toHaveBeenCalled();
    input.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    el.dispatchEvent(new Event("pointerenter"));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("never holds typing", () => {
    const { el, form, input } = island();
    interaction(async () => hydrator(el, form), asForm, el);
    const key = new KeyboardEvent("keydown", { key: "a", bubbles: true, cancelable: true });
    input.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(false);
  });

  it("holds a submit pressed before the code arrives and hands it to the hydrated form", async () => {
    const { el, form, button, submits } = island();
    interaction(async () => hydrator(el, form), asForm, el);
    const early = press();
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(submits).toEqual([]);
    await vi.waitFor(() => expect(submits).toEqual(["hydrated"]));
    // Hydrated: later presses go straight to the form.
    button.click();
    expect(submits).toEqual(["hydrated", "hydrated"]);
  });

  it("posts the held submit natively when the code cannot be fetched", async () => {
    const { el, button, submits } = island();
    interaction(() => Promise.reject(new Error("offline")), asForm, el);
    button.dispatchEvent(press());
    await vi.waitFor(() => expect(submits).toEqual(["native"]));
  });

  it("posts the held submit natively when the code is slower than the limit", async () => {
    vi.useFakeTimers();
    const { el, form, button, submits } = island();
    let arrive!: () => void;
    const late = new Promise<void>((resolve) => (arrive = resolve));
    interaction(async () => (await late, hydrator(el, form)), asForm, el);
    button.dispatchEvent(press());
    await vi.advanceTimersByTimeAsync(HOLD_LIMIT_MS - 1);
    expect(submits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(submits).toEqual(["native"]);
    arrive();
  });
});
