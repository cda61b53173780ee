import { describe, expect, it } from "vitest";
import * as enCareers from "../careers";
import * as enContact from "../contact";
import { faqs, faqTitles } from "../faqs";
import * as enApplication from "../forms/application";
import * as enCommon from "../forms/common";
import * as enContactForm from "../forms/contact";
import type { LeadField } from "../forms/types";
import * as enMessageResult from "../messageResult";
import { pages } from "../pages";
import * as enPrivacy from "../privacy";
import * as enReports from "../reports";
import { site } from "../site";
import * as ui from "../ui";
import * as hiCareers from "./careers";
import * as hiCommon from "./common";
import * as hiContact from "./contact";
import * as hiApplication from "./forms/application";
import * as hiContactForm from "./forms/contact";
import * as hiPrivacy from "./privacy";
import * as hiVerify from "./verify";

/**
 * The Hindi twins (src/content/hi) against their English sources: the same shape (keys, list
 * lengths, functions and their arity), so a field added in English without its Hindi fails; the
 * same rules where a form's field is concerned; no empty words; and Devanagari in every word but
 * the few that are not words (brand names, e-mails, addresses, ids, file types).
 */

const DEVANAGARI = /[\u0900-\u097F]/;

/** Keys whose strings are facts, not words: the same in both languages, Latin script allowed. */
const NOT_WORDS = new Set([
  "updated",
  "path",
  "href",
  "banner",
  "id",
  "name",
  "field",
  "kind",
  "template",
  "autoComplete",
  "width",
  "role",
  "extensions",
  "options",
  "lang",
]);

/** Single words that are the same in Hindi, as the report and the form print them. */
const LATIN_WORDS = new Set([
  "verify.details.ulr",
  "verify.amendments.fields.pdf",
  "applicationWords.sentFile",
]);

/** Functions whose output is only figures and the values given to them. */
const FIGURES_ONLY = new Set(["sizeOf", "change"]);

/** The shape of a value: keys (sorted), list lengths, leaf types and a function's arity. */
const shape = (value: unknown): unknown => {
  if (typeof value === "function") return `function/${value.length}`;
  if (Array.isArray(value)) return value.map(shape);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, shape((value as Record<string, unknown>)[key])]),
    );
  return typeof value;
};

type Leaf = { path: string; key: string; text: string };

/** Every string a value holds, a function's for the arguments 0, 1 and 2 (words and counts). */
const leaves = (value: unknown, path = "", key = ""): Leaf[] => {
  if (typeof value === "string") return [{ path, key, text: value }];
  if (typeof value === "function")
    return [0, 1, 2].flatMap((n) =>
      leaves(
        (value as (...args: number[]) => unknown)(...Array<number>(value.length).fill(n)),
        `${path}(${n})`,
        key,
      ),
    );
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`, key));
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => leaves(v, `${path}.${k}`, k));
  return [];
};

/** A Hindi twin's words: none empty, each with Devanagari unless it is a fact. */
const expectHindiWords = (value: unknown, name: string) => {
  const words = leaves(value, name);
  expect(words.length).toBeGreaterThan(0);
  for (const { path, text } of words) expect(text.trim(), `${path} is empty`).not.toBe("");
  const latinOnly = words.filter(
    ({ path, key, text }) =>
      !NOT_WORDS.has(key) &&
      !FIGURES_ONLY.has(key) &&
      !LATIN_WORDS.has(path) &&
      !DEVANAGARI.test(text),
  );
  expect(latinOnly.map(({ path, text }) => `${path}: ${text}`)).toEqual([]);
};

/** A twin: the English shape, Hindi words. */
const expectTwin = (hindi: unknown, english: unknown, name: string) => {
  expect(shape(hindi), `${name} has the English keys`).toEqual(shape(english));
  expectHindiWords(hindi, name);
};

/** The keys of a form's field that are words; every other key is a rule, the same as English. */
const FIELD_WORDS = new Set(["label", "hint", "placeholder", "required", "invalid", "legend"]);

const rulesOf = (field: LeadField) =>
  Object.fromEntries(Object.entries(field).filter(([key]) => !FIELD_WORDS.has(key)));

const expectSameFields = (hindi: readonly LeadField[], english: readonly LeadField[]) => {
  expect(hindi.map(rulesOf)).toEqual(english.map(rulesOf));
  english.forEach((field, i) => {
    const twin = hindi[i] as Record<string, unknown>;
    const where = "name" in field ? field.name : `field ${i}`;
    const wordKeys = Object.keys(field).filter((key) => FIELD_WORDS.has(key));
    expect(
      Object.keys(twin)
        .filter((key) => FIELD_WORDS.has(key))
        .sort(),
    ).toEqual(wordKeys.sort());
    for (const key of wordKeys) {
      expect(twin[key], `${where}.${key} is Hindi`).toMatch(DEVANAGARI);
      expect(twin[key], `${where}.${key} is translated`).not.toBe(
        (field as Record<string, unknown>)[key],
      );
    }
  });
};

const keysOf = (record: object) => Object.keys(record).sort();

describe("Hindi privacy policy (hi/privacy.ts)", () => {
  it("has every section, paragraph and item of the English policy, in Hindi", () => {
    expectTwin(hiPrivacy.privacyPolicy, enPrivacy.privacyPolicy, "privacyPolicy");
    expect(hiPrivacy.privacyPolicy.updated).toBe(enPrivacy.privacyPolicy.updated);
  });

  it("uses the Act's official Hindi names", () => {
    const text = leaves(hiPrivacy.privacyPolicy)
      .map((l) => l.text)
      .join(" ");
    for (const term of [
      "डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023",
      "डेटा संरक्षण बोर्ड",
      "डेटा न्यासी",
      "डेटा प्रधान",
      "शिकायत अधिकारी",
    ])
      expect(text).toContain(term);
  });

  it("states the periods and the Grievance Officer from the English facts", () => {
    const text = leaves(hiPrivacy.privacyPolicy)
      .map((l) => l.text)
      .join(" ");
    expect(text).toContain(`${enPrivacy.retention.clientDays} दिन`);
    expect(text).toContain(`${enPrivacy.retention.leadMonths} महीने`);
    expect(text).toContain(`${enPrivacy.retention.applicationMonths} महीने`);
    expect(text).toContain(enPrivacy.grievanceOfficer.email);
    expect(text).toContain(enPrivacy.grievanceOfficer.address);
  });

  it("has the privacy questions and the page's words", () => {
    expectTwin(hiPrivacy.privacyFaqs, faqs.privacy, "privacyFaqs");
    expectTwin(hiPrivacy.privacyFaqTitle, faqTitles.privacy, "privacyFaqTitle");
    expectTwin(hiPrivacy.privacyPage, pages.privacy, "privacyPage");
    expect(hiPrivacy.privacyPage.path).toBe(`/hi${pages.privacy.path}`);
  });
});

describe("Hindi career page (hi/careers.ts)", () => {
  it("has the career page's words", () => {
    expectTwin(hiCareers.careerPage, pages.career, "careerPage");
    expect(hiCareers.careerPage.path).toBe(`/hi${pages.career.path}`);
    expectTwin(hiCareers.careerIntro, enCareers.careerIntro, "careerIntro");
    expectTwin(hiCareers.careerAdvantages, enCareers.careerAdvantages, "careerAdvantages");
    expectTwin(hiCareers.careerResumeNote, enCareers.careerResumeNote, "careerResumeNote");
    expectTwin(hiCareers.careerWords, enCareers.careerWords, "careerWords");
  });

  it("names every job category and kind of employment", () => {
    expect(keysOf(hiCareers.jobCategoryNames)).toEqual(
      enCareers.jobCategories.map((c) => c.id).sort(),
    );
    expectHindiWords(hiCareers.jobCategoryNames, "jobCategoryNames");
    const types = new Set(enCareers.jobCategories.flatMap((c) => c.openings.map((o) => o.type)));
    expect(keysOf(hiCareers.jobTypeWords)).toEqual([...types].sort());
    expectHindiWords(hiCareers.jobTypeWords, "jobTypeWords");
  });

  it("has the career and career-benefit questions", () => {
    expectTwin(hiCareers.careerFaqs, faqs.career, "careerFaqs");
    expectTwin(hiCareers.careerFaqTitle, faqTitles.career, "careerFaqTitle");
    expectTwin(hiCareers.careerBenefitFaqs, faqs.careerBenefit, "careerBenefitFaqs");
    expectTwin(hiCareers.careerBenefitFaqTitle, faqTitles.careerBenefit, "careerBenefitFaqTitle");
  });

  it("says to apply on the site's form, with e-mail only as the fallback", () => {
    const [howToApply] = hiCareers.careerFaqs;
    const answer = howToApply?.answer ?? "";
    expect(answer).toContain("/hi/career/apply");
    expect(answer).toContain(hiCareers.careerWords.applyNow);
    expect(answer).toContain(site.careersEmail);
    expect(answer.indexOf("/hi/career/apply")).toBeLessThan(answer.indexOf(site.careersEmail));
    expect(answer).toMatch(/फ़ॉर्म का उपयोग नहीं कर पा रहे/);
  });
});

describe("Hindi job application (hi/forms/application.ts)", () => {
  it("has the English fields with the same names, ids, kinds, limits, options and rules", () => {
    expectSameFields(hiApplication.applicationFields, enApplication.applicationFields);
  });

  it("has the CV's rules and Hindi messages", () => {
    expect(shape(hiApplication.cvUpload)).toEqual(shape(enApplication.cvUpload));
    for (const key of ["field", "maxMegabytes", "maxBytes", "extensions"] as const)
      expect(hiApplication.cvUpload[key]).toEqual(enApplication.cvUpload[key]);
    expectHindiWords(hiApplication.cvUpload, "cvUpload");
  });

  it("labels every choice's English value in Hindi", () => {
    expect(keysOf(hiApplication.experienceOptionLabels)).toEqual(
      [...enApplication.experienceOptions].sort(),
    );
    expect(keysOf(hiApplication.noticeOptionLabels)).toEqual(
      [...enApplication.noticeOptions].sort(),
    );
    for (const option of [...enApplication.experienceOptions, ...enApplication.noticeOptions])
      expect(hiApplication.optionLabel(option)).toMatch(DEVANAGARI);
  });

  it("has the apply page's and the result pages' words", () => {
    expectTwin(hiApplication.applicationWords, enApplication.applicationWords, "applicationWords");
    expect(hiApplication.applicationWords.id).toBe(enApplication.applicationWords.id);
    expect(hiApplication.applicationWords.consent.months).toContain(
      String(enPrivacy.retention.applicationMonths),
    );
    expectTwin(
      hiApplication.applicationResult,
      enApplication.applicationResult,
      "applicationResult",
    );
  });
});

describe("Hindi contact page (hi/contact.ts, hi/forms/contact.ts)", () => {
  it("has the Request Consultation form's fields and rules, with Hindi words", () => {
    const { fields: hiFields, ...hiForm } = hiContactForm.consultationForm;
    const { fields: enFields, ...enForm } = enContactForm.consultationForm;
    expectSameFields(hiFields, enFields);
    expect(keysOf(hiForm)).toEqual(keysOf(enForm));
    expect(hiForm.id).toBe(enForm.id);
    expect(hiForm.template).toBe(enForm.template);
    expectHindiWords(hiForm, "consultationForm");
  });

  it("labels every service's English value in Hindi", () => {
    expect(keysOf(hiContactForm.serviceLabels)).toEqual(
      [...enContactForm.consultationServiceOptions].sort(),
    );
    expectHindiWords(hiContactForm.serviceLabels, "serviceLabels");
  });

  it("has the contact page's words", () => {
    expectTwin(hiContact.contactPage, pages.contact, "contactPage");
    expect(hiContact.contactPage.path).toBe(`/hi${pages.contact.path}`);
    expectTwin(hiContact.contactIntro, enContact.contactIntro, "contactIntro");
    expectTwin(hiContact.expertise, enContact.expertise, "expertise");
    expectTwin(hiContact.consultationIntro, enContact.consultationIntro, "consultationIntro");
    expectTwin(hiContact.contactWords, enContact.contactWords, "contactWords");
    expect(hiContact.addressInHindi).toContain(site.address.postalCode);
    expectHindiWords(hiContact.addressInHindi, "addressInHindi");
  });

  it("names the phone labels and the opening hours", () => {
    expect(keysOf(hiContact.phoneLabels)).toEqual(site.phones.map((p) => p.label).sort());
    expectHindiWords(hiContact.phoneLabels, "phoneLabels");
    const hourWords = site.openingHours
      .flatMap((h) => [h.day, h.time])
      .filter((w) => /[A-Za-z]/.test(w));
    expect(keysOf(hiContact.openingHoursWords)).toEqual([...new Set(hourWords)].sort());
    expectHindiWords(hiContact.openingHoursWords, "openingHoursWords");
  });
});

describe("Hindi verification pages (hi/verify.ts)", () => {
  it("has every word of the English verify pages", () => {
    expectTwin(hiVerify.verify, enReports.verify, "verify");
    expectTwin(hiVerify.verifyLink, enReports.verifyLink, "verifyLink");
    expect(hiVerify.verifyLink.href).toBe(`/hi${enReports.verifyLink.href}`);
  });

  it("names every kind of report", () => {
    expect(keysOf(hiVerify.reportKindNames)).toEqual([...enReports.REPORT_KINDS].sort());
    expectHindiWords(hiVerify.reportKindNames, "reportKindNames");
  });
});

describe("Hindi shared words (hi/common.ts)", () => {
  it("has the forms' shared words, with the English limits", () => {
    expectTwin(hiCommon.formWords, enCommon.formWords, "formWords");
    expectTwin(hiCommon.messages, enCommon.messages, "messages");
    expectTwin(hiCommon.upload, enCommon.upload, "upload");
    for (const key of ["maxMegabytes", "maxBytes", "extensions"] as const)
      expect(hiCommon.upload[key]).toEqual(enCommon.upload[key]);
  });

  it("builds the shared fields with the English rules and Hindi words", () => {
    expectSameFields(
      [
        hiCommon.nameField("n"),
        hiCommon.emailField("e"),
        hiCommon.phoneField("p"),
        hiCommon.companyField("c"),
        hiCommon.messageField(),
      ],
      [
        enCommon.nameField("n"),
        enCommon.emailField("e"),
        enCommon.phoneField("p"),
        enCommon.companyField("c"),
        enCommon.messageField(),
      ],
    );
  });

  it("has the words of the pages a form lands on without its script", () => {
    expectTwin(hiCommon.messageSent, enMessageResult.messageSent, "messageSent");
    expectTwin(hiCommon.messageNotSent, enMessageResult.messageNotSent, "messageNotSent");
    expect(hiCommon.messageSent.referenceLabel).toBe(hiCommon.formWords.reference);
    const problems = Object.keys(hiCommon.messageProblems) as enMessageResult.MessageProblem[];
    expect(problems.length).toBeGreaterThan(0);
    // Each key is an English problem: an unknown one falls back to the words of "invalid".
    for (const problem of problems.filter((p) => p !== "invalid"))
      expect(enMessageResult.notSentMessage("consultation", problem).problem).not.toBe(
        enMessageResult.notSentMessage("consultation", "no such problem").problem,
      );
    expectHindiWords(hiCommon.messageProblems, "messageProblems");
    expect(keysOf(hiCommon.nextSteps)).toEqual(["consultation"]);
    expectHindiWords(hiCommon.nextSteps, "nextSteps");
  });

  it("has the site-wide words and the language switch", () => {
    expectTwin(hiCommon.ui, ui.ui, "ui");
    expect(hiCommon.languageSwitch.hindi.name).toBe("हिन्दी");
    expect(hiCommon.languageSwitch.english.name).toBe("English");
    expect(hiCommon.languageSwitch.hindi.lang).toBe("hi-IN");
    expectHindiWords(hiCommon.languageSwitch.label, "languageSwitch.label");
    expectHindiWords(hiCommon.languageSwitch.englishOnly, "languageSwitch.englishOnly");
  });
});

describe("the forms' privacy notice in Hindi (hi/forms/notice.ts)", () => {
  it("says in Hindi what every field is for, and links to the Hindi policy", async () => {
    const { notice, purposeInHindi } = await import("./forms/notice");
    const { fieldPurposes } = await import("../forms/notice");
    expect(Object.keys(notice.purposes).sort()).toEqual(Object.keys(fieldPurposes).sort());
    for (const [name, purpose] of Object.entries(notice.purposes)) {
      expect(purpose, `${name}: "${fieldPurposes[name]}" has no Hindi`).toMatch(/[\u0900-\u097F]/);
    }
    expect(Object.keys(purposeInHindi).sort()).toEqual(
      [...new Set(Object.values(fieldPurposes))].sort(),
    );
    expect(notice.links.policy).toBe("/hi/privacy-policy");
    expect(notice.links.rights).toBe("/hi/privacy/request");
  });
});
