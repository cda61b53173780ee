// @vitest-environment node
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { applicationResult, applicationWords, cvUpload } from "@/content/forms/application";
import { acknowledgementWords as hindiWords } from "@/content/hi/acknowledgements";
import { applicationWords as hindiApplicationWords } from "@/content/hi/forms/application";
import { migrate } from "@/lib/db/migrate";
import { withStore } from "@/lib/db/store";
import { documentRefusals } from "@/content/fileChecks";
import { createThrottle } from "@/lib/platform/throttle/memory";
import { closeUntrustedPool } from "@/lib/workers/pool";
import {
  makeDoc,
  makeDocx,
  makeMacroDocx,
  makePdf,
  makeScriptPdf,
} from "../../../tests/fixtures/documents";
import { hiddenScriptPdf, hostileDocx } from "../../../scripts/bench/hostileFiles";
import { applicationAcknowledgement, applicationAcknowledgementOutbox } from "./applicationsMail";
import { createApplicationInbox, type ApplicationInbox } from "./applicationsInbox";
import { applicationByReference } from "./store";

afterAll(closeUntrustedPool);

const NOW = new Date("2026-11-26T06:00:00.000Z");

/** The inbox storing into `db`, as the server's stores into its own. */
const storingIn = (db: DatabaseSync, inbox: ApplicationInbox): ApplicationInbox => ({
  submit: (request, peer) => withStore(db, () => inbox.submit(request, peer)),
});

function setup(limit = 100) {
  const db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
  let pokes = 0;
  const inbox = storingIn(
    db,
    createApplicationInbox({
      throttle: createThrottle({ limit }),
      siteUrl: "https://www.lab.example",
      now: () => NOW,
      log: () => {},
      notifications: () => ({ state: "pending", poke: () => void pokes++ }),
    }),
  );
  return { db, inbox, pokes: () => pokes };
}

const filled = (over: Record<string, string | File | undefined> = {}) => {
  const values: Record<string, string | File | undefined> = {
    opening: "transformer-test-engineer",
    website: "",
    applicant_name: "Asha Verma",
    email: "asha@example.in",
    phone: "98260 12345",
    current_role: "Test technician",
    experience: "3-5 years",
    notice_period: "30 days",
    note: "I have run\nimpulse tests.",
    consent: "on",
    adult: "on",
    cv: new File([makePdf()], "asha.pdf"),
    ...over,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(values))
    if (value !== undefined) form.set(name, value);
  return form;
};

const post = (form: FormData, headers: Record<string, string> = {}) =>
  new Request("https://www.lab.example/career/apply/send", { method: "POST", body: form, headers });

describe("the applications' inbox", () => {
  it("stores an application with its CV and the opening's title, then wakes the e-mail", async () => {
    const { db, inbox, pokes } = setup();
    const outcome = await inbox.submit(post(filled()), "203.0.113.7");
    expect(outcome).toEqual({ ok: true, reference: "APP-2026-000001" });
    expect(await withStore(db, () => applicationByReference("APP-2026-000001"))).toMatchObject({
      openingTitle: "Transformer Test Engineer",
      name: "Asha Verma",
      note: "I have run\nimpulse tests.",
      cvName: "asha.pdf",
      notification: "pending",
    });
    expect(pokes()).toBe(1);
  });

  it("an application from the Hindi form (language=hi) is acknowledged in Hindi, the English one in English", async () => {
    const db = new DatabaseSync(":memory:");
    migrate(db, ":memory:");
    const inbox = storingIn(
      db,
      createApplicationInbox({
        throttle: createThrottle({ limit: 100 }),
        siteUrl: "https://www.lab.example",
        now: () => NOW,
        log: () => {},
        notifications: () => ({ state: "pending", acknowledge: "pending", poke: () => {} }),
      }),
    );
    // The Hindi page's own post, and the English page's (no language): the posted field decides.
    const hindi = filled({ language: "hi", email: "ravi@example.in" });
    expect(await inbox.submit(post(hindi), "203.0.113.7")).toMatchObject({ ok: true });
    expect(await inbox.submit(post(filled()), "203.0.113.7")).toMatchObject({ ok: true });
    const ack = (id: number) =>
      withStore(db, async () =>
        applicationAcknowledgement((await applicationAcknowledgementOutbox().item(id))!),
      );
    expect(await ack(1)).toMatchObject({
      email: "ravi@example.in",
      language: "hi",
      what: hindiWords.application,
      next: hindiApplicationWords.next,
    });
    expect((await ack(2)).language).toBeUndefined();
    expect((await ack(2)).next).toBe(applicationWords.next);
  });

  it("a general application has no opening; a DOCX is taken", async () => {
    const { db, inbox } = setup();
    const outcome = await inbox.submit(
      post(filled({ opening: "", cv: new File([makeDocx()], "cv.docx") })),
    );
    expect(outcome).toMatchObject({ ok: true });
    expect(await withStore(db, () => applicationByReference("APP-2026-000001"))).toMatchObject({
      openingId: null,
      openingTitle: null,
    });
  });

  const refusals: [string, Record<string, string | File | undefined>, object][] = [
    [
      "no consent",
      { consent: undefined },
      { status: 400, problem: "invalid", errors: { consent: expect.stringMatching(/privacy/) } },
    ],
    [
      "not 18 or older (the answer says how else to apply)",
      { adult: undefined },
      {
        status: 400,
        problem: "invalid",
        errors: {
          adult: expect.stringMatching(/18.*parent or guardian.*info@malwaelectrotest\.in/s),
        },
      },
    ],
    ["no CV", { cv: undefined }, { status: 400, errors: { cv: cvUpload.required } }],
    [
      "a DOC (not PDF or DOCX)",
      { cv: new File([makeDoc()], "cv.doc") },
      { status: 415, problem: "file-type", errors: { cv: cvUpload.typeMessage } },
    ],
    [
      "a text file named .pdf",
      { cv: new File(["hello"], "cv.pdf") },
      { status: 415, problem: "file-type", errors: { cv: cvUpload.typeMessage } },
    ],
    [
      "a DOCX with macros",
      { cv: new File([makeMacroDocx()], "cv.docx") },
      { status: 415, problem: "file-unsafe", errors: { cv: documentRefusals.macros } },
    ],
    [
      "a PDF with JavaScript",
      { cv: new File([makeScriptPdf("compressed")], "cv.pdf") },
      { status: 415, problem: "file-unsafe", errors: { cv: documentRefusals.javascript } },
    ],
    [
      "a DOCX carrying a program (finding 9)",
      { cv: new File([hostileDocx("exe")], "cv.docx") },
      { status: 415, problem: "file-unsafe", errors: { cv: documentRefusals.embedded } },
    ],
    [
      "a DOCX whose part inflates to 1 GB (finding 9)",
      { cv: new File([hostileDocx("bomb")], "cv.docx") },
      { status: 415, problem: "file-unsafe", errors: { cv: documentRefusals.unreadable } },
    ],
    [
      "a PDF hiding its script in an ASCIIHex object stream (finding 2)",
      { cv: new File([hiddenScriptPdf("ascii-hex")], "cv.pdf") },
      { status: 415, problem: "file-unsafe", errors: { cv: documentRefusals.javascript } },
    ],
    [
      "a CV over 5 MB",
      { cv: new File([makePdf(), new Uint8Array(cvUpload.maxBytes)], "cv.pdf") },
      { status: 413, problem: "too-large", errors: { cv: cvUpload.sizeMessage } },
    ],
    [
      "an opening that is not on the board",
      { opening: "no-such-opening" },
      { status: 409, problem: "closed" },
    ],
    ["a bad e-mail", { email: "asha@" }, { status: 400, errors: { email: expect.any(String) } }],
  ];
  for (const [what, over, expected] of refusals)
    it(`refuses ${what} and stores nothing`, async () => {
      const { db, inbox, pokes } = setup();
      expect(await inbox.submit(post(filled(over)))).toMatchObject({ ok: false, ...expected });
      expect(db.prepare("SELECT COUNT(*) AS n FROM applications").get()).toEqual({ n: 0 });
      expect(pokes()).toBe(0);
    });

  it("a filled honeypot is answered as if stored and nothing is stored", async () => {
    const { db, inbox } = setup();
    expect(await inbox.submit(post(filled({ website: "spam.example" })))).toEqual({
      ok: true,
      reference: undefined,
    });
    expect(db.prepare("SELECT COUNT(*) AS n FROM applications").get()).toEqual({ n: 0 });
  });

  it("refuses a cross-site post and a client over its limit", async () => {
    const { inbox } = setup(1);
    const crossSite = await inbox.submit(post(filled(), { origin: "https://evil.example" }));
    expect("refused" in crossSite && crossSite.refused.status).toBe(403);
    expect(await inbox.submit(post(filled()), "198.51.100.1")).toMatchObject({ ok: true });
    expect(await inbox.submit(post(filled()), "198.51.100.1")).toMatchObject({
      ok: false,
      status: 429,
      problem: "busy",
    });
  });

  it("takes an application for an opening until its deadline day ends in India, not a minute later", async () => {
    const db = new DatabaseSync(":memory:");
    migrate(db, ":memory:");
    db.prepare("UPDATE job_openings SET deadline = '2026-12-31' WHERE id = ?").run(
      "transformer-test-engineer",
    );
    let now = new Date("2026-12-31T18:29:00Z"); // 23:59 on 31 December in India
    const inbox = storingIn(
      db,
      createApplicationInbox({
        throttle: createThrottle({ limit: 100 }),
        siteUrl: "https://www.lab.example",
        now: () => now,
        log: () => {},
      }),
    );
    expect(await inbox.submit(post(filled()), "203.0.113.7")).toEqual({
      ok: true,
      reference: "APP-2026-000001",
    });
    now = new Date("2026-12-31T18:31:00Z"); // 00:01 on 1 January in India, still 31 December in UTC
    expect(await inbox.submit(post(filled()), "203.0.113.7")).toMatchObject({
      ok: false,
      status: 409,
      problem: "closed",
      errors: { form: applicationResult.problems.closed },
    });
    expect(db.prepare("SELECT COUNT(*) AS n FROM applications").get()).toEqual({ n: 1 });
  });

  it("counts an IPv6 applicant by its /64 and keeps the whole address with the application", async () => {
    const { db, inbox } = setup(1);
    const first = await inbox.submit(post(filled()), "2001:db8:1:2::1");
    expect(first).toMatchObject({ ok: true });
    expect(await inbox.submit(post(filled()), "2001:db8:1:2:ffff::9")).toMatchObject({
      ok: false,
      status: 429,
    });
    expect(await inbox.submit(post(filled()), "::ffff:198.51.100.1")).toMatchObject({ ok: true });
    expect(await inbox.submit(post(filled()), "198.51.100.1")).toMatchObject({ status: 429 });
    expect(await inbox.submit(post(filled()), "2001:db8:1:3::1")).toMatchObject({ ok: true });
    expect(db.prepare("SELECT client FROM applications ORDER BY id").all()).toEqual([
      { client: "2001:db8:1:2::1" },
      { client: "::ffff:198.51.100.1" },
      { client: "2001:db8:1:3::1" },
    ]);
  });
});
