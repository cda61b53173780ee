// @vitest-environment node
import { describe, expect, it } from "vitest";
import { applicationCase } from "@/lib/careers/applicationsCase";
import { siteCertificates } from "@/lib/certificates";
import { expiringWithin } from "@/lib/certificateStanding";
import { statusCounts } from "@/lib/cases/store";
import { openDatabase } from "@/lib/db/connection";
import { insertLead } from "@/lib/leads/store";
import { withStore } from "@/lib/db/store";
import { countSigningNameChanges } from "@/lib/desk/signingNames";
import { leadCase } from "@/lib/leads/case";
import { registerCounts as registerCountsIn } from "@/lib/reports/registerList";
import { attentionFor } from "./attention";
import { onDb } from "../../../tests/fixtures/onDb";

const registerCounts = onDb(registerCountsIn);

const today = "2026-11-27";
const admin = { email: "asha@lab.example", roles: ["admin"] } as const;

/** A desk with a little of everything the start page counts. */
async function desk() {
  const db = openDatabase(":memory:");
  const lead = (name: string) =>
    withStore(db, () =>
      insertLead({
        template: "contact",
        form: "consultation",
        fields: { user_name: name, company_name: "Dewas Meters" },
        client: "203.0.113.5",
      }),
    );
  const [first, second] = [
    await lead("Asha Verma"),
    await lead("Ravi Rao"),
    await lead("Hema Iyer"),
  ];
  db.prepare(
    "INSERT INTO lead_status (lead_id, status, updated_at, updated_by) VALUES (?, 'contacted', 'now', 'x')",
  ).run(second!.id);
  db.prepare(
    "INSERT INTO desk_users (email, password_hash, created_at) VALUES (?, 'x', 'now')",
  ).run(admin.email);
  db.prepare(
    "INSERT INTO lead_follow_up (lead_id, owner, due, updated_at, updated_by) VALUES (?, ?, ?, 'now', 'x')",
  ).run(first!.id, admin.email, "2026-11-20");
  db.prepare(
    "INSERT INTO desk_signing_name_changes (email, display_name, designation, asked_at) VALUES (?, 'Asha V.', 'Head', 'now')",
  ).run(admin.email);
  const application = db.prepare(
    `INSERT INTO applications (reference, created_at, name, email, phone, current_role, experience,
       notice_period, note, cv_name, cv_type, cv_size, cv, client, notify_state)
     VALUES (?, '2026-11-01T00:00:00Z', ?, 'a@b.in', '9826012345', '', '', '', '', 'cv.pdf', 'application/pdf', 1, X'25', 'local', 'off')`,
  );
  application.run("APP-2026-000901", "Neha Joshi");
  const rejected = Number(application.run("APP-2026-000902", "Old Hand").lastInsertRowid);
  db.prepare(
    "INSERT INTO application_status (application_id, status, updated_at, updated_by) VALUES (?, 'rejected', 'now', 'x')",
  ).run(rejected);
  db.prepare(
    "INSERT INTO application_follow_up (application_id, owner, due, updated_at, updated_by) VALUES (?, ?, ?, 'now', 'x')",
  ).run(rejected, admin.email, "2026-11-01");
  const report = db.prepare(
    `INSERT INTO reports (ulr, token, code, report_number, kind, discipline, grp, customer,
       item_description, standard, issue_date, signatory, created_at, created_by)
     VALUES (?, ?, '1234', ?, 'test-report', 'Electrical', 'Cables', 'A customer', 'A cable',
       'IS 694', '2026-11-01', 'A signatory', '2026-11-01T00:00:00Z', 'test')`,
  );
  for (const n of [1, 2, 3]) report.run(`TC00012600000000${n}F`, `token-${n}`, `R-${n}`);
  db.prepare("UPDATE reports SET authorised_at = 'now' WHERE id = 1").run();
  db.prepare(
    "INSERT INTO report_pdfs (report_id, version, sha256, size, added_at, added_by) VALUES (3, 1, 'ab', 1, 'now', 'x')",
  ).run();
  // A breach whose reports to CERT-In and the Board are not sent: owed, in time or late.
  const aware = "2026-11-27T04:00:00.000Z";
  db.prepare(
    `INSERT INTO privacy_breaches (reference, created_at, created_by, aware_at, details)
     VALUES ('BR-2026-001', ?, 'x', ?, ?)`,
  ).run(
    aware,
    aware,
    JSON.stringify({ title: "Stolen laptop", awareAt: aware, certInAt: null, boardReportAt: null }),
  );
  const certificate = db.prepare("SELECT id FROM certificates ORDER BY id LIMIT 1").get()!;
  db.prepare("UPDATE certificates SET valid_until = '2026-12-20' WHERE id = ?").run(
    String(certificate.id),
  );
  return db;
}

describe("the start page's counts", () => {
  it("count what each area counts, and name the follow-ups due", async () => {
    const db = await desk();
    const items = await withStore(db, () => attentionFor(admin, today));
    const counts = Object.fromEntries(items.map((item) => [item.key, item.count]));
    expect(counts).toEqual({
      newLeads: 2,
      leadsDue: 1,
      newApplications: 1,
      applicationsDue: 0,
      awaitingAuthorisation: 2,
      needsFinalPdf: 2,
      certificates: 1,
      signingNames: 1,
      breachReports: 1,
      privacyOpen: 0,
      privacyDue: 0,
      privacyOverdue: 0,
    });
    // The same numbers as each area's own page counts them.
    expect(counts).toMatchObject({
      newLeads: (await withStore(db, () => statusCounts(leadCase))).new,
      newApplications: (await withStore(db, () => statusCounts(applicationCase))).new,
      awaitingAuthorisation: (await registerCounts(db)).awaiting,
      needsFinalPdf: (await registerCounts(db)).needsPdf,
      certificates: expiringWithin(await withStore(db, siteCertificates), today).length,
      signingNames: await withStore(db, countSigningNameChanges),
    });
    expect(items.find((item) => item.key === "leadsDue")?.due).toEqual([
      expect.objectContaining({
        about: "Asha Verma, Dewas Meters · Consultation request",
        due: "2026-11-20",
      }),
    ]);
  });

  it("shows each person only the counts of the areas they may read", async () => {
    const db = await desk();
    const items = await withStore(db, () =>
      attentionFor({ email: "ravi@lab.example", roles: ["hr"] }, today),
    );
    expect(items.map((item) => item.key)).toEqual(["newApplications", "applicationsDue"]);
  });
});
