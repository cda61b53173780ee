import { FormStatus, type Status } from "./FormStatus";
import type { privacyNotice } from "@/content/forms";
import { PrivacyNotice } from "./PrivacyNotice";
import { SubmitButton } from "./SubmitButton";

type Props = {
  formId: string;
  status: Status;
  purpose: string;
  sending: boolean;
  label: string;
  buttonClassName?: string;
  /** A page in another language: its notice, policy link and "sending" word. */
  translated?: { notice: typeof privacyNotice; policyHref: string; sendingLabel: string };
};

/** The end of every lead form: the announced result, what the data is for, and the submit button. */
export function FormFooter({
  formId,
  status,
  purpose,
  sending,
  label,
  buttonClassName,
  translated,
}: Props) {
  return (
    <>
      <FormStatus status={status} id={`${formId}-status`} />
      <PrivacyNotice
        purpose={purpose}
        words={translated?.notice}
        policyHref={translated?.policyHref}
      />
      <SubmitButton
        sending={sending}
        label={label}
        className={buttonClassName}
        sendingLabel={translated?.sendingLabel}
      />
    </>
  );
}
