import type { LeadField, NoticeGround, NoticeText } from "@/content/forms";
import { FormStatus, type Status } from "./FormStatus";
import { PrivacyNotice } from "./PrivacyNotice";
import { SubmitButton } from "./SubmitButton";

type Props = {
  formId: string;
  status: Status;
  purpose: string;
  /** The form's fields: its notice lists each. */
  fields: readonly LeadField[];
  /** What the form takes besides its fields (an application's CV). */
  extra?: readonly { name: string; label: string }[] | undefined;
  ground?: NoticeGround | undefined;
  sending: boolean;
  label: string;
  buttonClassName?: string;
  /** A page in another language: its notice and "sending" word. */
  translated?: { notice: NoticeText; sendingLabel: string } | undefined;
};

/** The end of every lead form: the announced result, its privacy notice, and the submit button. */
export function FormFooter({
  formId,
  status,
  purpose,
  fields,
  extra,
  ground,
  sending,
  label,
  buttonClassName,
  translated,
}: Props) {
  return (
    <>
      <FormStatus status={status} id={`${formId}-status`} />
      <PrivacyNotice
        formId={formId}
        purpose={purpose}
        fields={fields}
        extra={extra}
        ground={ground}
        text={translated?.notice}
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
