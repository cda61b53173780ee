import type { ConsultationService } from "@/content/forms";
import { formWords, messageSent, nextSteps } from "@/content/hi/common";
import { notice } from "@/content/hi/forms/notice";
import { consultationForm, serviceLabel } from "@/content/hi/forms/contact";
import { LeadForm } from "./LeadForm";

/**
 * /hi/contact's "Request Consultation" in Hindi: the one lead form with the Hindi description
 * (the same fields and rules), its Hindi schema, and `language=hi` posted with it. Held here so
 * the English form's script never carries the Hindi words.
 */
const translated = {
  language: "hi" as const,
  spec: consultationForm,
  schema: () => import("@/lib/leads/schemasHi").then((m) => m.consultationSchemaHi),
  labelOf: serviceLabel,
  next: nextSteps.consultation ?? "",
  footer: {
    notice,
    sendingLabel: formWords.sending,
  },
  panel: {
    reference: formWords.reference,
    referenceHint: messageSent.referenceHint,
    sent: formWords.sent,
    again: formWords.again,
  },
};

export const ConsultationFormHi = ({ service }: { service?: ConsultationService | undefined }) => (
  <LeadForm
    form="consultation"
    chosen={service ? { user_service: service } : undefined}
    translated={translated}
  />
);
