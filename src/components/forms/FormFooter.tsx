import { FormStatus, type Status } from "./FormStatus";
import { PrivacyNotice } from "./PrivacyNotice";
import { SubmitButton } from "./SubmitButton";

type Props = {
  formId: string;
  status: Status;
  purpose: string;
  sending: boolean;
  label: string;
  buttonClassName?: string;
};

/** The end of every lead form: the announced result, what the data is for, and the submit button. */
export function FormFooter({ formId, status, purpose, sending, label, buttonClassName }: Props) {
  return (
    <>
      <FormStatus status={status} id={`${formId}-status`} />
      <PrivacyNotice purpose={purpose} />
      <SubmitButton sending={sending} label={label} className={buttonClassName} />
    </>
  );
}
