import { describe, expect, it } from "vitest";
import { onBothEngines } from "../../../tests/fixtures/bothEngines";
import { addUser } from "@/lib/desk/accounts";
import { purgeExpired } from "@/lib/cases/retention";
import { eraseCase, notesOf, statusChanges, statusCounts } from "@/lib/cases/store";
import { updateCase } from "@/lib/cases/update";
import { applicationCase } from "./applicationsCase";
import { applicationAcknowledgementOutbox, applicationOutbox } from "./applicationsMail";
import { type OpeningFormValues, submitOpeningForm } from "./openingForm";
import { listOpenings } from "./openingList";
import { closeOpening } from "./openingsDesk";
import {
  allOpenings,
  applicationByReference,
  countsByOpening,
  insertApplication,
  jobBoard,
  listApplications,
} from "./store";

const TODAY = "2026-11-26";
const T0 = new Date("2026-11-26T06:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

const form = (extra: Partial<OpeningFormValues> = {}): OpeningFormValues => ({
  title: "Relay Test Engineer",
  categoryId: "electrical-testing-engineering",
  type: "Full-time",
  location: "Indore",
  experience: "2+ Years",
  summary: "Test protection relays at substations.",
  requirements: "Diploma in Electrical Engineering\nExperience with secondary injection",
  deadline: "2027-03-31",
  ...extra,
});

const APPLICANTS = [
  { name: "Asha Verma", email: "Asha.Verma@example.in" },
  { name: "सुनीता शर्मा", email: "sunita@example.in" },
  { name: "Ravi O'Brien", email: "ravi_100%@example.in" },
];

describe("careers on PostgreSQL (issue 53)", () => {
  it("publishes, drafts, closes and reopens openings, and lists the board in the order added, as SQLite does", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      const opts = { existing: undefined, who: "hr@lab", today: TODAY };
      const first = await submitOpeningForm(form(), opts);
      const second = await submitOpeningForm(form(), opts);
      const draft = await submitOpeningForm(form({ title: "Calibration Engineer" }), {
        ...opts,
        action: "saveDraft",
      });
      await closeOpening("transformer-test-engineer", "hr@lab");
      const closed = (await allOpenings()).find((o) => o.id === "transformer-test-engineer")!;
      const reopened = await submitOpeningForm(form({ title: closed.title }), {
        existing: closed,
        who: "hr@lab",
        today: TODAY,
        action: "reopen",
      });
      await closeOpening("relay-test-engineer-2", "hr@lab");
      const board = (await jobBoard(TODAY)).map((c) => [c.id, c.openings.map((o) => o.id)]);
      const all = (await allOpenings()).map((o) => `${o.id} ${o.status} ${o.postedOn}`);
      const listed = await listOpenings({}, TODAY);
      return {
        ids: [first, second, draft, reopened].map((r) => (r.ok ? r.opening.id : r.errors)),
        board,
        all,
        listed: listed.openings.map((o) => `${o.id} ${o.applications.total}`),
        pastDeadline: (await jobBoard("2027-04-01")).flatMap((c) => c.openings.map((o) => o.id)),
      };
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.ids).toEqual([
      "relay-test-engineer",
      "relay-test-engineer-2",
      "calibration-engineer",
      "transformer-test-engineer",
    ]);
    expect(sqlite.all.length).toBeGreaterThan(4);
    expect(sqlite.all).toContain("calibration-engineer draft 2026-11-26");
    expect(sqlite.board.flatMap(([, ids]) => ids)).not.toContain("calibration-engineer");
  });

  it("stores applications and lists them by opening, status and search (any case), with their cases, as SQLite does", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      await addUser("hr@lab.example", "correct horse battery staple", ["hr"]);
      const opening = (await allOpenings())[0]!;
      const refs: string[] = [];
      for (const [i, who] of APPLICANTS.entries())
        refs.push(
          (
            await insertApplication({
              opening: i === 2 ? undefined : { id: opening.id, title: opening.title },
              fields: {
                ...who,
                phone: "98260 12345",
                currentRole: "Test technician",
                experience: "3-5 years",
                noticePeriod: "30 days",
                note: i === 1 ? "मैं इंदौर में हूँ" : "",
              },
              cv: { name: `cv-${i}.pdf`, type: "application/pdf", bytes: new Uint8Array([37, i]) },
              client: "203.0.113.7",
              userAgent: "Firefox",
              notify: i === 0 ? "pending" : "off",
              acknowledge: i === 1 ? "pending" : "off",
              createdAt: at(i),
            })
          ).reference,
        );
      const [asha, sunita] = refs as [string, string, string];
      const ashaApp = (await applicationByReference(asha))!;
      await updateCase(
        applicationCase,
        ashaApp,
        {
          status: "shortlisted",
          note: "Strong on relays",
          followUp: { owner: "hr@lab.example", due: "2026-11-27" },
        },
        "hr@lab.example",
        at(10),
      );
      const list = async (filter: Parameters<typeof listApplications>[0]) => {
        const page = await listApplications(filter);
        return { total: page.total, names: page.rows.map((r) => `${r.name} ${r.status}`) };
      };
      const hrMails = await applicationOutbox().due(at(5), 10);
      const ackMails = await applicationAcknowledgementOutbox().due(at(5), 10);
      const hrMail = await applicationOutbox().item(hrMails[0]!.id);
      await applicationOutbox().markSent(hrMails[0]!.id, "<1@lab>", at(6));
      const seen = {
        mails: [hrMails.length, ackMails.length, hrMail?.reference === asha],
        mailsAfter: (await applicationOutbox().due(at(60), 10)).length,
        all: await list({}),
        opening: await list({ opening: opening.id }),
        general: await list({ opening: "general" }),
        shortlisted: await list({ status: "shortlisted" }),
        ASHA: await list({ q: "ASHA" }),
        email: await list({ q: "VERMA@EXAMPLE" }),
        devanagari: await list({ q: "सुनीता" }),
        percent: await list({ q: "100%" }),
        underscore: await list({ q: "_" }),
        mine: await list({ owner: "me", me: "hr@lab.example" }),
        due: await list({ due: "today", today: "2026-11-27" }),
        counts: await countsByOpening(),
        statuses: await statusCounts(applicationCase),
        history: (await statusChanges(applicationCase, ashaApp.id)).map((c) => c.to),
        notes: (await notesOf(applicationCase, ashaApp.id)).map((n) => n.text),
        stored: await applicationByReference(sunita),
        erased: await eraseCase(applicationCase, sunita, "hr@lab.example", at(20)),
        afterErasure: await list({}),
        purged: await purgeExpired(applicationCase, new Date("2028-01-01T00:00:00Z")),
        afterPurge: await list({}),
      };
      return seen;
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.all.total).toBe(3);
    expect(sqlite.mails).toEqual([1, 1, true]);
    expect(sqlite.ASHA.total).toBe(1);
    expect(sqlite.email.total).toBe(1);
    expect(sqlite.devanagari.total).toBe(1);
    expect(sqlite.percent.total).toBe(1);
    expect(sqlite.mine.total).toBe(1);
    expect(sqlite.purged.deleted).toBe(2);
  });
});
