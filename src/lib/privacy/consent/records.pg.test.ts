import { describe, expect, it } from "vitest";
import { onBothEngines } from "../../../../tests/fixtures/bothEngines";
import { noticeVersion } from "@/content/privacy";
import { purgeExpired } from "@/lib/cases/retention";
import { eraseRecord } from "@/lib/cases/store";
import { applicationCase } from "@/lib/careers/applicationsCase";
import { insertApplication } from "@/lib/careers/store";
import { leadCase } from "@/lib/leads/case";
import { insertLead } from "@/lib/leads/store";
import { addressOfConsentToken, consentToken } from "./links";
import { recordWithdrawal } from "./records";
import { consentsOf, currentConsenters, hasConsent } from "./store";

const T0 = new Date("2026-11-30T06:00:00Z");
const at = (days: number) => new Date(T0.getTime() + days * 86_400_000);

const subscribe = (email: string, when: Date, language?: "en" | "hi") =>
  insertLead({
    template: "newsletter",
    form: "newsletter",
    fields: { newsletter_email: email },
    client: "203.0.113.7",
    createdAt: when,
    language,
  });

const enquire = (email: string, when: Date) =>
  insertLead({
    template: "contact",
    form: "hero",
    fields: { name: "Asha", email, user_email: email, message: "Please call" },
    client: "203.0.113.7",
    createdAt: when,
  });

const apply = (email: string, when: Date) =>
  insertApplication({
    opening: undefined,
    fields: {
      name: "Ravi",
      email,
      phone: "98260 12345",
      currentRole: "Technician",
      experience: "1-2 years",
      noticePeriod: "15 days",
      note: "",
    },
    cv: { name: "cv.pdf", type: "application/pdf", bytes: new Uint8Array([37, 80, 68, 70]) },
    client: "203.0.113.7",
    userAgent: null,
    createdAt: when,
    notify: "off",
  });

describe("consent records, on SQLite and PostgreSQL alike", () => {
  it("are written with each lead and application, and withdrawn with a new row", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      const news = await subscribe("Asha.Verma@Example.in", at(0), "hi");
      const lead = await enquire("asha.verma@example.in", at(1));
      const app = await apply("ravi@example.in", at(2));
      await subscribe("ravi@example.in", at(3));
      const before = await currentConsenters("newsletter");
      await recordWithdrawal("ASHA.VERMA@example.in", "newsletter", at(4));
      const after = await currentConsenters("newsletter");
      const asha = await consentsOf("asha.verma@example.in");
      const again = await subscribe("asha.verma@example.in", at(5));
      return {
        refs: [news.reference.slice(0, 4), lead.reference.slice(0, 4), app.reference.slice(0, 4)],
        before,
        after,
        subscribedAgain: await hasConsent("asha.verma@example.in", "newsletter"),
        againReference:
          again.reference === (await consentsOf("asha.verma@example.in"))[0]!.reference,
        asha: asha.map((r) => ({ ...r, id: 0 })),
        ravi: (await consentsOf("Ravi@example.in")).map((r) => [r.purpose, r.form, r.given]),
      };
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.before).toEqual(["Asha.Verma@Example.in", "ravi@example.in"]);
    expect(sqlite.after).toEqual(["ravi@example.in"]);
    expect(sqlite.subscribedAgain).toBe(true);
    expect(sqlite.againReference).toBe(true);
    expect(sqlite.asha).toEqual([
      {
        id: 0,
        email: "ASHA.VERMA@example.in",
        purpose: "newsletter",
        form: "choices",
        noticeVersion,
        language: "en",
        given: false,
        at: at(4).toISOString(),
        reference: null,
      },
      {
        id: 0,
        email: "asha.verma@example.in",
        purpose: "enquiry",
        form: "hero",
        noticeVersion,
        language: "en",
        given: true,
        at: at(1).toISOString(),
        reference: expect.stringMatching(/^LEAD-/),
      },
      {
        id: 0,
        email: "Asha.Verma@Example.in",
        purpose: "newsletter",
        form: "newsletter",
        noticeVersion,
        language: "hi",
        given: true,
        at: at(0).toISOString(),
        reference: expect.stringMatching(/^LEAD-/),
      },
    ]);
    expect(sqlite.ravi).toEqual([
      ["newsletter", "newsletter", true],
      ["application", "application", true],
    ]);
  });

  it("name nobody once their record is erased or purged, nor do their links; a newsletter consent outlives its purged sign-up", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      const news = await subscribe("old@example.in", at(-800));
      await enquire("old@example.in", at(-800));
      const app = await apply("gone@example.in", at(0));
      await subscribe("erased@example.in", at(0));
      const erasedSignUp = await subscribe("erased@example.in", at(1));
      const links = {
        old: await consentToken("old@example.in", at(0)),
        gone: await consentToken("gone@example.in", at(0)),
        erased: await consentToken("Erased@example.in", at(1)),
      };
      await eraseRecord(applicationCase, app.reference);
      await eraseRecord(leadCase, erasedSignUp.reference);
      await purgeExpired(leadCase, at(0));
      return {
        old: (await consentsOf("old@example.in")).map((r) => [r.purpose, r.reference]),
        newsletterRef: news.reference,
        gone: await consentsOf("gone@example.in"),
        erased: await consentsOf("erased@example.in"),
        subscribers: await currentConsenters("newsletter"),
        links: {
          old: await addressOfConsentToken(links.old),
          gone: await addressOfConsentToken(links.gone),
          erased: await addressOfConsentToken(links.erased),
        },
      };
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.old).toEqual([["newsletter", sqlite.newsletterRef]]);
    expect(sqlite.gone).toEqual([]);
    expect(sqlite.erased).toEqual([]);
    expect(sqlite.subscribers).toEqual(["old@example.in"]);
    // A private link names its address only while a consent record still does.
    expect(sqlite.links).toEqual({ old: "old@example.in", gone: undefined, erased: undefined });
  });
});
