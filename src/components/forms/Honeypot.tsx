import type { UseFormRegisterReturn } from "react-hook-form";
import { formWords } from "@/content/forms";

/** A field people never see or reach; bots that fill it are turned away by the schema. */
export function Honeypot({
  registration,
  formId,
}: {
  registration: UseFormRegisterReturn;
  formId: string;
}) {
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={`${formId}-website`}>{formWords.honeypot}</label>
      <input
        id={`${formId}-website`}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...registration}
      />
    </div>
  );
}
