// @vitest-environment node
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { careersDesk } from "@/content/careersDesk";
import { migrate } from "@/lib/db/migrate";
import { withStore } from "@/lib/db/store";
import { DeskError } from "@/lib/platform/convention/errors";
import type { Opening } from "./openings";
import {
  OpeningError,
  openingDoneText,
  openingEditAction,
  type OpeningEditResult,
} from "./openingsDeskActions";
import { openingById } from "./store";

const TODAY = "2026-11-26";
const fresh = () => {
  const db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
  return db;
};

const post = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return new Request("https://lab.example/desk/openings/edit", { method: "POST", body: form });
};

const opening = {
  action: "publish",
  title: "Relay Test Engineer",
  categoryId: "electrical-testing-engineering",
  type: "Full-time",
  location: "Indore",
  experience: "2+ Years",
  summary: "Test protection relays at substations.",
  requirements: "Diploma in Electrical Engineering",
  deadline: "2027-03-31",
};

/** The opening page posted by hr@lab today with these fields, for `existing` (undefined: new). */
const act = (existing: Opening | undefined, fields: Record<string, string>) =>
  openingEditAction(existing, post(fields), "hr@lab", TODAY);

const locationOf = (result: OpeningEditResult) => {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return new URL(result.location, "https://lab.example");
};

describe("the opening page's actions", () => {
  it("publishes a new opening and goes to the list saying so, with its id", async () => {
    const db = fresh();
    await withStore(db, async () => {
      const to = locationOf(await act(undefined, opening));
      expect(to.pathname).toBe("/desk/openings");
      expect(to.searchParams.get("id")).toBe("relay-test-engineer");
      expect(to.searchParams.get("done")).toBe("published");
      expect(await openingDoneText(to)).toBe(careersDesk.done.published("Relay Test Engineer"));
      expect((await openingById("relay-test-engineer"))?.status).toBe("published");
    });
  });

  it("saves a draft, previews it without saving, then publishes it", async () => {
    const db = fresh();
    await withStore(db, async () => {
      const drafted = locationOf(await act(undefined, { ...opening, action: "saveDraft" }));
      expect(drafted.searchParams.get("done")).toBe("drafted");
      const existing = async () => (await openingById("relay-test-engineer"))!;
      expect((await existing()).status).toBe("draft");

      const shown = await act(await existing(), {
        ...opening,
        action: "preview",
        summary: "New words.",
      });
      expect(shown).toMatchObject({
        ok: false,
        errors: {},
        preview: { id: "relay-test-engineer", summary: "New words.", title: "Relay Test Engineer" },
      });
      expect((await existing()).summary).toBe(opening.summary);

      const published = locationOf(
        await act(await existing(), { ...opening, summary: "New words." }),
      );
      expect(published.searchParams.get("done")).toBe("published");
      expect(await existing()).toMatchObject({
        status: "published",
        summary: "New words.",
        postedOn: TODAY,
      });
    });
  });

  it("closes only with the confirmation; refuses a button that does not fit the state (409)", async () => {
    const db = fresh();
    await withStore(db, async () => {
      await act(undefined, opening);
      const existing = async () => (await openingById("relay-test-engineer"))!;
      const asked = await act(await existing(), { action: "close" });
      expect(asked).toMatchObject({ ok: false, confirmClose: true });
      expect((await existing()).status).toBe("published");
      for (const action of ["publish", "saveDraft", "reopen"]) {
        const refused = await act(await existing(), { ...opening, action }).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(refused, action).toMatchObject({ status: 409, message: careersDesk.edit.notNow });
      }
      await act(await existing(), { action: "close", confirm: "yes" });
      expect((await existing()).status).toBe("closed");
    });
  });

  it("saves, closes and reopens an opening, each said with its title as it is now", async () => {
    const db = fresh();
    await withStore(db, async () => {
      await act(undefined, opening);
      const existing = async () => await openingById("relay-test-engineer");
      const renamed = { ...opening, title: "Relay Test Engineer (Indore)" };
      const saved = locationOf(await act(await existing(), { ...renamed, action: "save" }));
      expect(saved.searchParams.get("done")).toBe("saved");
      expect(await openingDoneText(saved)).toBe(careersDesk.done.saved(renamed.title));

      const closed = locationOf(await act(await existing(), { action: "close", confirm: "yes" }));
      expect((await existing())?.closedAt).not.toBeNull();
      expect(await openingDoneText(closed)).toBe(careersDesk.done.closed(renamed.title));

      const reopened = locationOf(await act(await existing(), { ...renamed, action: "reopen" }));
      expect((await existing())?.closedAt).toBeNull();
      expect(await openingDoneText(reopened)).toBe(careersDesk.done.reopened(renamed.title));
    });
  });

  it("refuses a form with its fields' problems, by the names the form posts, and keeps what was typed", async () => {
    const db = fresh();
    await withStore(db, async () => {
      const result = await act(undefined, { ...opening, categoryId: "", deadline: "2020-01-01" });
      expect(result).toMatchObject({
        ok: false,
        values: { title: "Relay Test Engineer", categoryId: "" },
        errors: {
          categoryId: careersDesk.problems.category,
          deadline: careersDesk.problems.pastDeadline,
        },
      });
      expect(await openingById("relay-test-engineer")).toBeUndefined();
    });
  });

  it("refuses a button it does not know as a DeskError, and close without an opening", async () => {
    const db = fresh();
    await withStore(db, async () => {
      const closeNew = await act(undefined, { action: "close" }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(closeNew).toMatchObject({ status: 409 });
      for (const fields of [{ action: "delete" }, {}] as Record<string, string>[]) {
        const refused = await act(undefined, fields).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(refused).toBeInstanceOf(OpeningError);
        expect(refused).toBeInstanceOf(DeskError);
        expect(refused).toMatchObject({ status: 400, message: careersDesk.edit.unknownAction });
      }
    });
  });

  it("says nothing for a done it does not know, or an opening that is not there", async () => {
    const db = fresh();
    await withStore(db, async () => {
      const url = (query: string) => new URL(`https://lab.example/desk/openings?${query}`);
      expect(await openingDoneText(url("done=deleted&id=relay-test-engineer"))).toBeUndefined();
      expect(await openingDoneText(url("done=closed&id=no-such-opening"))).toBeUndefined();
    });
  });
});
