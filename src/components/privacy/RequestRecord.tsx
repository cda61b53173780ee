import type { ReactNode } from "react";
import { controlClass } from "@/components/forms/fields";
import { privacyDesk, DETAILS_MAX } from "@/content/privacyRequest";
import type { PrivacyRecordView } from "@/lib/privacyRequests/deskActions";
import { answerBy, clockOf } from "@/lib/privacyRequests/answerClock";
import { receivedAt } from "../desk/deskFormat";

const words = privacyDesk.record;
const button = "min-h-11 rounded-md px-4 font-semibold text-white";
const panel = "mt-6 rounded-lg border border-steel-200 bg-white p-4 sm:p-6";

type Shown = NonNullable<PrivacyRecordView["shown"]>;

function doneText(done: NonNullable<PrivacyRecordView["done"]>): string {
  return done.word === "erased" ? words.done.erased(done.count) : words.done[done.word];
}

/** /desk/privacy/request?id=…: the request, the data held for its address, and what staff can do. */
export function RequestRecord({
  shown,
  done,
  refused,
  now,
}: {
  shown: Shown;
  done: PrivacyRecordView["done"];
  refused: PrivacyRecordView["refused"];
  now: Date;
}) {
  const { record, held, preview, notes, history } = shown;
  const open = record.status === "open";
  const clock = clockOf(record.createdAt, now);
  const clockText = !open
    ? privacyDesk.closed
    : clock.state === "overdue"
      ? privacyDesk.daysOverdue(clock.daysOverdue)
      : privacyDesk.daysLeft(clock.daysLeft);
  const erasable = held.filter((h) => h.source === "lead" || h.source === "application");
  // One box: the page's sections are not the layout's far sections that render on approach.
  return (
    <div>
      <p>
        <a href="/desk/privacy" className="font-semibold text-accent-700 underline">
          {words.back}
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-all">{record.reference}</h1>
      {done && (
        <p
          role="status"
          className="mt-3 rounded-md border border-green-700 bg-white p-3 text-green-900"
        >
          {doneText(done)}
        </p>
      )}
      {refused && (
        <div
          role="alert"
          className="mt-3 rounded-md border-2 border-red-800 bg-red-50 p-3 text-red-950"
        >
          <p className="font-semibold">{words.errors.heading}</p>
          <p>{refused.text}</p>
        </div>
      )}
      <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-lg bg-white p-4 sm:grid-cols-[max-content_1fr]">
        <Row label={words.emailLabel}>{record.email}</Row>
        <Row label={words.kindLabel}>{privacyDesk.kinds[record.kind]}</Row>
        <Row label={words.languageLabel}>{words.languages[record.language]}</Row>
        <Row label={words.statusLabel}>{privacyDesk.statuses[record.status]}</Row>
        <Row label={words.opened}>{receivedAt(record.createdAt)}</Row>
        <Row label={words.answerBy}>{receivedAt(answerBy(record.createdAt).toISOString())}</Row>
        <Row label={words.clockLabel}>{clockText}</Row>
        <Row label={words.proof[record.proof]}>{record.quotedReference || "—"}</Row>
        {record.details && <Row label={words.details}>{record.details}</Row>}
      </dl>

      <section aria-labelledby="held" className={panel}>
        <h2 id="held" className="text-lg font-bold">
          {words.heldHeading}
        </h2>
        {held.length === 0 && <p className="mt-2">{words.heldNone}</p>}
        {held.map((h) => (
          <div key={`${h.source}-${h.reference}`} className="mt-4">
            <h3 className="font-semibold break-words">
              {h.what} ({h.reference}){h.when && `, ${h.when}`}
            </h3>
            <dl className="mt-1 grid gap-x-4 text-sm sm:grid-cols-[max-content_1fr]">
              {h.fields.map(([label, value]) => (
                <Row key={label} label={label}>
                  {value}
                </Row>
              ))}
            </dl>
            <p className="mt-1 text-sm text-slate-700">{h.keptFor}</p>
          </div>
        ))}
      </section>

      {open && (
        <section aria-labelledby="access" className={panel}>
          <h2 id="access" className="text-lg font-bold">
            {words.previewHeading}
          </h2>
          {/* A scrolling box: reachable by keyboard (tab to it, then the arrow keys). */}
          <pre
            role="region"
            tabIndex={0}
            aria-labelledby="access"
            className="mt-2 max-h-96 overflow-auto rounded-md bg-steel-50 p-3 text-sm whitespace-pre-wrap"
          >
            {preview}
          </pre>
          <form method="post" className="mt-3">
            <input type="hidden" name="action" value="access" />
            <button type="submit" className={`${button} bg-navy-900 hover:bg-navy-800`}>
              {words.sendAccess}
            </button>
          </form>
        </section>
      )}

      {erasable.length > 0 && (
        <section aria-labelledby="erase" className={panel}>
          <h2 id="erase" className="text-lg font-bold">
            {words.eraseHeading}
          </h2>
          <form method="post" className="mt-2 space-y-2">
            <input type="hidden" name="action" value="erase" />
            <fieldset>
              <legend className="text-sm">{words.eraseHint}</legend>
              {erasable.map((h) => (
                <label key={h.reference} className="mt-2 flex min-h-11 items-center gap-3">
                  <input type="checkbox" name="record" value={h.reference} className="size-5" />
                  <span>
                    {h.what} ({h.reference})
                  </span>
                </label>
              ))}
            </fieldset>
            <label className="flex min-h-11 items-center gap-3 font-semibold">
              <input type="checkbox" name="confirm" value="yes" className="size-5" />
              {words.eraseConfirm}
            </label>
            <button type="submit" className={`${button} bg-red-800 hover:bg-red-900`}>
              {words.erase}
            </button>
          </form>
        </section>
      )}

      {open ? (
        <>
          <TextForm
            id="reply"
            action="answer"
            heading={words.answerHeading}
            label={words.answer}
            hint={words.answerHint}
            submit={words.sendAnswer}
          />
          <TextForm
            id="reason"
            action="refuse"
            heading={words.refuseHeading}
            label={words.reason}
            submit={words.refuse}
            danger
          />
        </>
      ) : (
        <p className="mt-6">{words.closedNote}</p>
      )}
      <TextForm
        id="note"
        action="note"
        heading={words.noteHeading}
        label={words.note}
        submit={words.addNote}
      />

      <section aria-labelledby="notes" className={panel}>
        <h2 id="notes" className="text-lg font-bold">
          {words.notes}
        </h2>
        {notes.length === 0 ? (
          <p className="mt-2">{words.noNotes}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {notes.map((n, i) => (
              <li key={i}>
                <span className="text-sm text-slate-700">
                  {receivedAt(n.at)}, {n.author}
                </span>
                <p className="whitespace-pre-wrap">{n.text}</p>
              </li>
            ))}
          </ul>
        )}
        <h2 className="mt-4 text-lg font-bold">{words.history}</h2>
        {history.length === 0 ? (
          <p className="mt-2">{words.noHistory}</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {history.map((c, i) => (
              <li key={i}>
                {receivedAt(c.at)}, {c.who}: {words.change(c.from, c.to)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{label}</dt>
      <dd className="break-words whitespace-pre-wrap">{children}</dd>
    </>
  );
}

function TextForm({
  id,
  action,
  heading,
  label,
  hint,
  submit,
  danger,
}: {
  id: string;
  action: string;
  heading: string;
  label: string;
  hint?: string;
  submit: string;
  danger?: boolean;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={panel}>
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {heading}
      </h2>
      <form method="post" className="mt-2 space-y-2">
        <input type="hidden" name="action" value={action} />
        <label htmlFor={`privacy-${id}`} className="block text-sm font-semibold">
          {label}
        </label>
        <textarea
          id={`privacy-${id}`}
          name={id}
          rows={4}
          required
          maxLength={DETAILS_MAX}
          aria-describedby={hint ? `privacy-${id}-hint` : undefined}
          className={controlClass}
        />
        {hint && (
          <p id={`privacy-${id}-hint`} className="text-sm text-slate-700">
            {hint}
          </p>
        )}
        <button
          type="submit"
          className={`${button} ${danger ? "bg-red-800 hover:bg-red-900" : "bg-navy-900 hover:bg-navy-800"}`}
        >
          {submit}
        </button>
      </form>
    </section>
  );
}
