import { breachDesk } from "@/content/privacyBreaches";
import { formatDateTimeIN } from "@/lib/format";
import type { BreachDocument } from "./values";

/** The person named in both texts as able to answer for the lab. */
export interface BreachContact {
  name: string;
  email: string;
}

/** One part of a text: its heading and what staff recorded (or "not yet known"). */
export interface TextPart {
  heading: string;
  text: string;
}

const people = breachDesk.documents.people;
const board = breachDesk.documents.board;
const known = (text: string) => text || people.notYet;

/**
 * The notice to each affected person, with the five things rule 7(1) of the
 * DPDP Rules, 2025 names: (a) a description of the breach (its nature,
 * extent, timing and location), (b) its likely consequences for them, (c)
 * what the lab has done and is doing, (d) what they can do, (e) whom to
 * contact. Plain text, for an e-mail or a letter.
 */
export function noticeToPeople(
  reference: string,
  document: BreachDocument,
  contact: BreachContact,
): { subject: string; intro: string; parts: TextPart[] } {
  return {
    subject: people.subject(reference),
    intro: people.intro,
    parts: [
      { heading: people.nature, text: known(document.nature) },
      { heading: people.extent, text: known(document.extent) },
      { heading: people.timing, text: known(document.occurred) },
      { heading: people.location, text: known(document.location) },
      { heading: people.impact, text: known(document.impact) },
      { heading: people.mitigation, text: known(document.mitigation) },
      { heading: people.safety, text: known(document.safety) },
      { heading: people.contact, text: people.contactLine(contact.name, contact.email) },
    ],
  };
}

/**
 * The report to the Data Protection Board, rule 7(2): (a) the description
 * (nature, extent, timing, location, likely impact), sent without delay, and
 * (b) within 72 hours the detailed information: (i) the description brought
 * up to date, (ii) the events, circumstances and reasons, (iii) the measures
 * against the risk, (iv) findings about who caused it, (v) remedies against
 * recurrence, (vi) how the affected people were told.
 */
export function reportToBoard(
  reference: string,
  document: BreachDocument,
  contact: BreachContact,
): { lines: string[]; parts: TextPart[] } {
  return {
    lines: [
      board.to,
      board.fiduciary,
      board.contact(contact.name, contact.email),
      `${board.reference}: ${reference}`,
      `${board.aware}: ${formatDateTimeIN(document.awareAt)}`,
    ],
    parts: [
      { heading: board.first, text: document.title },
      { heading: board.nature, text: known(document.nature) },
      { heading: board.extent, text: known(document.extent) },
      { heading: board.timing, text: known(document.occurred) },
      { heading: board.location, text: known(document.location) },
      { heading: board.impact, text: known(document.impact) },
      { heading: board.detailed, text: board.updated },
      { heading: board.causes, text: known(document.causes) },
      { heading: board.mitigation, text: known(document.mitigation) },
      { heading: board.culprit, text: known(document.culprit) },
      { heading: board.remedies, text: known(document.remedies) },
      { heading: board.peopleTold, text: known(document.peopleTold) },
    ],
  };
}

/** A text's parts as one plain text (headings, then their words, a blank line between). */
export const plainText = (lead: string[], parts: TextPart[]): string =>
  [...lead, ...parts.map((p) => `${p.heading}\n${p.text}`)].join("\n\n");
