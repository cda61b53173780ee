// @vitest-environment node
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { retention } from "@/content/privacy";
import { DAY_MS, purgeExpired } from "@/lib/cases/retention";
import { caseFile, eraseCase, notesOf, statusChanges } from "@/lib/cases/store";
import { updateCase } from "@/lib/cases/update";
import { migrate } from "@/lib/db/migrate";
import { withStore } from "@/lib/db/store";
import { applicationFilterFromQuery, type NewApplication } from "./applications";
import { applicationCase } from "./applicationsCase";
import {
  applicationByReference,
  countsByOpening,
  insertApplication,
  listApplications,
} from "./store";

const fresh = () => {
  const db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
  return db;
};

const NOW = new Date("2026-11-23T06:00:00.000Z");

const application = (over: Partial<NewApplication> = {}): NewApplication => ({
  opening: { id: "transformer-test-engineer", title: "Transformer Test Engineer" },
  fields: {
    name: "Asha Verma",
    email: "asha@example.in",
    phone: "98260 12345",
    currentRole: "Test technician, Indore",
    experience: "3-5 years",
    noticePeriod: "30 days",
    note: "",
  },
  cv: { name: "asha.pdf", type: "application/pdf", bytes: new TextEncoder().encode("%PDF-1.4") },
  client: "203.0.113.7",
  userAgent: "Firefox",
  createdAt: NOW,
  notify: "off",
  ...over,
});

/** Received `retention.applicationMonths` months before NOW, give or take `days`. */
function received(days: number): Date {
  const date = new Date(NOW);
  date.setUTCMonth(date.getUTCMonth() - retention.applicationMonths);
  return new Date(date.getTime() + days * DAY_MS);
}

const auditLines = (db: DatabaseSync) =>
  db.prepare("SELECT action, detail FROM desk_audit ORDER BY id").all();

describe("stored applications", () => {
  it("are listed 50 a page, newest first, every one on some page", async () => {
    const db = fresh();
    await withStore(db, async () => {
      for (let n = 0; n < 51; n++)
        await insertApplication(
          application({
            fields: { ...application().fields, name: `Applicant ${n}` },
            createdAt: new Date(NOW.getTime() + n * 60_000),
          }),
        );
      const first = await listApplications({});
      expect([first.total, first.page, first.pages, first.rows.length]).toEqual([51, 1, 2, 50]);
      expect(first.rows[0]!.name).toBe("Applicant 50");
      const second = await listApplications({ page: 2 });
      expect(second.rows.map((a) => a.name)).toEqual(["Applicant 0"]);
      expect((await listApplications({ page: 99 })).page).toBe(2);
    });
  });

  it("get a reference of the year in India and keep the opening's title as it was", async () => {
    const db = fresh();
    await withStore(db, async () => {
      const { reference } = await insertApplication(application());
      expect(reference).toBe("APP-2026-000001");
      db.prepare(
        "UPDATE job_openings SET title = 'Renamed' WHERE id = 'transformer-test-engineer'",
      ).run();
      expect(await applicationByReference(reference)).toMatchObject({
        openingId: "transformer-test-engineer",
        openingTitle: "Transformer Test Engineer",
        status: "new",
        cvName: "asha.pdf",
      });
      expect(new TextDecoder().decode((await caseFile(applicationCase, reference))!.bytes)).toBe(
        "%PDF-1.4",
      );
    });
  });

  it("are listed per opening (and the general ones), by status, and found by name or e-mail", async () => {
    const db = fresh();
    await withStore(db, async () => {
      await insertApplication(application());
      const general = (
        await insertApplication(
          application({
            opening: undefined,
            fields: { ...application().fields, name: "Ravi 100% Kumar", email: "ravi@lab.example" },
          }),
        )
      ).reference;
      const names = async (filter: Parameters<typeof listApplications>[0]) =>
        (await listApplications(filter)).rows.map((a) => a.name);
      expect(await names({})).toEqual(["Ravi 100% Kumar", "Asha Verma"]);
      expect(await names({ opening: "general" })).toEqual(["Ravi 100% Kumar"]);
      expect(await names({ opening: "transformer-test-engineer" })).toEqual(["Asha Verma"]);
      expect(await names({ q: "ASHA@" })).toEqual(["Asha Verma"]);
      expect(await names({ q: "100%" })).toEqual(["Ravi 100% Kumar"]);
      expect(await names({ q: "%" })).toEqual(["Ravi 100% Kumar"]);
      await updateCase(
        applicationCase,
        (await applicationByReference(general))!,
        { status: "shortlisted", note: "" },
        "hr@lab",
      );
      expect(await names({ status: "shortlisted" })).toEqual(["Ravi 100% Kumar"]);
      expect((await countsByOpening()).map((g) => [g.title, g.count, g.fresh])).toEqual(
        expect.arrayContaining([
          [null, 1, 0],
          ["Transformer Test Engineer", 1, 1],
        ]),
      );
    });
  });

  it("a status change and a note are kept, in the history and the audit log; nothing changed writes nothing", async () => {
    const db = fresh();
    await withStore(db, async () => {
      const { reference } = await insertApplication(application());
      const a = (await applicationByReference(reference))!;
      const at = new Date("2026-11-24T05:00:00.000Z");
      expect(
        await updateCase(
          applicationCase,
          a,
          { status: "interview", note: "  Call on Monday " },
          "hr@lab",
          at,
        ),
      ).toEqual({ status: true, note: true, owner: false, followUp: false });
      const b = (await applicationByReference(reference))!;
      expect(b.status).toBe("interview");
      expect(await notesOf(applicationCase, b.id)).toMatchObject([
        { author: "hr@lab", text: "Call on Monday" },
      ]);
      expect(await statusChanges(applicationCase, b.id)).toEqual([
        { at: at.toISOString(), who: "hr@lab", from: "new", to: "interview" },
      ]);
      expect(
        await updateCase(applicationCase, b, { status: "interview", note: " " }, "hr@lab"),
      ).toEqual({ status: false, note: false, owner: false, followUp: false });
      expect(auditLines(db)).toEqual([
        { action: "application status changed", detail: `${reference}: new → interview` },
        { action: "application note added", detail: reference },
      ]);
    });
  });

  it("erasure on request removes the application, its CV and notes, and audits the reference only", async () => {
    const db = fresh();
    await withStore(db, async () => {
      const { reference, id } = await insertApplication(application());
      await updateCase(
        applicationCase,
        (await applicationByReference(reference))!,
        { status: "offered", note: "x" },
        "hr@lab",
      );
      expect(await eraseCase(applicationCase, reference, "hr@lab")).toBe(true);
      expect(await applicationByReference(reference)).toBeUndefined();
      expect(await caseFile(applicationCase, reference)).toBeUndefined();
      expect(await notesOf(applicationCase, id)).toEqual([]);
      expect(await statusChanges(applicationCase, id)).toEqual([]);
      for (const table of ["application_status", "application_status_changes", "application_notes"])
        expect(
          db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE application_id = ?`).get(id),
        ).toEqual({ n: 0 });
      expect(await eraseCase(applicationCase, reference, "hr@lab")).toBe(false);
      expect(auditLines(db).at(-1)).toEqual({ action: "application erased", detail: reference });
    });
  });
});

describe("the list's filters, read from the address", () => {
  const asker = { me: "hr@lab.example", today: "2026-11-27" };
  const read = (query: string) => applicationFilterFromQuery(new URLSearchParams(query), asker);

  it("reads an opening, a status, a search and a page", () => {
    expect(read("opening=general&status=interview&q=%20Asha%20%20V%20&page=2")).toEqual({
      ok: true,
      filter: { opening: "general", status: "interview", q: "Asha V", page: 2, ...asker },
    });
    expect(read("opening=&status=&q=")).toEqual({ ok: true, filter: asker });
    expect(read("owner=me&due=today")).toEqual({
      ok: true,
      filter: { owner: "me", due: "today", ...asker },
    });
  });

  it("names every value it cannot use, and cuts a long search rather than refusing it", () => {
    expect(read("status=hired&page=0&opening=../../etc&owner=asha&due=yesterday")).toEqual({
      ok: false,
      wrong: ["page", "opening", "status", "owner", "due"],
    });
    expect(read(`q=${"x".repeat(500)}`)).toMatchObject({
      ok: true,
      filter: { q: "x".repeat(200) },
    });
  });
});

describe("the daily purge of applications", () => {
  it(`deletes applications and their CVs after ${retention.applicationMonths} months, not a day before`, async () => {
    const db = fresh();
    await withStore(db, async () => {
      const expired = await insertApplication(application({ createdAt: received(-1) }));
      const kept = await insertApplication(application({ createdAt: received(+1) }));
      await updateCase(
        applicationCase,
        (await applicationByReference(expired.reference))!,
        { status: "rejected", note: "n" },
        "hr",
      );
      // The kept one is a day short of 12 months: its IP address and browser stay (365 days).
      expect(await purgeExpired(applicationCase, NOW)).toEqual({ deleted: 1, anonymised: 0 });
      expect(await applicationByReference(expired.reference)).toBeUndefined();
      expect(await caseFile(applicationCase, expired.reference)).toBeUndefined();
      expect(await notesOf(applicationCase, expired.id)).toEqual([]);
      expect(await caseFile(applicationCase, kept.reference)).toBeDefined();
      expect(Number(db.prepare("SELECT COUNT(*) AS n FROM application_notes").get()!.n)).toBe(0);
    });
  });

  it(`keeps the IP address and browser until the application itself goes (${retention.clientDays} days are not less than ${retention.applicationMonths} months)`, async () => {
    const db = fresh();
    await withStore(db, async () => {
      const old = await insertApplication(
        application({ createdAt: new Date(NOW.getTime() - (retention.clientDays + 1) * DAY_MS) }),
      );
      const recent = await insertApplication(
        application({ createdAt: new Date(NOW.getTime() - (retention.clientDays - 1) * DAY_MS) }),
      );
      expect(await purgeExpired(applicationCase, NOW)).toEqual({ deleted: 1, anonymised: 0 });
      const client = (id: number) =>
        db.prepare("SELECT client, user_agent FROM applications WHERE id = ?").get(id);
      expect(client(old.id)).toBeUndefined();
      expect(client(recent.id)).toEqual({ client: "203.0.113.7", user_agent: "Firefox" });
      expect(await purgeExpired(applicationCase, NOW)).toEqual({ deleted: 0, anonymised: 0 });
    });
  });
});
