// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DatabaseSync } from "node:sqlite";
import type { CaseUpdate } from "@/lib/cases/update";
import { eraseCase, notesOf, purgeRecords, statusChanges } from "@/lib/cases/store";
import { updateCase } from "@/lib/cases/update";
import { openDatabase } from "@/lib/db/connection";
import { formatReference } from "./leads";
import { insertLead } from "./store";
import { migrate } from "@/lib/db/migrate";
import { migrations } from "@/lib/db/migrations";
import { withStore } from "@/lib/db/store";
import type { LeadStatus } from "@/lib/leads/listFilter";
import { leadCase } from "./case";
import { deskLead, exportLeads, listLeads, RANK_LIMIT } from "./desk";
import { leadDesk } from "./deskActions";

/** The lead page's one Save, as the case module makes it (lib/cases/update.ts). */
const update = async (
  db: DatabaseSync,
  reference: string,
  change: { status?: LeadStatus; note?: string },
  who: string,
): Promise<CaseUpdate> => {
  const lead = (await withStore(db, () => deskLead(reference)))!;
  return withStore(db, () =>
    updateCase(
      leadCase,
      lead,
      { status: change.status ?? lead.status, note: change.note ?? "" },
      who,
    ),
  );
};
const erase = (db: DatabaseSync, reference: string) =>
  withStore(db, () => eraseCase(leadCase, reference, "meera@lab.example"));

/** The audit log's rows, newest first, as stored. */
const auditLog = (db: DatabaseSync) =>
  db.prepare("SELECT at, who, action, detail FROM desk_audit ORDER BY id DESC").all() as {
    at: string;
    who: string;
    action: string;
    detail: string;
  }[];

const dir = mkdtempSync(join(tmpdir(), "desk-leads-"));
const db = openDatabase(join(dir, "leads.sqlite"));
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const rowsOf = (leadId: number) =>
  Object.fromEntries(
    ["notifications", "lead_status", "lead_status_changes", "lead_notes"].map((table) => [
      table,
      Number(db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE lead_id = ?`).get(leadId)?.n),
    ]),
  );

describe("erasing a lead from the desk", () => {
  it("removes the lead with its notification, status and notes; the audit keeps only the reference", async () => {
    const lead = (name: string) =>
      withStore(db, () =>
        insertLead({
          template: "contact",
          form: "consultation",
          fields: { user_name: name },
          client: "203.0.113.5",
          notify: "pending",
        }),
      );
    const erased = await lead("Asha Verma");
    const kept = await lead("Ravi Joshi");
    for (const { reference } of [erased, kept]) {
      await update(db, reference, { status: "contacted" }, "meera@lab.example");
      await update(
        db,
        reference,
        { note: "Called back about the 11 kV cable" },
        "meera@lab.example",
      );
    }
    const everything = { notifications: 1, lead_status: 1, lead_status_changes: 1, lead_notes: 1 };
    expect(rowsOf(erased.id)).toEqual(everything);

    expect(await erase(db, erased.reference)).toBe(true);
    expect(await withStore(db, () => deskLead(erased.reference))).toBeUndefined();
    expect(rowsOf(erased.id)).toEqual({
      notifications: 0,
      lead_status: 0,
      lead_status_changes: 0,
      lead_notes: 0,
    });
    expect(rowsOf(kept.id)).toEqual(everything);
    expect(auditLog(db)[0]).toMatchObject({
      who: "meera@lab.example",
      action: "lead erased",
      detail: erased.reference,
    });
    expect(JSON.stringify(auditLog(db))).not.toContain("Asha");
    expect(await erase(db, erased.reference)).toBe(false);
  });
});

describe("the lead page's one Save", () => {
  const newLead = (name: string) =>
    withStore(db, () =>
      insertLead({
        template: "contact",
        form: "consultation",
        fields: { user_name: name },
        client: "203.0.113.5",
      }),
    );
  const logged = (reference: string) =>
    auditLog(db)
      .filter((e) => e.detail.startsWith(reference))
      .map((e) => `${e.action}: ${e.detail}`);

  it("keeps the status and the note together, in the history and the log", async () => {
    const { id, reference } = await newLead("Meena Iyer");
    const who = "meera@lab.example";
    expect(
      await update(db, reference, { status: "quoted", note: " Quote by Friday " }, who),
    ).toEqual({
      status: true,
      note: true,
      owner: false,
      followUp: false,
    });
    expect((await withStore(db, () => deskLead(reference)))?.status).toBe("quoted");
    expect((await withStore(db, () => notesOf(leadCase, id))).map((n) => n.text)).toEqual([
      "Quote by Friday",
    ]);
    expect(await withStore(db, () => statusChanges(leadCase, id))).toMatchObject([
      { who, from: "new", to: "quoted" },
    ]);
    expect(logged(reference).sort()).toEqual(
      [`lead note added: ${reference}`, `lead status changed: ${reference}: new → quoted`].sort(),
    );

    // The same status and no note: nothing changes, nothing is logged.
    expect(await update(db, reference, { status: "quoted", note: "  " }, who)).toEqual({
      status: false,
      note: false,
      owner: false,
      followUp: false,
    });
    expect(logged(reference)).toHaveLength(2);

    // A note alone keeps the status; the export reads the newest note.
    expect(await update(db, reference, { note: "Sent" }, who)).toEqual({
      status: false,
      note: true,
      owner: false,
      followUp: false,
    });
    const exported = await withStore(db, () => exportLeads({ q: "Meena Iyer" }));
    expect(exported.map((l) => [l.status, l.latestNote])).toEqual([["quoted", "Sent"]]);
    expect(await withStore(db, () => statusChanges(leadCase, id))).toHaveLength(1);
  });

  it("two people saving the same page at once: each change starts from what the other left", async () => {
    const { id, reference } = await newLead("Two Hands");
    const seen = (await withStore(db, () => deskLead(reference)))!; // both opened the page while it was new
    await withStore(db, () =>
      updateCase(leadCase, seen, { status: "won", note: "" }, "asha@lab.example"),
    );
    await withStore(db, () =>
      updateCase(leadCase, seen, { status: "lost", note: "" }, "ravi@lab.example"),
    );
    expect(
      (await withStore(db, () => statusChanges(leadCase, id))).map((c) => [c.who, c.from, c.to]),
    ).toEqual([
      ["asha@lab.example", "new", "won"],
      ["ravi@lab.example", "won", "lost"],
    ]);
    // The second Save of what is already stored changes nothing.
    expect(
      await withStore(db, () =>
        updateCase(leadCase, seen, { status: "lost", note: "" }, "asha@lab.example"),
      ),
    ).toEqual({ status: false, note: false, owner: false, followUp: false });
  });

  /** The lead's page posted, as the browser posts its forms. */
  const post = (reference: string, form: Record<string, string>) =>
    withStore(db, () =>
      leadDesk.answer(
        new URL(`http://localhost/desk/lead?id=${reference}`),
        new Request("http://localhost/desk/lead", {
          method: "POST",
          body: new URLSearchParams(form),
        }),
        "meera@lab.example",
      ),
    );
  const redirect = async (answer: ReturnType<typeof post>) => {
    const response = await answer;
    if (!(response instanceof Response)) throw new Error(`refused: ${response.refused?.text}`);
    expect(response.status).toBe(303);
    return response.headers.get("location");
  };
  const refusal = async (answer: ReturnType<typeof post>) => {
    const view = await answer;
    if (view instanceof Response) throw new Error(`not refused: ${view.status}`);
    return { status: view.status, field: view.refused?.field, message: view.refused?.text };
  };

  it("answers a Save with the page saying what was saved, an erasure with the list", async () => {
    const { reference } = await newLead("Posted Lead");
    expect(
      await redirect(post(reference, { action: "update", status: "won", note: "Order" })),
    ).toBe(`/desk/lead?id=${reference}&done=status+note`);
    expect(await redirect(post(reference, { action: "update", status: "won", note: "" }))).toBe(
      `/desk/lead?id=${reference}&done=nothing`,
    );
    expect(await redirect(post(reference, { action: "erase", confirm: "yes" }))).toBe(
      `/desk?id=${reference}&done=erased`,
    );
    expect(await withStore(db, () => deskLead(reference))).toBeUndefined();
  });

  it("refuses, and saves nothing of, an unknown status, a note over 5,000 characters, an unticked erasure", async () => {
    const { id, reference } = await newLead("Refused Lead");
    const before = logged(reference);
    expect(
      await refusal(post(reference, { action: "update", status: "hired", note: "x" })),
    ).toEqual({ status: 400, field: "status", message: "Choose one of the statuses in the list." });
    expect(
      await refusal(post(reference, { action: "update", status: "won", note: "क".repeat(5001) })),
    ).toMatchObject({ status: 400, field: "note", message: expect.stringContaining("5,000") });
    expect(await refusal(post(reference, { action: "erase" }))).toMatchObject({
      status: 400,
      field: "confirm",
    });
    expect(await refusal(post(reference, { action: "delete", confirm: "yes" }))).toMatchObject({
      status: 400,
    });
    expect(await refusal(post("LEAD-2026-999999", { action: "update", status: "won" }))).toEqual({
      status: 404,
      field: undefined,
      message: "No lead with that reference.",
    });
    expect((await withStore(db, () => deskLead(reference)))?.status).toBe("new");
    expect(await withStore(db, () => notesOf(leadCase, id))).toEqual([]);
    expect(logged(reference)).toEqual(before);
    // The longest note is taken whole.
    await post(reference, { action: "update", status: "new", note: "क".repeat(5000) });
    expect((await withStore(db, () => notesOf(leadCase, id)))[0]!.text).toHaveLength(5000);
  });
});

describe("the desk's search", async () => {
  const searchDb = openDatabase(join(dir, "search.sqlite"));
  afterAll(() => searchDb.close());
  let day = 0;
  /** Leads come in one a day, in the order written here. */
  const lead = (fields: Record<string, unknown>, form = "consultation") =>
    withStore(searchDb, () =>
      insertLead({
        template: "contact",
        form,
        fields: { form_name: form, ...fields },
        client: "203.0.113.5",
        createdAt: new Date(Date.UTC(2026, 0, 1 + day++)),
      }),
    );
  const anil = await lead({
    user_name: "अनिल कुमार",
    user_email: "anil.kumar@example.in",
    user_phone: "9826012345",
    message: "कृपया ट्रांसफॉर्मर ऑयल की जाँच करें",
  });
  const joshi = await lead(
    {
      company_name: "Narmada Cables",
      contact_person: "S. Joshi",
      email: "joshi@narmada.in",
      phone: "0731 2345678",
      equipment_details: "11 kV XLPE cable, 3 drums; the site is NEAR (Rewa) - call first",
      consent: true,
    },
    "enquiry",
  );
  const transformer = await lead({
    user_name: "Meera Nair",
    user_email: "meera@malwa.example",
    message: "Transformer oil test: transformer oil from two transformers",
  });
  const verbose = await lead({
    user_name: "Farah Khan",
    user_email: "farah@ujjain.example",
    message: `We make meters and panels and would like a visit. ${"Our plant runs three shifts. ".repeat(8)}One transformer too.`,
  });
  const found = async (q: string) =>
    (await withStore(searchDb, () => listLeads({ q }))).rows.map((r) => r.reference);
  /** Rows of the index itself that hold the text (the list would hide those of a gone lead). */
  const indexed = (text: string) =>
    Number(
      searchDb
        .prepare("SELECT COUNT(*) AS n FROM lead_search WHERE lead_search MATCH ?")
        .get(`"${text}"`)?.n,
    );

  it("matches values, never the fields' names", async () => {
    for (const name of ["user", "email", "message", "name", "phone", "company", "form_name"])
      expect(await found(name), name).toEqual([]);
    expect(await found("consultation")).toEqual([]);
  });

  it("finds Hindi names by each word", async () => {
    expect(await found("अनिल")).toEqual([anil.reference]);
    expect(await found("कुमार")).toEqual([anil.reference]);
    expect(await found("अनिल कुमार")).toEqual([anil.reference]);
    expect(await found("ट्रांसफॉर्मर")).toEqual([anil.reference]);
    expect(await found("सुनील")).toEqual([]);
    // Not the same letters: a tokenizer that split Hindi at its vowel signs would find "कुमार".
    expect(await found("किमार")).toEqual([]);
  });

  it("matches the start of a word, in any case", async () => {
    expect(await found("Jos")).toEqual([joshi.reference]);
    expect(await found("jos")).toEqual([joshi.reference]);
    expect(await found("JOSHI")).toEqual([joshi.reference]);
    expect(await found("narmada cab")).toEqual([joshi.reference]);
    expect(await found("Joshi Meera")).toEqual([]);
  });

  it("finds e-mail addresses and phone numbers by a piece of them", async () => {
    expect(await found("98260")).toEqual([anil.reference]);
    expect(await found("012345")).toEqual([anil.reference]);
    expect(await found("example.in")).toEqual([anil.reference]);
    expect(await found("anil.kumar@")).toEqual([anil.reference]);
    expect(await found("2345678")).toEqual([joshi.reference]);
    expect(await found("0731 2345678")).toEqual([joshi.reference]);
  });

  it("finds a lead by its reference or a piece of it", async () => {
    expect(await found(joshi.reference)).toEqual([joshi.reference]);
    expect(await found(joshi.reference.slice(-6))).toEqual([joshi.reference]);
    expect(await found(joshi.reference.toLowerCase())).toEqual([joshi.reference]);
  });

  it("takes the search language's characters as text, and never fails on them", async () => {
    expect(await found("NEAR")).toEqual([joshi.reference]);
    expect(await found("(Rewa)")).toEqual([joshi.reference]);
    expect(await found("- call")).toEqual([joshi.reference]);
    expect(await found("XLPE cable,")).toEqual([joshi.reference]);
    for (const q of [
      '"',
      '"Joshi',
      'Joshi"',
      "'",
      "*",
      "Jos*",
      "-Joshi",
      "Joshi -Narmada",
      "email:joshi",
      "user_name:Anil",
      "NEAR(Joshi Narmada)",
      "Joshi NEAR Narmada",
      "Joshi OR Meera",
      "Joshi AND",
      "NOT Joshi",
      "(",
      ")",
      "^Joshi",
      "{user_name}: anil",
      "%",
      "_",
      "\\",
      "a",
      "ab",
      "x".repeat(200),
    ])
      await expect(
        withStore(searchDb, () => listLeads({ q })),
        q,
      ).resolves.toBeDefined();
    expect(await found("Joshi OR Meera")).toEqual([]);
    expect(await found("%")).toEqual([]);
    expect(await found("_")).toEqual([]);
  });

  it("finds short words too", async () => {
    expect(await found("kV")).toEqual([joshi.reference]);
    expect(await found("11 kV")).toEqual([joshi.reference]);
  });

  it("ranks the best match first; without a search the newest come first", async () => {
    expect(await found("transformer")).toEqual([transformer.reference, verbose.reference]);
    expect(await found("")).toEqual([verbose, transformer, joshi, anil].map((l) => l.reference));
  });

  it("combines the search with the filters, and counts what it found", async () => {
    const result = await await withStore(searchDb, () =>
      listLeads({ q: "example", form: "consultation" }),
    );
    expect(result.total).toBe(3);
    expect(
      (await withStore(searchDb, () => listLeads({ q: "example", form: "enquiry" }))).total,
    ).toBe(0);
    expect(
      (await withStore(searchDb, () => listLeads({ q: "example", from: "2026-01-02" }))).total,
    ).toBe(2);
    expect((await withStore(searchDb, () => listLeads({ q: "Joshi", status: "new" }))).total).toBe(
      1,
    );
    // The export holds every match, newest first.
    expect(
      (await withStore(searchDb, () => exportLeads({ q: "transformer" }))).map((l) => l.reference),
    ).toEqual([verbose.reference, transformer.reference]);
    expect(
      (await withStore(searchDb, () => exportLeads({ q: "transformer" }, "oldest"))).map(
        (l) => l.reference,
      ),
    ).toEqual([transformer.reference, verbose.reference]);
  });

  it("filters by status, and counts each status", async () => {
    await update(searchDb, joshi.reference, { status: "won" }, "meera@lab.example");
    await update(searchDb, anil.reference, { status: "contacted" }, "meera@lab.example");
    await update(searchDb, anil.reference, { status: "new" }, "meera@lab.example");
    const won = await await withStore(searchDb, () => listLeads({ status: "won" }));
    expect(won.rows.map((r) => [r.reference, r.status])).toEqual([[joshi.reference, "won"]]);
    expect(won.total).toBe(1);
    expect(won.counts).toEqual({ new: 3, contacted: 0, quoted: 0, won: 1, lost: 0, spam: 0 });
    const fresh = await await withStore(searchDb, () => listLeads({ status: "new" }));
    expect(fresh.total).toBe(3);
    expect(fresh.rows.map((r) => r.reference)).toEqual(
      [verbose, transformer, anil].map((l) => l.reference),
    );
    expect((await withStore(searchDb, () => listLeads({ status: "new", q: "Joshi" }))).total).toBe(
      0,
    );
    expect(
      (
        await await withStore(searchDb, () =>
          listLeads({ status: "won", q: "Joshi", form: "enquiry" }),
        )
      ).total,
    ).toBe(1);
    expect(
      (await withStore(searchDb, () => listLeads({ status: "new", form: "consultation" }))).total,
    ).toBe(3);
    expect((await withStore(searchDb, () => listLeads({}))).total).toBe(4);
  });

  it("an erased lead can no longer be found, and its words leave the file", async () => {
    const gone = await lead({ user_name: "Zorawar Qwertyuiop", message: "erase me" });
    expect(await found("Qwertyuiop")).toEqual([gone.reference]);
    expect(await erase(searchDb, gone.reference)).toBe(true);
    expect(await found("Qwertyuiop")).toEqual([]);
    expect(await found(gone.reference)).toEqual([]);
    expect(indexed("Qwertyuiop")).toBe(0);
    // FTS5 removes a deleted row's entries from the index at once, not at a later merge.
    expect(
      searchDb.prepare("SELECT v FROM lead_search_config WHERE k = 'secure-delete'").get()?.v,
    ).toBe(1);
    const file = join(dir, "search.sqlite");
    const onDisk = [file, `${file}-wal`].some(
      (f) => existsSync(f) && readFileSync(f).includes("Qwertyuiop"),
    );
    expect(onDisk).toBe(false);
  });

  it("a purged lead can no longer be found", async () => {
    expect(await found("अनिल")).toEqual([anil.reference]);
    expect(indexed("अनिल")).toBe(1);
    await withStore(searchDb, () =>
      purgeRecords(leadCase, new Date(Date.UTC(2026, 0, 2)), new Date(0)),
    );
    expect(await found("अनिल")).toEqual([]);
    expect(await found("9826012345")).toEqual([]);
    expect(indexed("अनिल")).toBe(0);
    expect(indexed("9826012345")).toBe(0);
    expect(await found("Joshi")).toEqual([joshi.reference]);
    expect((await withStore(searchDb, () => listLeads({}))).counts.new).toBe(2);
  });
});

describe("the search index of a database from before it existed", () => {
  it("holds the leads that were there", async () => {
    const old = new DatabaseSync(join(dir, "old.sqlite"));
    migrate(
      old,
      "old.sqlite",
      migrations.filter((m) => m.version <= 4),
    );
    // Written as that schema's code wrote it (today's insertLead writes tables it did not have).
    const earlier = { reference: "LEAD-2025-000998" };
    old
      .prepare(
        "INSERT INTO leads (reference, created_at, template, form, fields, client) VALUES ('LEAD-2025-000998', '2025-01-01', 'contact', 'consultation', ?, '203.0.113.5')",
      )
      .run(
        JSON.stringify({
          user_name: "Ravi Joshi",
          user_email: "ravi@example.in",
          wants: ["a", "b"],
        }),
      );
    old
      .prepare(
        "INSERT INTO leads (reference, created_at, template, form, fields, client) VALUES ('LEAD-2025-000999', '2025-01-01', 'contact', 'consultation', 'not json', '')",
      )
      .run();
    migrate(old, "old.sqlite");
    expect(
      (await await withStore(old, () => listLeads({ q: "Ravi" }))).rows.map((r) => r.reference),
    ).toEqual([earlier.reference]);
    expect((await await withStore(old, () => listLeads({ q: "user" }))).rows).toEqual([]);
    expect(
      (await await withStore(old, () => listLeads({ q: "000999" }))).rows.map((r) => r.reference),
    ).toEqual(["LEAD-2025-000999"]);
    old.close();
  });
});

describe("a search that matches more leads than can be ranked", () => {
  it("lists them newest first; at the limit, best match first", async () => {
    const many = openDatabase(join(dir, "many.sqlite"));
    const insert = many.prepare(
      "INSERT INTO leads (reference, created_at, template, form, fields, client) VALUES (?, ?, 'contact', 'consultation', ?, '')",
    );
    const add = (id: number, name: string) => {
      const at = new Date(Date.UTC(2026, 0, 1) + id * 60_000);
      insert.run(formatReference(id, at), at.toISOString(), JSON.stringify({ user_name: name }));
      return formatReference(id, at);
    };
    many.exec("BEGIN");
    // The oldest lead matches best: its name is the word itself, three times.
    const best = add(1, "Tiwari Tiwari Tiwari");
    for (let id = 2; id <= RANK_LIMIT + 1; id++)
      add(id, `Tiwari, Suresh Chandra Prasad Narayan ${id}`);
    many.exec("COMMIT");
    const newest = formatReference(
      RANK_LIMIT + 1,
      new Date(Date.UTC(2026, 0, 1) + (RANK_LIMIT + 1) * 60_000),
    );

    const over = await await withStore(many, () => listLeads({ q: "Tiwari" }));
    expect(over.total).toBe(RANK_LIMIT + 1);
    expect(over.rows[0]?.reference).toBe(newest);

    await erase(many, newest);
    const at = await await withStore(many, () => listLeads({ q: "Tiwari" }));
    expect(at.total).toBe(RANK_LIMIT);
    expect(at.rows[0]?.reference).toBe(best);
    many.close();
  });
});
