import { fieldLabel, formNameOf } from "@/content/leadNotification";
import { formatDateTimeIN } from "@/lib/format";
import { isInternalField, leadValueText } from "@/lib/leads/fieldText";
import { applicationsOfAddress, leadsOfAddress, portalAddressOf, reportsOfAddress } from "./store";
import { requestWordsIn, type RequestLanguage } from "./words";

/**
 * What the lab holds for one address, as the desk's record page shows it and
 * the access answer lists it: each record, what it is, when, and its fields
 * with their values; where it went and how long it is kept. The words are
 * the request's language's; a lead's fields keep the labels of the form it
 * was sent with.
 */
export interface HeldRecord {
  /** What kind of record; only leads and applications can be erased from here. */
  source: "lead" | "application" | "portal" | "report";
  reference: string;
  what: string;
  when: string;
  fields: [label: string, value: string][];
  keptFor: string;
}

export async function dataHeldFor(
  email: string,
  language: RequestLanguage = "en",
): Promise<HeldRecord[]> {
  const { held: heldRecordWords, keptFor } = requestWordsIn(language);
  const labelOf = (name: string) => heldRecordWords.fields[name] ?? name;
  const held: HeldRecord[] = [];
  for (const lead of await leadsOfAddress(email))
    held.push({
      source: "lead",
      reference: lead.reference,
      what: `${heldRecordWords.lead}: ${formNameOf(lead.form)}`,
      when: formatDateTimeIN(lead.createdAt),
      fields: [
        ...Object.entries(lead.fields)
          .filter(([name]) => !isInternalField(name))
          .map(
            ([name, value]) => [fieldLabel(name), leadValueText(name, value)] as [string, string],
          )
          .filter(([, value]) => value !== ""),
        ...(lead.fileName ? [[labelOf("file"), lead.fileName] as [string, string]] : []),
      ],
      keptFor: keptFor.lead,
    });
  for (const application of await applicationsOfAddress(email))
    held.push({
      source: "application",
      reference: application.reference,
      what: application.openingTitle
        ? `${heldRecordWords.application}: ${application.openingTitle}`
        : heldRecordWords.application,
      when: formatDateTimeIN(application.createdAt),
      fields: [
        ...Object.entries(application.fields)
          .filter(([, value]) => value !== "")
          .map(([name, value]) => [labelOf(name), value] as [string, string]),
        [labelOf("cv"), application.cvName],
      ],
      keptFor: keptFor.application,
    });
  const organisation = await portalAddressOf(email);
  if (organisation)
    held.push({
      source: "portal",
      reference: organisation,
      what: heldRecordWords.portal,
      when: "",
      fields: [[labelOf("email"), email]],
      keptFor: keptFor.portal,
    });
  for (const report of await reportsOfAddress(email))
    held.push({
      source: "report",
      reference: report.ulr,
      what: heldRecordWords.report,
      when: report.issueDate,
      fields: [
        [labelOf("email"), email],
        [labelOf("customer"), report.customer],
      ],
      keptFor: keptFor.report,
    });
  return held;
}

/** The access answer's text: the records, where the data went, how long each is kept, the contact person. */
export function accessAnswerText(
  email: string,
  held: HeldRecord[],
  contact: string,
  language: RequestLanguage = "en",
): string {
  const { request, whereDataGoes, keptFor } = requestWordsIn(language);
  const words = request.mail.access;
  const records = held.length
    ? held.flatMap((record) => [
        words.record(record.what, record.reference, record.when),
        ...record.fields.map(([label, value]) => `  ${label}: ${value}`),
        `  ${record.keptFor}`,
        "",
      ])
    : [words.none, ""];
  return [
    words.intro(email),
    "",
    ...records,
    `${words.whereHeading}:`,
    ...whereDataGoes.map((line) => `- ${line}`),
    "",
    `${words.keptHeading}:`,
    `- ${keptFor.client}`,
    "",
    words.contact(contact),
  ].join("\n");
}
