import { afterEach, describe, expect, it, vi } from "vitest";
import { LOAD_FAILED_MESSAGE } from "../content/islandStatus";
import interaction from "./interaction";

/** An island as Astro renders it: marked `ssr` until hydrated, a button and a status line. */
function island() {
  const el = document.createElement("astro-island");
  el.setAttribute("ssr", "");
  el.innerHTML = '<button type="button">Service</button><span data-island-status></span>';
  document.body.append(el);
  return {
    el,
    button: el.querySelector("button")!,
    status: el.querySelector("[data-island-status]")!,
  };
}

/** What the hydrated component does with presses (records them). */
function hydrator(el: HTMLElement, presses: string[]) {
  return async () => {
    el.removeAttribute("ssr");
    el.querySelector("button")!.addEventListener("click", (e) =>
      presses.push(`click:${(e as MouseEvent).detail}`),
    );
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("client:interaction", () => {
  it("loads nothing until the visitor reaches for the island", async () => {
    const { el } = island();
    const load = vi.fn(async () => hydrator(el, []));
    interaction(load, { name: "interaction", value: "" }, el);
    await tick();
    expect(load).not.toHaveBeenCalled();
    el.dispatchEvent(new Event("pointerenter"));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("holds the press that woke it and replays it once hydrated", async () => {
    const { el, button } = island();
    const presses: string[] = [];
    interaction(async () => hydrator(el, presses), { name: "interaction", value: "" }, el);
    const press = new MouseEvent("click", { bubbles: true, cancelable: true, detail: 1 });
    button.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(presses).toEqual([]);
    await vi.waitFor(() => expect(presses).toEqual(["click:1"]));
    // Hydrated: later presses go straight to the component, once each.
    button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail: 1 }));
    expect(presses).toEqual(["click:1", "click:1"]);
  });

  it("says so when its code cannot be fetched, and the next press tries again", async () => {
    const { el, button, status } = island();
    const presses: string[] = [];
    let online = false;
    // Astro reports a failed download as an event and hands back a hydrate that does nothing.
    const load = vi.fn(async () => (online ? hydrator(el, presses) : async () => undefined));
    interaction(load, { name: "interaction", value: "" }, el);
    button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail: 0 }));
    await vi.waitFor(() => expect(status.textContent).toBe(LOAD_FAILED_MESSAGE));
    expect(presses).toEqual([]);

    online = true;
    button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail: 0 }));
    expect(status.textContent).toBe("");
    await vi.waitFor(() => expect(presses).toEqual(["click:0"]));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("stays quiet when only a hover's download failed", async () => {
    const { el, status } = island();
    interaction(
      async () => {
        throw new Error("offline");
      },
      { name: "interaction", value: "" },
      el,
    );
    el.dispatchEvent(new Event("pointerenter"));
    await tick();
    await tick();
    expect(status.textContent).toBe("");
  });
});
