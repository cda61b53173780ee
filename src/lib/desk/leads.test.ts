// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import { insertLead } from "@/lib/db/leads";
import {
  addLeadNote,
  auditLog,
  deleteLead,
  deskLead,
  exportLeads,
  leadNotes,
  setLeadStatus,
  updateLead,
} from "./leads";

const dir = mkdtempSync(join(tmpdir(), "desk-leads-"));
const db = openDatabase(join(dir, "leads.sqlite"));
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const rowsOf = (leadId: number) =>
  Object.fromEntries(
    ["notifications", "lead_status", "lead_notes"].map((table) => [
      table,
      Number(db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE lead_id = ?`).get(leadId)?.n),
    ]),
  );

describe("erasing a lead from the desk", () => {
  it("removes the lead with its notification, status and notes; the audit keeps only the reference", () => {
    const lead = (name: string) =>
      insertLead(db, {
        template: "contact",
        form: "consultation",
        fields: { user_name: name },
        client: "203.0.113.5",
        notify: "pending",
      });
    const erased = lead("Asha Verma");
    const kept = lead("Ravi Joshi");
    for (const { reference } of [erased, kept]) {
      setLeadStatus(db, reference, "contacted", "meera@lab.example");
      addLeadNote(db, reference, "Called back about the 11 kV cable", "meera@lab.example");
    }
    const everything = { notifications: 1, lead_status: 1, lead_notes: 1 };
    expect(rowsOf(erased.id)).toEqual(everything);

    expect(deleteLead(db, erased.reference, "meera@lab.example")).toBe(true);
    expect(deskLead(db, erased.reference)).toBeUndefined();
    expect(rowsOf(erased.id)).toEqual({ notifications: 0, lead_status: 0, lead_notes: 0 });
    expect(rowsOf(kept.id)).toEqual(everything);
    expect(auditLog(db)[0]).toMatchObject({
      who: "meera@lab.example",
      action: "lead deleted",
      detail: erased.reference,
    });
    expect(JSON.stringify(auditLog(db))).not.toContain("Asha");
    expect(deleteLead(db, erased.reference, "meera@lab.example")).toBe(false);
  });
});

describe("the lead page's one Save", () => {
  const newLead = (name: string) =>
    insertLead(db, {
      template: "contact",
      form: "consultation",
      fields: { user_name: name },
      client: "203.0.113.5",
    });
  const logged = (reference: string) =>
    auditLog(db)
      .filter((e) => e.detail.startsWith(reference))
      .map((e) => `${e.action}: ${e.detail}`);

  it("keeps the status and the note together, and logs each change", () => {
    const { id, reference } = newLead("Meena Iyer");
    const who = "meera@lab.example";
    expect(updateLead(db, reference, { status: "quoted", note: " Quote by Friday " }, who)).toEqual(
      { status: true, note: true },
    );
    expect(deskLead(db, reference)?.status).toBe("quoted");
    expect(leadNotes(db, id).map((n) => n.text)).toEqual(["Quote by Friday"]);
    expect(logged(reference).sort()).toEqual(
      [`note added: ${reference}`, `status changed: ${reference}: new → quoted`].sort(),
    );

    // The same status and no note: nothing changes, nothing is logged.
    expect(updateLead(db, reference, { status: "quoted", note: "  " }, who)).toEqual({
      status: false,
      note: false,
    });
    expect(logged(reference)).toHaveLength(2);

    // A note alone keeps the status; the export reads the newest note.
    expect(updateLead(db, reference, { status: "quoted", note: "Sent" }, who)).toEqual({
      status: false,
      note: true,
    });
    const exported = exportLeads(db, { q: "Meena Iyer" });
    expect(exported.map((l) => [l.status, l.latestNote])).toEqual([["quoted", "Sent"]]);
    expect(updateLead(db, "LEAD-2026-999999", { status: "won", note: "x" }, who)).toBeUndefined();
  });
});
