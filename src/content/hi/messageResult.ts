import { isFormKey, isLeadReference, type FormKey } from "../forms";
import type { sentMessage as englishSent } from "../messageResult";
import { messageProblems, nextSteps } from "./common";
import { consultationForm } from "./forms/contact";

/**
 * What /hi/message-sent and /hi/message-not-sent show (the English src/content/messageResult.ts):
 * a Hindi page's lead form (the consultation on /hi/contact) posted without its script lands
 * there. A form with no Hindi words says the consultation form's general thanks (as the English
 * pages do for an unknown form) and no next step that may not be its own.
 */
const hindiForms: Partial<Record<FormKey, typeof consultationForm>> = {
  consultation: consultationForm,
};

const formOf = (form: unknown) =>
  (isFormKey(form) ? hindiForms[form] : undefined) ?? consultationForm;

/** What happens next, said only for a form with Hindi words for it (none for another form). */
const nextOf = (form: unknown) => (isFormKey(form) ? nextSteps[form] : undefined) ?? "";

export const sentMessage: typeof englishSent = (form, reference) => ({
  success: formOf(form).success,
  next: nextOf(form),
  reference: isLeadReference(reference) ? reference : undefined,
});

export const notSentMessage = (form: unknown, problem: unknown) => ({
  failure: formOf(form).failure,
  problem:
    typeof problem === "string" && Object.hasOwn(messageProblems, problem)
      ? messageProblems[problem as keyof typeof messageProblems]
      : messageProblems.invalid,
});
