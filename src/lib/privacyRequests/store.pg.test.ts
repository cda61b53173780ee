import { describe, expect, it } from "vitest";
import { onBothEngines } from "../../../tests/fixtures/bothEngines";
import { insertLead } from "@/lib/leads/store";
import { insertApplication } from "@/lib/careers/store";
import { eraseCase, notesOf, statusChanges } from "@/lib/cases/store";
import { updateCase } from "@/lib/cases/update";
import { privacyCase } from "./case";
import { contactPerson } from "./contact";
import { dataHeldFor } from "./dataHeld";
import {
  insertPrivacyRequest,
  insertRequestLink,
  listPrivacyRequests,
  liveRequestLink,
  privacyClockCounts,
  privacyRequestByReference,
  referenceBelongsTo,
  saveContact,
  takeRequestLink,
} from "./store";

const T0 = new Date("2026-11-02T06:00:00Z");
const DAY = 86_400_000;
const day = (n: number) => new Date(T0.getTime() + n * DAY + 60_000);

describe("privacy requests on PostgreSQL (issue 53)", () => {
  it("stores, finds, counts and lists requests, links and the contact person as SQLite does", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      const lead = await insertLead({
        template: "contact",
        form: "consultation",
        fields: { user_name: "Asha", user_email: "Asha_100%@Example.in", message: "Hi" },
        client: "203.0.113.5",
        createdAt: T0,
      });
      await insertLead({
        template: "contact",
        form: "consultation",
        fields: { user_name: "Other", user_email: "asha_1000@example.in", message: "Hi" },
        client: "203.0.113.5",
        createdAt: T0,
      });
      const application = await insertApplication({
        opening: undefined,
        fields: {
          name: "Asha",
          email: "ASHA_100%@example.in",
          phone: "9826012345",
          currentRole: "Technician",
          experience: "2",
          noticePeriod: "30 days",
          note: "",
        },
        cv: { name: "cv.pdf", type: "application/pdf", bytes: new Uint8Array([37]) },
        client: "203.0.113.5",
        userAgent: null,
        createdAt: T0,
        notify: "off",
      });
      const email = "asha_100%@example.in";
      const opened = await insertPrivacyRequest(
        {
          email,
          kind: "access",
          details: "",
          quotedReference: lead.reference,
          proof: "reference",
          client: "203.0.113.5",
          userAgent: null,
          createdAt: T0,
          language: "hi",
        },
        async () => {},
      );
      const record = (await privacyRequestByReference(opened.reference))!;
      await updateCase(privacyCase, record, { status: "open", note: "Checked" }, "p@lab", T0);
      await insertRequestLink(
        "a".repeat(64),
        {
          email,
          kind: "erasure",
          details: "",
          quotedReference: "",
          client: "",
          userAgent: null,
          language: "hi",
        },
        T0,
        new Date(T0.getTime() + 48 * 3_600_000),
      );
      const live = await liveRequestLink("a".repeat(64), T0);
      const taken = await takeRequestLink("a".repeat(64), T0);
      const again = await takeRequestLink("a".repeat(64), T0);
      const before = await contactPerson();
      await saveContact({ name: "Mr. Rao", email: "dpo@lab.example" }, "admin@lab", T0);
      await saveContact({ name: "Ms. Rao", email: "dpo@lab.example" }, "admin@lab", T0);
      const held = await dataHeldFor(email);
      const result = {
        reference: opened.reference,
        belongs: await referenceBelongsTo(lead.reference, email),
        belongsApp: await referenceBelongsTo(application.reference, email),
        notOther: await referenceBelongsTo(lead.reference, "asha_1000@example.in"),
        due89: await privacyClockCounts(day(89)),
        due91: await privacyClockCounts(day(91)),
        listDue: (await listPrivacyRequests({ clock: "due" }, day(89))).map((r) => r.reference),
        listKind: (await listPrivacyRequests({ kind: "erasure" }, T0)).length,
        notes: (await notesOf(privacyCase, record.id)).map((n) => n.text),
        history: await statusChanges(privacyCase, record.id),
        live,
        taken: taken?.kind,
        takenLanguage: taken?.language,
        language: record.language,
        again,
        before: before.name,
        after: (await contactPerson()).name,
        held: held.map((h) => [h.source, h.reference]),
      };
      await eraseCase(privacyCase, opened.reference, "p@lab", T0);
      return { ...result, erased: await privacyRequestByReference(opened.reference) };
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite).toMatchObject({
      reference: "PRV-2026-000001",
      belongs: true,
      belongsApp: true,
      notOther: false,
      due89: { open: 1, due: 1, overdue: 0 },
      due91: { open: 1, due: 0, overdue: 1 },
      listDue: ["PRV-2026-000001"],
      listKind: 0,
      notes: ["Checked"],
      live: true,
      taken: "erasure",
      takenLanguage: "hi",
      language: "hi",
      again: undefined,
      before: "Ms. Neha Joshi",
      after: "Ms. Rao",
      held: [
        ["lead", "LEAD-2026-000001"],
        ["application", "APP-2026-000001"],
      ],
      erased: undefined,
    });
  });
});
