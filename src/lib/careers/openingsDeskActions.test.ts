// @vitest-environment node
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { careersDesk } from "@/content/careersDesk";
import { migrate } from "@/lib/db/migrate";
import { DeskError } from "@/lib/desk/errors";
import { openingById, type Opening } from "./openings";
import {
  OpeningError,
  openingDoneText,
  openingEditAction,
  type OpeningEditResult,
} from "./openingsDeskActions";

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
const act = (db: DatabaseSync, existing: Opening | undefined, fields: Record<string, string>) =>
  openingEditAction(db, existing, post(fields), "hr@lab", TODAY);

const locationOf = (result: OpeningEditResult) => {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return new URL(result.location, "https://lab.example");
};

describe("the opening page's actions", () => {
  it("publishes a new opening and goes to the list saying so, with its id", async () => {
    const db = fresh();
    const to = locationOf(await act(db, undefined, opening));
    expect(to.pathname).toBe("/desk/openings");
    expect(to.searchParams.get("id")).toBe("relay-test-engineer");
    expect(to.searchParams.get("done")).toBe("published");
    expect(openingDoneText(db, to)).toBe(careersDesk.done.published("Relay Test Engineer"));
    expect(openingById(db, "relay-test-engineer")?.status).toBe("published");
  });

  it("saves a draft, previews it without saving, then publishes it", async () => {
    const db = fresh();
    const drafted = locationOf(await act(db, undefined, { ...opening, action: "saveDraft" }));
    expect(drafted.searchParams.get("done")).toBe("drafted");
    const existing = () => openingById(db, "relay-test-engineer")!;
    expect(existing().status).toBe("draft");

    const shown = await act(db, existing(), {
      ...opening,
      action: "preview",
      summary: "New words.",
    });
    expect(shown).toMatchObject({
      ok: false,
      errors: {},
      preview: { id: "relay-test-engineer", summary: "New words.", title: "Relay Test Engineer" },
    });
    expect(existing().summary).toBe(opening.summary);

    const published = locationOf(await act(db, existing(), { ...opening, summary: "New words." }));
    expect(published.searchParams.get("done")).toBe("published");
    expect(existing()).toMatchObject({
      status: "published",
      summary: "New words.",
      postedOn: TODAY,
    });
  });

  it("closes only with the confirmation; refuses a button that does not fit the state (409)", async () => {
    const db = fresh();
    await act(db, undefined, opening);
    const existing = () => openingById(db, "relay-test-engineer")!;
    const asked = await act(db, existing(), { action: "close" });
    expect(asked).toMatchObject({ ok: false, confirmClose: true });
    expect(existing().status).toBe("published");
    for (const action of ["publish", "saveDraft", "reopen"]) {
      const refused = await act(db, existing(), { ...opening, action }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused, action).toMatchObject({ status: 409, message: careersDesk.edit.notNow });
    }
    await act(db, existing(), { action: "close", confirm: "yes" });
    expect(existing().status).toBe("closed");
  });

  it("saves, closes and reopens an opening, each said with its title as it is now", async () => {
    const db = fresh();
    await act(db, undefined, opening);
    const existing = () => openingById(db, "relay-test-engineer");
    const renamed = { ...opening, title: "Relay Test Engineer (Indore)" };
    const saved = locationOf(await act(db, existing(), { ...renamed, action: "save" }));
    expect(saved.searchParams.get("done")).toBe("saved");
    expect(openingDoneText(db, saved)).toBe(careersDesk.done.saved(renamed.title));

    const closed = locationOf(await act(db, existing(), { action: "close", confirm: "yes" }));
    expect(existing()?.closedAt).not.toBeNull();
    expect(openingDoneText(db, closed)).toBe(careersDesk.done.closed(renamed.title));

    const reopened = locationOf(await act(db, existing(), { ...renamed, action: "reopen" }));
    expect(existing()?.closedAt).toBeNull();
    expect(openingDoneText(db, reopened)).toBe(careersDesk.done.reopened(renamed.title));
  });

  it("refuses a form with its fields' problems, by the names the form posts, and keeps what was typed", async () => {
    const db = fresh();
    const result = await act(db, undefined, { ...opening, categoryId: "", deadline: "2020-01-01" });
    expect(result).toMatchObject({
      ok: false,
      values: { title: "Relay Test Engineer", categoryId: "" },
      errors: {
        categoryId: careersDesk.problems.category,
        deadline: careersDesk.problems.pastDeadline,
      },
    });
    expect(openingById(db, "relay-test-engineer")).toBeUndefined();
  });

  it("refuses a button it does not know as a DeskError, and close without an opening", async () => {
    const db = fresh();
    const closeNew = await act(db, undefined, { action: "close" }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(closeNew).toMatchObject({ status: 409 });
    for (const fields of [{ action: "delete" }, {}] as Record<string, string>[]) {
      const refused = await act(db, undefined, fields).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(OpeningError);
      expect(refused).toBeInstanceOf(DeskError);
      expect(refused).toMatchObject({ status: 400, message: careersDesk.edit.unknownAction });
    }
  });

  it("says nothing for a done it does not know, or an opening that is not there", () => {
    const db = fresh();
    const url = (query: string) => new URL(`https://lab.example/desk/openings?${query}`);
    expect(openingDoneText(db, url("done=deleted&id=relay-test-engineer"))).toBeUndefined();
    expect(openingDoneText(db, url("done=closed&id=no-such-opening"))).toBeUndefined();
  });
});
