import { describe, expect, it } from "vitest";
import {
  ACTIONS_OF,
  actionsFor,
  allows,
  goesOnSite,
  OPENING_ACTIONS,
  statusAfter,
} from "./openingStates";

describe("an opening's states and the buttons each offers", () => {
  it("offers a draft (and a new opening) Save draft, Preview, Publish; published Save changes, Preview, Close; closed Publish again, Save", () => {
    expect(actionsFor(undefined)).toEqual(["saveDraft", "preview", "publish"]);
    expect(actionsFor("draft")).toEqual(["saveDraft", "preview", "publish"]);
    expect(actionsFor("published")).toEqual(["save", "preview", "close"]);
    expect(actionsFor("closed")).toEqual(["reopen", "save"]);
  });

  it("allows only what a state offers: no Publish once published, no Close of a draft or a closed one", () => {
    for (const [state, offered] of Object.entries(ACTIONS_OF))
      for (const action of OPENING_ACTIONS)
        expect(
          allows(state === "new" ? undefined : (state as "draft"), action),
          `${state} ${action}`,
        ).toBe((offered as readonly string[]).includes(action));
    expect(allows("published", "publish")).toBe(false);
    expect(allows("draft", "close")).toBe(false);
    expect(allows("closed", "close")).toBe(false);
    expect(allows("closed", "preview")).toBe(false);
    expect(allows(undefined, "delete")).toBe(false);
  });

  it("says the state each action leaves", () => {
    expect(statusAfter(undefined, "saveDraft")).toBe("draft");
    expect(statusAfter(undefined, "publish")).toBe("published");
    expect(statusAfter("draft", "publish")).toBe("published");
    expect(statusAfter("published", "save")).toBe("published");
    expect(statusAfter("closed", "save")).toBe("closed");
    expect(statusAfter("published", "close")).toBe("closed");
    expect(statusAfter("closed", "reopen")).toBe("published");
    expect(() => statusAfter("draft", "save")).toThrow();
  });

  it("needs a deadline not yet over only to go on the site", () => {
    expect(OPENING_ACTIONS.filter(goesOnSite)).toEqual(["publish", "reopen"]);
  });
});
