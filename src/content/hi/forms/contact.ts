import {
  consultationForm as englishConsultationForm,
  consultationServiceOptions,
  type ConsultationService,
} from "../../forms/contact";
import type { LeadField, LeadFormSpec } from "../../forms/types";
import { emailField, messageField, nameField, phoneField } from "../common";

/**
 * The contact page's "Request Consultation" form in Hindi: the same fields (names, ids, kinds,
 * limits, options and rules) as src/content/forms/contact.ts, with Hindi words. The service's
 * value is posted in English, as the English form posts it; the visitor reads `serviceLabels`.
 */

/** What the visitor reads for each English service value. */
export const serviceLabels: Record<ConsultationService, string> = {
  "Electrical Equipment Testing": "इलेक्ट्रिकल उपकरण टेस्टिंग",
  "Calibration Services": "कैलिब्रेशन सेवाएँ",
  "Manufacturing QA": "मैन्युफ़ैक्चरिंग QA (गुणवत्ता जाँच)",
  Other: "अन्य",
};

/** The Hindi words for a service's English value (the select's `labelOf`). */
export const serviceLabel = (option: string): string =>
  serviceLabels[option as ConsultationService] ?? option;

const hindiField = (field: LeadField): LeadField => {
  if (field.kind === "hidden" || field.kind === "rating" || field.kind === "checkboxes")
    return field;
  switch (field.name) {
    case "user_name":
      return nameField(field.name, "पूरा नाम");
    case "user_email":
      return emailField(field.name);
    case "user_phone":
      return phoneField(field.name, "फ़ोन");
    case "message":
      return messageField();
    case "user_service":
      return field.kind === "select"
        ? { ...field, options: consultationServiceOptions, label: "सेवा", invalid: "कृपया एक सेवा चुनें" }
        : field;
    default:
      return field;
  }
};

/** Contact page: "Request Consultation", in Hindi. */
export const consultationForm: LeadFormSpec = {
  ...englishConsultationForm,
  heading: "परामर्श का अनुरोध",
  purpose: "आपके परामर्श अनुरोध का उत्तर देना",
  submit: "संदेश भेजें",
  success: "संदेश सफलतापूर्वक भेज दिया गया!",
  failure: "संदेश नहीं भेजा जा सका। कृपया फिर से कोशिश करें।",
  fields: englishConsultationForm.fields.map(hindiField),
};
