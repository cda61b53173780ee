// @vitest-environment node
import { describe, expect, it } from "vitest";
import { grievanceOfficer } from "@/content/privacy";
import { breachDesk } from "@/content/privacyBreaches";
import { saveContact } from "@/lib/privacyRequests/store";
import { onFreshStore } from "../../../tests/fixtures/freshStore";
import { clockOf, owesReport } from "./clocks";
import { noticeToPeople, plainText, reportToBoard } from "./documents";
import { breachPage } from "./pages";
import { closeBreach, recordBreach, restoreBreachVersion, saveBreach } from "./register";
import { allBreaches, breachByReference, breachVersions } from "./store";
import { checkBreachForm, emptyDocument, momentOfIndiaTime, type BreachDocument } from "./values";

const problems = breachDesk.problems;
const HOUR = 3_600_000;
/** The lab became aware at 10:00 in India on 30 November 2026. */
const AWARE = new Date("2026-11-30T04:30:00.000Z");
const after = (hours: number) => new Date(AWARE.getTime() + hours * HOUR);
/** A contact person other than content's default, so the texts can only have it from the caller. */
const CONTACT = { name: "Mr. Arvind Rao", email: "dpo@malwaelectrotest.in" };

const document = (over: Partial<BreachDocument> = {}): BreachDocument => ({
  ...emptyDocument(AWARE),
  title: "A laptop with exported leads was stolen",
  nature: "A staff laptop holding a CSV export of 140 enquiries was stolen from a car.",
  extent: "Names, e-mail addresses and phone numbers of 140 people who sent enquiries.",
  occurred: "29 November 2026, evening",
  location: "Vijay Nagar, Indore (a staff car)",
  impact: "Unwanted calls or e-mails; phishing in the lab's name.",
  mitigation: "The laptop's disk is encrypted; its sessions were ended and passwords changed.",
  safety: "Be wary of calls or e-mails asking for payment in the lab's name.",
  causes: "An export was kept on a laptop against the lab's rule.",
  culprit: "",
  remedies: "Exports now expire after a day; laptops are checked monthly.",
  peopleTold: "",
  ...over,
});

describe("a breach's clocks run from the moment the lab became aware", () => {
  it("CERT-In: 1 hour left at 5 hours, overdue at 7", () => {
    const d = document();
    expect(clockOf(d, "certIn", after(5))).toEqual({
      state: "running",
      deadline: after(6).toISOString(),
      leftMs: HOUR,
    });
    expect(clockOf(d, "certIn", after(7))).toMatchObject({ state: "overdue", overMs: HOUR });
  });

  it("the Board's report: running at 71 hours, overdue at 73", () => {
    const d = document();
    expect(clockOf(d, "board", after(71))).toMatchObject({ state: "running", leftMs: HOUR });
    expect(clockOf(d, "board", after(73))).toMatchObject({ state: "overdue", overMs: HOUR });
  });

  it("a report sent stops its clock: in time, or late", () => {
    const inTime = document({ certInAt: after(5).toISOString() });
    const late = document({ boardReportAt: after(80).toISOString() });
    expect(clockOf(inTime, "certIn", after(100))).toMatchObject({ state: "done" });
    expect(clockOf(late, "board", after(100))).toMatchObject({ state: "late" });
  });

  it("owes a report until both are sent", () => {
    expect(owesReport(document(), after(100))).toBe(true);
    expect(owesReport(document({ certInAt: after(2).toISOString() }), after(10))).toBe(true);
    expect(
      owesReport(
        document({ certInAt: after(2).toISOString(), boardReportAt: after(70).toISOString() }),
        after(100),
      ),
    ).toBe(false);
  });
});

describe("the form, checked on the server", () => {
  const values = (over: Record<string, string> = {}) => ({
    title: "Stolen laptop",
    occurred: "",
    location: "",
    nature: "A laptop was stolen.",
    extent: "",
    impact: "",
    mitigation: "",
    safety: "",
    causes: "",
    culprit: "",
    remedies: "",
    peopleTold: "",
    awareAt: "2026-11-30T10:00",
    certInAt: "",
    boardToldAt: "",
    boardReportAt: "",
    peopleToldAt: "",
    ...over,
  });

  it("reads India time on the form as the moment it is", () => {
    expect(momentOfIndiaTime("2026-11-30T10:00")).toBe("2026-11-30T04:30:00.000Z");
    expect(momentOfIndiaTime("2026-02-31T10:00")).toBeUndefined();
    expect(momentOfIndiaTime("yesterday")).toBeUndefined();
    const checked = checkBreachForm(values(), after(1));
    expect(checked).toMatchObject({ document: { awareAt: AWARE.toISOString(), certInAt: null } });
  });

  it("asks for what happened, its nature and when the lab became aware", () => {
    expect(checkBreachForm(values({ title: "", nature: "", awareAt: "" }), after(1))).toEqual({
      errors: { title: problems.required, nature: problems.required, awareAt: problems.required },
    });
  });

  it("refuses a moment to come, one before the lab was aware, and a text too long", () => {
    expect(
      checkBreachForm(
        values({
          awareAt: "2026-12-01T10:00",
          nature: "x".repeat(4001),
        }),
        after(1),
      ),
    ).toEqual({ errors: { awareAt: problems.future, nature: problems.tooLong(4000) } });
    expect(checkBreachForm(values({ certInAt: "2026-11-30T09:00" }), after(1))).toEqual({
      errors: { certInAt: problems.beforeAware },
    });
  });
});

describe("the register keeps every version and audits each change", () => {
  it(
    "records BR-2026-001, saves a change as version 2, refuses a stale save, puts version 1 back",
    onFreshStore(async (db) => {
      const reference = await recordBreach(document(), "dpo@lab.example", after(0.5));
      expect(reference).toBe("BR-2026-001");
      expect(await recordBreach(document(), "dpo@lab.example", after(0.6))).toBe("BR-2026-002");
      const breach = (await breachByReference(reference))!;
      const [first] = await breachVersions(breach.id);

      const told = document({ certInAt: after(4).toISOString() });
      expect(
        await saveBreach(reference, told, "dpo@lab.example", after(4.1), { basedOn: first!.id }),
      ).toMatchObject({ saved: true });
      expect(
        await saveBreach(reference, document({ title: "Other" }), "b@lab.example", after(4.2), {
          basedOn: first!.id,
        }),
      ).toEqual({ saved: false, reason: "stale" });
      expect(await saveBreach(reference, told, "dpo@lab.example", after(4.3))).toEqual({
        saved: false,
        reason: "unchanged",
      });
      expect((await breachByReference(reference))!.document.certInAt).toBe(after(4).toISOString());

      expect(
        await restoreBreachVersion(breach, first!.id, "dpo@lab.example", after(5)),
      ).toMatchObject({ saved: true });
      const versions = await breachVersions(breach.id);
      expect(versions.map((v) => [v.document.certInAt, v.restoredFrom])).toEqual([
        [null, first!.id],
        [after(4).toISOString(), null],
        [null, null],
      ]);
      expect((await breachByReference(reference))!.document.certInAt).toBeNull();

      await closeBreach(breach, true, "dpo@lab.example", after(6));
      expect((await allBreaches()).find((b) => b.reference === reference)!.closedAt).toBe(
        after(6).toISOString(),
      );
      const log = db.prepare("SELECT action, detail FROM desk_audit ORDER BY id").all();
      expect(log.map((l) => [l.action, l.detail])).toEqual(
        expect.arrayContaining([
          ["privacy breach recorded", `${reference}: A laptop with exported leads was stolen`],
          ["privacy breach changed", `${reference}: certInAt`],
          ["privacy breach version restored", `${reference}: certInAt`],
          ["privacy breach closed", reference],
        ]),
      );
    }),
  );
});

describe("the texts rule 7 asks for", () => {
  it("the notice to people has (a) to (e): description, consequences, measures, safety, contact", () => {
    const text = noticeToPeople("BR-2026-001", document(), CONTACT);
    const all = plainText([text.intro], text.parts);
    for (const said of [
      "140 enquiries was stolen",
      "Names, e-mail addresses and phone numbers",
      "29 November 2026, evening",
      "Vijay Nagar",
      "phishing",
      "sessions were ended",
      "Be wary of calls",
      "Mr. Arvind Rao, Grievance Officer, dpo@malwaelectrotest.in",
    ])
      expect(all).toContain(said);
    expect(all).not.toContain(grievanceOfficer.name);
    expect(text.subject).toContain("BR-2026-001");
  });

  it("the Board's report has (a) and (b)(i) to (vi), and says what is not yet known", () => {
    const report = reportToBoard("BR-2026-001", document(), CONTACT);
    const all = plainText(report.lines, report.parts);
    const board = breachDesk.documents.board;
    for (const heading of [
      board.first,
      board.nature,
      board.extent,
      board.timing,
      board.location,
      board.impact,
      board.updated,
      board.causes,
      board.mitigation,
      board.culprit,
      board.remedies,
      board.peopleTold,
    ])
      expect(all).toContain(heading);
    expect(all).toContain("30 November 2026, 10:00 am");
    expect(all).toContain("Contact: Mr. Arvind Rao, Grievance Officer, dpo@malwaelectrotest.in");
    expect(all).not.toContain(grievanceOfficer.email);
    expect(all).toContain(`${board.culprit}\n${breachDesk.documents.people.notYet}`);
  });
});

describe("a breach's page names the desk's contact person (privacy_contact)", () => {
  it(
    "names content's Grievance Officer until the desk sets a contact, then the one set",
    onFreshStore(async () => {
      const reference = await recordBreach(document(), "dpo@lab.example", after(0.5));
      const texts = async () => {
        const page = await breachPage((await breachByReference(reference))!, after(1));
        return {
          people: plainText([page.texts.people.intro], page.texts.people.parts),
          board: plainText(page.texts.board.lines, page.texts.board.parts),
        };
      };
      const before = await texts();
      expect(before.people).toContain(`${grievanceOfficer.name}, Grievance Officer`);
      expect(before.board).toContain(`Contact: ${grievanceOfficer.name}, Grievance Officer`);

      await saveContact(CONTACT, "admin@lab.example", after(2));
      const after_ = await texts();
      expect(after_.people).toContain(
        "Mr. Arvind Rao, Grievance Officer, dpo@malwaelectrotest.in, who can answer on our behalf.",
      );
      expect(after_.board).toContain(
        "Contact: Mr. Arvind Rao, Grievance Officer, dpo@malwaelectrotest.in",
      );
      for (const text of [after_.people, after_.board]) {
        expect(text).not.toContain(grievanceOfficer.name);
        expect(text).not.toContain(grievanceOfficer.email);
      }
    }),
  );
});
