import { controlClass } from "@/components/forms/fields";
import { PageIntro } from "@/components/sections/PageIntro";
import { recalibrationLimits } from "@/content/forms";
import { fieldLabel } from "@/content/leadNotification";
import { recalibrationWords } from "@/content/portalInstruments";
import { PORTAL_INSTRUMENTS, RECALIBRATION_PATH } from "@/lib/portal/paths";
import { PortalAlert } from "./PortalAlert";
import { PortalNav } from "./PortalNav";
import { RECALIBRATE_ANCHOR } from "@/lib/portal/paths";

const words = recalibrationWords;

/** The id of the list's form: each instrument's checkbox belongs to it by `form=`. */
export const RECALIBRATION_FORM_ID = RECALIBRATE_ANCHOR;

/**
 * "Request recalibration": a plain POST form (no script needed). On the list
 * the checkboxes in the entries belong to it; on an instrument's page it
 * carries that instrument's key.
 */
export function RecalibrationForm({
  instrumentKey,
  hint,
  submit,
}: {
  /** One instrument's key (its page); without it, the list's chosen checkboxes. */
  instrumentKey?: string;
  hint: string;
  submit: string;
}) {
  return (
    <form
      id={RECALIBRATION_FORM_ID}
      method="post"
      action={RECALIBRATION_PATH}
      aria-labelledby="recalibration-heading"
      className="space-y-3 rounded-xl border border-steel-200 bg-white p-4 sm:p-5"
    >
      <h2 id="recalibration-heading" className="text-lg font-bold">
        {words.heading}
      </h2>
      <p className="text-sm text-slate-700">{hint}</p>
      {instrumentKey && <input type="hidden" name="key" value={instrumentKey} />}
      <div className="flex flex-col gap-1.5">
        <label htmlFor="recalibration-message" className="text-sm font-semibold text-navy-900">
          {words.message}
        </label>
        <textarea
          id="recalibration-message"
          name="message"
          rows={3}
          maxLength={recalibrationLimits.message}
          aria-describedby="recalibration-message-hint"
          className={controlClass}
        />
        <p id="recalibration-message-hint" className="text-sm text-slate-600">
          {words.messageHint(recalibrationLimits.message)}
        </p>
      </div>
      <button
        type="submit"
        className="inline-flex min-h-11 items-center rounded-md bg-navy-900 px-5 py-2 text-left font-semibold text-white hover:bg-navy-800"
      >
        {submit}
      </button>
    </form>
  );
}

const back = (
  <p className="mt-6">
    <a href={PORTAL_INSTRUMENTS} className="inline-flex min-h-11 items-center underline">
      {words.sent.back}
    </a>
  </p>
);

/** The request stored: its reference, what was sent (the lead's fields as the lab reads them), what comes next. */
export function RecalibrationSent({
  email,
  reference,
  fields,
}: {
  email: string;
  reference: string;
  fields: readonly (readonly [name: string, value: string])[];
}) {
  return (
    <>
      <PageIntro heading={words.sent.heading}>
        <PortalNav current="instruments" email={email} />
      </PageIntro>
      <div className="container-page py-10">
        <section
          aria-labelledby="recalibration-sent"
          className="max-w-3xl space-y-3 rounded-md border-l-4 border-green-700 bg-green-50 px-5 py-4 text-green-950"
        >
          <h2 id="recalibration-sent" className="sr-only">
            {words.sent.title}
          </h2>
          <p role="status">
            {words.sent.reference} <strong className="whitespace-nowrap">{reference}</strong>.{" "}
            {words.sent.referenceHint}
          </p>
          <p>{words.sent.next}</p>
          <p id="recalibration-what" className="font-semibold">
            {words.sent.what}
          </p>
          <dl
            aria-labelledby="recalibration-what"
            className="grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]"
          >
            {fields.map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="font-semibold">{fieldLabel(name)}</dt>
                <dd className="min-w-0 break-words whitespace-pre-wrap">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        {back}
      </div>
    </>
  );
}

/** A request that made no lead: why (announced), and the way back. */
export function RecalibrationRefused({ email, message }: { email: string; message: string }) {
  return (
    <>
      <PageIntro heading={words.refused.heading}>
        <PortalNav current="instruments" email={email} />
      </PageIntro>
      <div className="container-page py-10">
        <PortalAlert>{message}</PortalAlert>
        {back}
      </div>
    </>
  );
}
