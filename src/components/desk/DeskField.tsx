import type { InputHTMLAttributes } from "react";
import { controlClass } from "@/components/forms/fields";

type Props = InputHTMLAttributes<HTMLInputElement> & { id: string; name: string; label: string };

/** A labelled text, e-mail or password input on a desk form (its label above it). */
export function DeskField({ id, label, ...input }: Props) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
      <input id={id} className={controlClass} {...input} />
    </div>
  );
}
