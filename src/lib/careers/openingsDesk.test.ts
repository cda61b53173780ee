import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { careersDesk } from "@/content/careersDesk";
import { migrate } from "@/lib/db/migrate";
import { withStore } from "@/lib/db/store";
import { onContentChanged } from "@/lib/site/contentChanged";
import { openingFormOf, submitOpeningForm, type OpeningFormValues } from "./openingForm";
import { closeOpening, openingState, slugOf } from "./openingsDesk";
import { allOpenings, jobBoard, openingById } from "./store";

const TODAY = "2026-11-26";
const fresh = () => {
  const db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
  return db;
};

const form = (extra: Partial<OpeningFormValues> = {}): OpeningFormValues => ({
  title: "Relay Test Engineer",
  categoryId: "electrical-testing-engineering",
  type: "Full-time",
  location: "Indore",
  experience: "2+ Years",
  summary: "Test protection relays at substations.",
  requirements:
    "Diploma in Electrical Engineering\r\n\r\n  Experience with secondary injection  \n",
  deadline: "2027-03-31",
  ...extra,
});

const auditOf = (db: DatabaseSync) =>
  db
    .prepare("SELECT who, action, detail FROM desk_audit WHERE action LIKE 'opening.%' ORDER BY id")
    .all()
    .map((r) => `${String(r.who)} ${String(r.action)} ${String(r.detail)}`);

const onBoard = async (today = TODAY) =>
  (await jobBoard(today)).flatMap((c) => c.openings.map((o) => o.id));

describe("openings on the desk", () => {
  it("ids are made from the title", () => {
    expect(slugOf("Field Diagnostics Engineer – Cables & Switchgear")).toBe(
      "field-diagnostics-engineer-cables-switchgear",
    );
    expect(slugOf("Ingénieur d'essais")).toBe("ingenieur-d-essais");
    expect(slugOf("परीक्षण अभियंता")).toBe("opening");
    expect(slugOf("x".repeat(100))).toHaveLength(60);
  });

  it("publishes a new opening on the board, posted today, audited and announced", async () => {
    const db = fresh();
    await withStore(db, async () => {
      let changes = 0;
      const stop = onContentChanged(() => changes++);
      const result = await submitOpeningForm(form(), {
        existing: undefined,
        who: "hr@lab",
        today: TODAY,
      });
      stop();
      expect(result.ok).toBe(true);
      const opening = (await openingById("relay-test-engineer"))!;
      expect(opening).toMatchObject({
        title: "Relay Test Engineer",
        postedOn: TODAY,
        closedAt: null,
        requirements: ["Diploma in Electrical Engineering", "Experience with secondary injection"],
      });
      expect((await jobBoard(TODAY))[0]!.openings.map((o) => o.id)).toContain(
        "relay-test-engineer",
      );
      expect(auditOf(db)).toEqual(["hr@lab opening.create relay-test-engineer"]);
      expect(changes).toBe(1);
    });
  });

  it("a second opening with the same title gets an id of its own; an edit never changes the id", async () => {
    const db = fresh();
    await withStore(db, async () => {
      const opts = { existing: undefined, who: "hr@lab", today: TODAY };
      await submitOpeningForm(form(), opts);
      const second = await submitOpeningForm(form(), opts);
      expect(second.ok && second.opening.id).toBe("relay-test-engineer-2");
      const existing = (await openingById("relay-test-engineer"))!;
      const edited = await submitOpeningForm(
        form({ title: "Senior Relay Test Engineer", categoryId: "quality-assurance" }),
        { existing, who: "hr2@lab", today: TODAY },
      );
      expect(edited.ok && edited.opening).toMatchObject({
        id: "relay-test-engineer",
        title: "Senior Relay Test Engineer",
        categoryId: "quality-assurance",
        postedOn: TODAY,
      });
      expect(auditOf(db).at(-1)).toBe("hr2@lab opening.update relay-test-engineer");
    });
  });

  it("close takes it off the board, publishing again puts it back; both audited, a repeat does nothing", async () => {
    const db = fresh();
    await withStore(db, async () => {
      let changes = 0;
      const stop = onContentChanged(() => changes++);
      const id = "transformer-test-engineer";
      expect(openingState((await closeOpening(id, "hr@lab"))!, TODAY)).toBe("closed");
      await closeOpening(id, "hr@lab");
      expect(await onBoard()).not.toContain(id);
      const closed = (await openingById(id))!;
      const again = await submitOpeningForm(openingFormOf(closed), {
        existing: closed,
        who: "hr@lab",
        today: TODAY,
        action: "reopen",
      });
      expect(again.ok && openingState(again.opening, TODAY)).toBe("onSite");
      expect((await openingById(id))?.closedAt).toBeNull();
      stop();
      expect(await onBoard()).toContain(id);
      expect(auditOf(db)).toEqual([`hr@lab opening.close ${id}`, `hr@lab opening.reopen ${id}`]);
      expect(changes).toBe(2);
      expect(openingState((await openingById(id))!, "2099-01-01")).toBe("pastDeadline");
      expect((await allOpenings()).map((o) => o.id)).toContain(id);
    });
  });

  it("a draft stays off the board and the site's pages; published, it is posted that day", async () => {
    const db = fresh();
    await withStore(db, async () => {
      let changes = 0;
      const stop = onContentChanged(() => changes++);
      const draft = await submitOpeningForm(form(), {
        existing: undefined,
        who: "hr@lab",
        today: "2026-11-20",
        action: "saveDraft",
      });
      expect(draft.ok && draft.opening.status).toBe("draft");
      expect(await onBoard()).not.toContain("relay-test-engineer");
      expect(changes).toBe(0);
      const existing = (await openingById("relay-test-engineer"))!;
      const published = await submitOpeningForm(form(), {
        existing,
        who: "hr@lab",
        today: TODAY,
        action: "publish",
      });
      stop();
      expect(published.ok && published.opening).toMatchObject({
        status: "published",
        postedOn: TODAY,
      });
      expect(await onBoard()).toContain("relay-test-engineer");
      expect(changes).toBe(1);
      expect(auditOf(db)).toEqual([
        "hr@lab opening.draft relay-test-engineer",
        "hr@lab opening.publish relay-test-engineer",
      ]);
    });
  });

  it("publishing again needs a deadline not yet over, even the one it had", async () => {
    const db = fresh();
    await withStore(db, async () => {
      const id = "it-systems-administrator";
      await closeOpening(id, "hr@lab");
      const closed = (await openingById(id))!;
      const late = { existing: closed, who: "hr@lab", today: "2099-01-01" };
      const again = await submitOpeningForm(openingFormOf(closed), { ...late, action: "reopen" });
      expect(!again.ok && again.errors.deadline).toBe(careersDesk.problems.pastDeadline);
      expect((await submitOpeningForm(openingFormOf(closed), { ...late, action: "save" })).ok).toBe(
        true,
      );
      expect((await openingById(id))?.status).toBe("closed");
    });
  });

  it("refuses bad input with a message per field and writes nothing", async () => {
    const db = fresh();
    await withStore(db, async () => {
      const before = (await allOpenings()).length;
      const result = await submitOpeningForm(
        form({
          title: "  ",
          categoryId: "astrology",
          type: "Forever",
          requirements: "\n \n",
          deadline: "2026-02-30",
          location: "x".repeat(81),
        }),
        { existing: undefined, who: "hr@lab", today: TODAY },
      );
      const p = careersDesk.problems;
      expect(result.ok ? {} : result.errors).toEqual({
        title: p.required,
        categoryId: p.category,
        type: p.type,
        requirements: p.requirements,
        deadline: p.date,
        location: p.tooLong(80),
      });
      expect(await allOpenings()).toHaveLength(before);
      expect(auditOf(db)).toEqual([]);
    });
  });

  it("a deadline already over is refused, unless it is the one the opening has", async () => {
    const db = fresh();
    await withStore(db, async () => {
      const opts = { existing: undefined, who: "hr@lab", today: TODAY };
      const past = await submitOpeningForm(form({ deadline: "2026-11-25" }), opts);
      expect(!past.ok && past.errors.deadline).toBe(careersDesk.problems.pastDeadline);
      expect((await submitOpeningForm(form({ deadline: TODAY }), opts)).ok).toBe(true);
      const existing = (await openingById("it-systems-administrator"))!;
      const later = { existing, who: "hr@lab", today: "2027-02-01" };
      expect((await submitOpeningForm(form({ deadline: existing.deadline }), later)).ok).toBe(true);
      const moved = await submitOpeningForm(form({ deadline: "2027-01-11" }), later);
      expect(!moved.ok && moved.errors.deadline).toBe(careersDesk.problems.pastDeadline);
    });
  });
});
