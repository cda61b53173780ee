import { Fragment } from "react";
import { mailHref, telHref } from "./deskFormat";

const link = "font-semibold text-accent-700 underline";

/**
 * An e-mail address that wraps only where a reader expects it (before a dot
 * or the @), never in the middle of a word.
 */
export function EmailText({ email }: { email: string }) {
  return email.split(/(?=[.@])/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

export function EmailLink({ email, className = "" }: { email: string; className?: string }) {
  return (
    <a href={mailHref(email)} className={`${link} ${className}`}>
      <EmailText email={email} />
    </a>
  );
}

/** A phone number to call with a tap; kept on one line. */
export function PhoneLink({ phone, className = "" }: { phone: string; className?: string }) {
  return (
    <a href={telHref(phone)} className={`${link} whitespace-nowrap ${className}`}>
      {phone}
    </a>
  );
}
