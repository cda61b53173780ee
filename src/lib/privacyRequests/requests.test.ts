// @vitest-environment node
import { describe, expect, it } from "vitest";
import { privacyRequest } from "@/content/privacyRequest";
import * as hindi from "@/content/hi/privacyRequest";
import { openDatabase } from "@/lib/db/connection";
import { withStore } from "@/lib/db/store";
import { insertLead } from "@/lib/leads/store";
import { createThrottle } from "@/lib/platform/throttle/memory";
import type { PlainMail } from "@/lib/platform/mail/outbox";
import { clockOf } from "./answerClock";
import { privacyRecordPage } from "./deskActions";
import { confirmLink, linkIsLive, submitRequest, type IntakeDeps } from "./intake";
import { privacyRequestSchema, privacyRequestSchemaIn } from "./schema";
import { listPrivacyRequests, privacyClockCounts, saveContact } from "./store";

const DAY = 86_400_000;
const start = new Date("2026-11-02T06:00:00Z");

function world() {
  const db = openDatabase(":memory:");
  const mails: PlainMail[] = [];
  let now = start;
  const deps: IntakeDeps = {
    perClient: createThrottle({ limit: 5, windowMs: 3_600_000 }),
    perAddress: createThrottle({ limit: 3, windowMs: 3_600_000 }),
    send: async (mail) => {
      mails.push(mail);
      return "mailed";
    },
    siteUrl: "https://lab.example",
    now: () => now,
  };
  const on = <T>(task: () => Promise<T>) => withStore(db, task);
  const client = { key: "203.0.113.0", address: "203.0.113.5", userAgent: "test" };
  return {
    db,
    mails,
    deps,
    on,
    client,
    moveTo: (at: Date) => {
      now = at;
    },
    lead: (email: string) =>
      on(() =>
        insertLead({
          template: "contact",
          form: "consultation",
          fields: { user_name: "Asha Verma", user_email: email, message: "Calibrate our meters" },
          client: "203.0.113.5",
          createdAt: start,
        }),
      ),
    submit: (values: Record<string, string>, who = client) =>
      on(() => submitRequest(values, who, deps)),
    submitInHindi: (values: Record<string, string>) =>
      on(() => submitRequest(values, client, deps, "hi")),
    staff: (email: string, role: string) => {
      db.prepare(
        "INSERT INTO desk_users (email, password_hash, created_at) VALUES (?, 'x', 'now')",
      ).run(email);
      db.prepare("INSERT INTO desk_user_roles (email, role) VALUES (?, ?)").run(email, role);
    },
  };
}

const tokenOf = (mail: PlainMail) => /token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;

describe("the request form's schema", () => {
  it("takes an access request with only an address, lower-cased", () => {
    const parsed = privacyRequestSchema.parse({ email: " Asha@Example.IN ", kind: "access" });
    expect(parsed).toMatchObject({ email: "asha@example.in", kind: "access", details: "" });
  });

  it("needs details for a correction, a nomination and a grievance", () => {
    for (const kind of ["correction", "nomination", "grievance"]) {
      const result = privacyRequestSchema.safeParse({ email: "a@b.in", kind });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toBe(privacyRequest.errors.details);
    }
  });

  it("refuses an unknown kind, a bad address, long details, a bad reference and a filled honeypot", () => {
    const bad = [
      { email: "a@b.in", kind: "delete-everything" },
      { email: "not an address", kind: "access" },
      { email: "a@b.in", kind: "grievance", details: "x".repeat(2001) },
      { email: "a@b.in", kind: "access", reference: "INV-2026-1" },
      { email: "a@b.in", kind: "access", website: "spam" },
    ];
    for (const values of bad) expect(privacyRequestSchema.safeParse(values).success).toBe(false);
    expect(
      privacyRequestSchema.parse({ email: "a@b.in", kind: "access", reference: "lead-2026-000001" })
        .reference,
    ).toBe("LEAD-2026-000001");
  });
});

describe("proving the address", () => {
  it("a reference sent from that address opens the case at once, with an acknowledgement", async () => {
    const w = world();
    const lead = await w.lead("asha@example.in");
    const outcome = await w.submit({
      email: "asha@example.in",
      kind: "access",
      reference: lead.reference,
    });
    expect(outcome).toMatchObject({ outcome: "opened", reference: "PRV-2026-000001" });
    const ack = w.mails.find((m) => m.to === "asha@example.in")!;
    expect(ack.subject).toContain("PRV-2026-000001");
    expect(ack.text).toContain("31 January 2027"); // 90 days after 2 November 2026
    expect(ack.text).toContain("Ms. Neha Joshi, grievance@malwaelectrotest.in");
  });

  it("the same reference quoted from another address opens nothing and answers as for any address", async () => {
    const w = world();
    const lead = await w.lead("asha@example.in");
    const other = await w.submit({
      email: "eve@example.in",
      kind: "access",
      reference: lead.reference,
    });
    const unknown = await w.submit({ email: "nobody@example.in", kind: "access" });
    expect(other).toEqual({ outcome: "link-sent", email: "eve@example.in" });
    expect(unknown).toEqual({ outcome: "link-sent", email: "nobody@example.in" });
    expect(await w.on(() => listPrivacyRequests({}, start))).toHaveLength(0);
    // A known address without a reference is answered in the same words as an unknown one.
    const known = await w.submit({ email: "asha@example.in", kind: "access" });
    expect(known).toEqual({ outcome: "link-sent", email: "asha@example.in" });
    expect(w.mails.map((m) => m.subject)).toEqual([
      privacyRequest.mail.link.subject,
      privacyRequest.mail.link.subject,
      privacyRequest.mail.link.subject,
    ]);
  });

  it("the e-mailed link: GET opens nothing, POST opens the case once; it ends after 48 hours", async () => {
    const w = world();
    await w.submit({
      email: "ravi@example.in",
      kind: "grievance",
      details: "No reply to my enquiry",
    });
    const token = tokenOf(w.mails[0]!);
    expect(await w.on(() => linkIsLive(token, start))).toBe(true);
    expect(await w.on(() => listPrivacyRequests({}, start))).toHaveLength(0);
    const opened = await w.on(() => confirmLink(token, w.deps));
    expect(opened?.reference).toBe("PRV-2026-000001");
    const [row] = await w.on(() => listPrivacyRequests({}, start));
    expect(row).toMatchObject({ email: "ravi@example.in", kind: "grievance", proof: "link" });
    expect(await w.on(() => confirmLink(token, w.deps))).toBeUndefined();
    expect(await w.on(() => linkIsLive(token, start))).toBe(false);

    await w.submit({ email: "ravi@example.in", kind: "access" });
    const late = tokenOf(w.mails.at(-1)!);
    w.moveTo(new Date(start.getTime() + 48 * 3_600_000 + 1000));
    expect(await w.on(() => linkIsLive(late, new Date(start.getTime() + 49 * 3_600_000)))).toBe(
      false,
    );
    expect(await w.on(() => confirmLink(late, w.deps))).toBeUndefined();
    expect(await w.on(() => listPrivacyRequests({}, start))).toHaveLength(1);
  });

  it("a token of the wrong shape is refused before any look-up", async () => {
    const w = world();
    expect(await w.on(() => linkIsLive("short", start))).toBe(false);
    expect(await w.on(() => confirmLink(undefined, w.deps))).toBeUndefined();
  });

  it("refuses at once past the limit per address and per client", async () => {
    const w = world();
    for (let i = 0; i < 3; i++)
      expect((await w.submit({ email: "flood@example.in", kind: "access" })).outcome).toBe(
        "link-sent",
      );
    expect(await w.submit({ email: "flood@example.in", kind: "access" })).toEqual({
      outcome: "busy",
    });
    const v = world();
    for (let i = 0; i < 5; i++) await v.submit({ email: `p${i}@example.in`, kind: "access" });
    expect(await v.submit({ email: "p9@example.in", kind: "access" })).toEqual({ outcome: "busy" });
    expect(v.mails).toHaveLength(5);
  });
});

describe("the 90-day clock", () => {
  it("day 89 is due and not overdue; day 91 is overdue", async () => {
    const w = world();
    const lead = await w.lead("asha@example.in");
    await w.submit({ email: "asha@example.in", kind: "access", reference: lead.reference });
    const day = (n: number) => new Date(start.getTime() + n * DAY + 60_000);
    expect(await w.on(() => privacyClockCounts(day(82)))).toEqual({ open: 1, due: 0, overdue: 0 });
    expect(await w.on(() => privacyClockCounts(day(83)))).toEqual({ open: 1, due: 1, overdue: 0 });
    expect(await w.on(() => privacyClockCounts(day(89)))).toEqual({ open: 1, due: 1, overdue: 0 });
    expect(await w.on(() => privacyClockCounts(day(91)))).toEqual({ open: 1, due: 0, overdue: 1 });
    expect(clockOf(start.toISOString(), day(89))).toEqual({ state: "due", daysLeft: 1 });
    expect(clockOf(start.toISOString(), day(91))).toEqual({ state: "overdue", daysOverdue: 1 });
    expect(await w.on(() => listPrivacyRequests({ clock: "due" }, day(89)))).toHaveLength(1);
    expect(await w.on(() => listPrivacyRequests({ clock: "overdue" }, day(89)))).toHaveLength(0);
    expect(await w.on(() => listPrivacyRequests({ clock: "overdue" }, day(91)))).toHaveLength(1);
  });
});

describe("the desk's record", () => {
  const post = (reference: string, fields: Record<string, string | string[]>) => {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(fields))
      for (const one of Array.isArray(v) ? v : [v]) form.append(k, one);
    return {
      url: new URL(`https://lab.example/desk/privacy/request?id=${reference}`),
      request: new Request("https://lab.example/desk/privacy/request", {
        method: "POST",
        body: form,
      }),
    };
  };

  it("the access answer lists the lead's fields and the contact person, and closes the case", async () => {
    const w = world();
    const lead = await w.lead("asha@example.in");
    const { reference } = (await w.submit({
      email: "asha@example.in",
      kind: "access",
      reference: lead.reference,
    })) as { reference: string };
    await w.on(() =>
      saveContact({ name: "Mr. Vikram Rao", email: "dpo@lab.example" }, "admin@lab.example", start),
    );
    w.mails.length = 0;
    const { url, request } = post(reference, { action: "access" });
    const answer = await w.on(() => privacyRecordPage(url, request, "priya@lab.example", w.deps));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toContain("done=access");
    const mail = w.mails.find((m) => m.to === "asha@example.in")!;
    expect(mail.subject).toContain(reference);
    expect(mail.text).toContain(lead.reference);
    expect(mail.text).toContain("Asha Verma");
    expect(mail.text).toContain("Calibrate our meters");
    expect(mail.text).toContain("Mr. Vikram Rao, dpo@lab.example");
    expect(mail.text).toContain("24 months");
    const [row] = await w.on(() => listPrivacyRequests({}, start));
    expect(row!.status).toBe("answered");
  });

  it("erasure removes the ticked lead through the desk's erasure and notes it on the case", async () => {
    const w = world();
    const lead = await w.lead("asha@example.in");
    const { reference } = (await w.submit({
      email: "asha@example.in",
      kind: "erasure",
      reference: lead.reference,
    })) as { reference: string };
    const refused = post(reference, { action: "erase", record: lead.reference });
    const view = await w.on(() =>
      privacyRecordPage(refused.url, refused.request, "priya@lab.example", w.deps),
    );
    expect(view).not.toBeInstanceOf(Response);
    expect(w.db.prepare("SELECT COUNT(*) AS n FROM leads").get()).toEqual({ n: 1 });

    const { url, request } = post(reference, {
      action: "erase",
      record: lead.reference,
      confirm: "yes",
    });
    await w.on(() => privacyRecordPage(url, request, "priya@lab.example", w.deps));
    expect(w.db.prepare("SELECT COUNT(*) AS n FROM leads").get()).toEqual({ n: 0 });
    const audit = w.db.prepare("SELECT action, detail FROM desk_audit ORDER BY id").all();
    expect(audit).toContainEqual({ action: "lead erased", detail: lead.reference });
    expect(audit).toContainEqual({
      action: "privacy records erased",
      detail: `${reference}: ${lead.reference}`,
    });
    const shown = await w.on(() =>
      privacyRecordPage(
        new URL(`https://lab.example/desk/privacy/request?id=${reference}`),
        new Request("https://lab.example/"),
        "priya@lab.example",
        w.deps,
      ),
    );
    expect(shown).not.toBeInstanceOf(Response);
    const record = (shown as Exclude<typeof shown, Response>).shown!;
    expect(record.held).toHaveLength(0);
    expect(record.notes[0]!.text).toContain(lead.reference);
  });
});

describe("the contact person", () => {
  it("is content's Grievance Officer until the desk saves another, and the change is in the audit log", async () => {
    const { saveContactForm } = await import("./contactActions");
    const { contactPerson } = await import("./contact");
    const w = world();
    expect(await w.on(() => contactPerson())).toEqual({
      name: "Ms. Neha Joshi",
      email: "grievance@malwaelectrotest.in",
    });
    const bad = new FormData();
    bad.set("name", "");
    bad.set("email", "nope");
    expect((await w.on(() => saveContactForm(bad, "admin@lab.example", start))).ok).toBe(false);
    const form = new FormData();
    form.set("name", "Mr. Vikram Rao");
    form.set("email", "DPO@lab.example");
    expect(await w.on(() => saveContactForm(form, "admin@lab.example", start))).toEqual({
      ok: true,
    });
    expect(await w.on(() => contactPerson())).toEqual({
      name: "Mr. Vikram Rao",
      email: "dpo@lab.example",
    });
    expect(w.db.prepare("SELECT action, detail FROM desk_audit").all()).toContainEqual({
      action: "privacy contact changed",
      detail: "Ms. Neha Joshi <grievance@malwaelectrotest.in> → Mr. Vikram Rao <dpo@lab.example>",
    });
  });
});

describe("telling staff and keeping", () => {
  it("e-mails each colleague with the privacy role (or admin) when a case opens, not others", async () => {
    const w = world();
    for (const [email, role] of [
      ["priya@lab.example", "privacy"],
      ["asha@lab.example", "admin"],
      ["hr@lab.example", "hr"],
    ] as const)
      w.staff(email, role);
    const lead = await w.lead("ravi@example.in");
    const { reference } = (await w.submit({
      email: "ravi@example.in",
      kind: "correction",
      details: "My phone number is 98260 11111",
      reference: lead.reference,
    })) as { reference: string };
    const staff = w.mails.filter((m) => m.subject.includes("New request"));
    expect(staff.map((m) => m.to).sort()).toEqual(["asha@lab.example", "priya@lab.example"]);
    expect(staff[0]!.text).toContain(`https://lab.example/desk/privacy/request?id=${reference}`);
  });

  it("the daily purge deletes a request after 24 months, as a lead", async () => {
    const { purgeExpired } = await import("@/lib/cases/retention");
    const { privacyCase } = await import("./case");
    const w = world();
    const lead = await w.lead("asha@example.in");
    await w.submit({ email: "asha@example.in", kind: "access", reference: lead.reference });
    const later = (months: number) => {
      const at = new Date(start);
      at.setUTCMonth(at.getUTCMonth() + months);
      return at;
    };
    expect((await w.on(() => purgeExpired(privacyCase, later(23)))).deleted).toBe(0);
    expect((await w.on(() => purgeExpired(privacyCase, later(25)))).deleted).toBe(1);
  });
});

describe("a request made on the Hindi page", () => {
  it("is refused with the Hindi form's messages, by the same rules", () => {
    const result = privacyRequestSchemaIn("hi").safeParse({ email: "no", kind: "correction" });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toContain(hindi.privacyRequest.errors.email);
    expect(
      privacyRequestSchemaIn("hi").safeParse({ email: "a@b.in", kind: "access" }).success,
    ).toBe(true);
    const details = privacyRequestSchemaIn("hi").safeParse({ email: "a@b.in", kind: "grievance" });
    expect(details.error!.issues[0]!.message).toBe("इस अनुरोध का विवरण लिखें।");
  });

  it("is confirmed through the Hindi page and acknowledged in Hindi; staff hear in English", async () => {
    const w = world();
    w.staff("priya@lab.example", "privacy");
    await w.submitInHindi({ email: "ravi@example.in", kind: "access" });
    const link = w.mails[0]!;
    expect(link.subject).toBe(hindi.privacyRequest.mail.link.subject);
    expect(link.text).toContain("https://lab.example/hi/privacy/request/confirm?token=");
    expect(link.text).toContain("48 घंटों के भीतर");
    const opened = await w.on(() => confirmLink(tokenOf(link), w.deps));
    expect(opened).toEqual({ reference: "PRV-2026-000001", answerBy: "31 जनवरी 2027" });
    const acknowledgement = w.mails.find((m) => m.purpose === "privacy-acknowledgement")!;
    expect(acknowledgement.subject).toBe("व्यक्तिगत डेटा संबंधी आपका अनुरोध: PRV-2026-000001");
    expect(acknowledgement.text).toContain("हमें आपका अनुरोध (मेरे डेटा की प्रति) मिल गया है।");
    expect(acknowledgement.text).toContain("हम 31 जनवरी 2027 तक उत्तर देंगे");
    const staff = w.mails.find((m) => m.to === "priya@lab.example")!;
    expect(staff.subject).toBe("New request about personal data: PRV-2026-000001");
    expect(staff.text).toContain("A new request (A copy of my data) is open");
    expect(staff.text).toContain("31 January 2027");
    const [row] = await w.on(() => listPrivacyRequests({}, start));
    expect(row!.language).toBe("hi");
  });

  it("an English request stays English from the link to the acknowledgement", async () => {
    const w = world();
    await w.submit({ email: "ravi@example.in", kind: "access" });
    expect(w.mails[0]!.text).toContain("https://lab.example/privacy/request/confirm?token=");
    const opened = await w.on(() => confirmLink(tokenOf(w.mails[0]!), w.deps));
    expect(opened?.answerBy).toBe("31 January 2027");
    expect(w.mails.at(-1)!.subject).toBe("Your request about your personal data: PRV-2026-000001");
  });

  it("is answered in Hindi by the desk: the access answer, a reply and a refusal", async () => {
    const w = world();
    const lead = await w.lead("asha@example.in");
    const { reference } = (await w.submitInHindi({
      email: "asha@example.in",
      kind: "access",
      reference: lead.reference,
    })) as { reference: string };
    const page = (fields: Record<string, string>) => {
      const url = new URL(`https://lab.example/desk/privacy/request?id=${reference}`);
      const request = new Request(url, { method: "POST", body: new URLSearchParams(fields) });
      return w.on(() => privacyRecordPage(url, request, "priya@lab.example", w.deps));
    };
    const shown = await w.on(() =>
      privacyRecordPage(
        new URL(`https://lab.example/desk/privacy/request?id=${reference}`),
        new Request("https://lab.example/desk/privacy/request"),
        "priya@lab.example",
        w.deps,
      ),
    );
    expect(shown).not.toBeInstanceOf(Response);
    const preview = (shown as { shown: { preview: string } }).shown.preview;
    expect(preview).toContain("के पास asha@example.in के लिए यह व्यक्तिगत डेटा है।");
    expect(preview).toContain(`वेबसाइट पर भेजा गया संदेश`);
    expect(preview).toContain("यह कहाँ गया:");
    expect(preview).toContain(hindi.whereDataGoes[0]);
    expect(preview).toContain(hindi.keptFor.lead);
    expect(preview).toContain("Calibrate our meters");
    w.mails.length = 0;
    await page({ action: "access" });
    const access = w.mails[0]!;
    expect(access.subject).toBe(`हमारे पास रखा आपका व्यक्तिगत डेटा: ${reference}`);
    expect(access.text).toBe(preview);

    const second = (await w.submitInHindi({
      email: "asha@example.in",
      kind: "grievance",
      details: "उत्तर नहीं मिला",
      reference: lead.reference,
    })) as { reference: string };
    w.mails.length = 0;
    const url = new URL(`https://lab.example/desk/privacy/request?id=${second.reference}`);
    await w.on(() =>
      privacyRecordPage(
        url,
        new Request(url, {
          method: "POST",
          body: new URLSearchParams({ action: "refuse", reason: "पहले ही उत्तर दिया जा चुका है" }),
        }),
        "priya@lab.example",
        w.deps,
      ),
    );
    expect(w.mails[0]!.subject).toBe(`व्यक्तिगत डेटा संबंधी आपका अनुरोध: ${second.reference}`);
    expect(w.mails[0]!.text).toContain("हम इस कारण से आपके अनुरोध पर कार्रवाई नहीं कर सकते:");
    expect(w.mails[0]!.text).toContain("पहले ही उत्तर दिया जा चुका है");
    expect(w.mails[0]!.text).toContain("भारतीय डेटा संरक्षण बोर्ड");
  });
});
