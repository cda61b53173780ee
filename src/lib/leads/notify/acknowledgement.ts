import {
  acknowledgedNext,
  acknowledgementReplyTo,
  acknowledgementWords,
} from "@/content/acknowledgements";
import { leadContact } from "@/content/forms";
import { fieldLabel } from "@/content/leadNotification";
import {
  acknowledgedNext as acknowledgedNextHi,
  acknowledgementWords as acknowledgementWordsHi,
  leadFieldLabel as leadFieldLabelHi,
  leadValueWords as leadValueWordsHi,
} from "@/content/hi/acknowledgements";
import type { Acknowledgement } from "@/lib/cases/acknowledgements";
import { leadValueText } from "../fieldText";
import { leadFieldRows, type NotifiableLead } from "./message";

/** A lead as its sender's acknowledgement tells it: every field they typed, their file. */
export function leadAcknowledgement(lead: NotifiableLead): Acknowledgement {
  const contact = leadContact(lead.fields);
  const common = {
    reference: lead.reference,
    email: contact.email,
    name: contact.name,
    receivedAt: lead.createdAt,
    replyTo: acknowledgementReplyTo("lead"),
    file: lead.file,
  };
  if (lead.language === "hi" && Object.hasOwn(acknowledgedNextHi, lead.form))
    return { ...common, ...inHindi(lead), language: "hi" };
  return {
    ...common,
    what: acknowledgementWords.formName(lead.form),
    rows: leadFieldRows(lead),
    next: acknowledgedNext[lead.form as keyof typeof acknowledgedNext] ?? "",
  };
}

/** A lead sent from a Hindi page, in the words its form showed: its name, labels, choices, next step. */
function inHindi(lead: NotifiableLead): Pick<Acknowledgement, "what" | "rows" | "next"> {
  return {
    what: acknowledgementWordsHi.formName(lead.form),
    rows: Object.entries(lead.fields).map(
      ([name, value]) =>
        [
          leadFieldLabelHi(name) ?? fieldLabel(name),
          leadValueWordsHi(name, leadValueText(name, value)),
        ] as const,
    ),
    next: acknowledgedNextHi[lead.form as keyof typeof acknowledgedNextHi],
  };
}
