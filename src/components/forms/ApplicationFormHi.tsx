import { formWords, upload } from "@/content/hi/common";
import { notice } from "@/content/hi/forms/notice";
import {
  applicationFields,
  applicationResult,
  applicationWords,
  cvUpload,
  optionLabel,
} from "@/content/hi/forms/application";
import { ApplicationForm, type ApplicationFormWords } from "./ApplicationForm";

/**
 * The Hindi words of the application form, held here so the English form's
 * script never carries them (an island's props cannot hold their functions).
 */
const hindi: ApplicationFormWords = {
  locale: "hi",
  fields: applicationFields,
  words: applicationWords,
  result: applicationResult,
  cvUpload,
  upload,
  notice,
  sending: formWords.sending,
  panel: {
    reference: formWords.reference,
    referenceHint: applicationWords.referenceHint,
    sent: formWords.sent,
    again: formWords.again,
  },
  labelOf: optionLabel,
};

/** /hi/career/apply's form: the one application form in Hindi. */
export function ApplicationFormHi(props: { opening: string; heading: string }) {
  return <ApplicationForm {...props} translated={hindi} />;
}
