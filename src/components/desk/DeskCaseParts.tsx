import type { ReactNode } from "react";
import { controlClass } from "@/components/forms/fields";
import { cases } from "@/content/cases";
import type { CaseSaved } from "@/lib/cases/deskActions";
import type { Colleague, FollowUp } from "@/lib/cases/kind";
import { MAX_NOTE_CHARS, type CaseNote } from "@/lib/cases/notes";
import type { StatusChange } from "@/lib/cases/status";
import { todayInKolkata } from "@/lib/clock";
import { formatLongDateIN } from "@/lib/format";
import { DeskErrorSummary } from "./DeskErrorSummary";
import { receivedAt } from "./deskFormat";

/**
 * Every case's page (a lead's, an application's: lib/cases): what the last
 * Save did or why it was refused, and beside what was sent one panel: the
 * Update form (status and a note, one Save), the notes, the status history,
 * erasure behind a confirmation, and the state of the staff e-mail. Each kind
 * gives its own words, in the same shape, and its own view of what was sent.
 */

/** A kind's words on its page (content/desk.ts `lead`, content/applicationsDesk.ts `view`). */
export interface CaseWords {
  update: string;
  statusLabel: string;
  noteLabel: string;
  noteHint: string;
  save: string;
  saved: (status: string | undefined, note: boolean) => string;
  unchanged: string;
  notes: string;
  noNotes: string;
  erase: string;
  eraseWarning: string;
  eraseConfirm: string;
  eraseButton: string;
  notification: string;
  lastError: string;
}

const button = "min-h-10 rounded-md px-4 font-semibold text-white";

/** The Update form's fields a refusal can point to (`#case-<field>`). */
const FIELDS = ["status", "note", "owner", "follow-up"];

const fieldLabel = "mt-3 block text-sm font-semibold";

/** What a case's page shows of the case itself (lib/cases/deskActions.ts `page`). */
export interface ShownCase {
  record: { reference: string; status: string; createdAt: string };
  notes: readonly CaseNote[];
  history: readonly StatusChange[];
  followUp: FollowUp;
  /** Who may own it. */
  colleagues: readonly Colleague[];
}

/** What the last Save did (`?done=`), or what a post was refused for. */
export interface CaseOutcomeProps {
  saved: CaseSaved | undefined;
  refused: { text: string; field?: string | undefined } | undefined;
}

type PageProps = CaseOutcomeProps & {
  /** Prefix of the headings' ids (unique on the page). */
  id: string;
  words: CaseWords;
  back: { href: string; text: string };
  heading: string;
  /** When it arrived, as said under the heading. */
  received: string;
  /** The kind's statuses in order, each with its words. */
  statuses: readonly (readonly [value: string, text: string])[];
  shown: ShownCase;
  mail: { state: string; error: string | null };
  /** What the sender sent, beside the panel. */
  children: ReactNode;
};

/** A case's page: what arrived (the kind's own view) beside the case's panel. */
export function CasePage({
  id,
  words,
  back,
  heading,
  received,
  statuses,
  shown,
  mail,
  saved,
  refused,
  children,
}: PageProps) {
  const statusText = new Map(statuses);
  return (
    <>
      <a href={back.href} className="text-sm font-semibold text-accent-700 underline">
        {back.text}
      </a>
      <h1 className="mt-2 text-2xl font-bold">{heading}</h1>
      <p className="text-sm text-slate-700">{received}</p>
      <CaseOutcome
        words={words}
        saved={saved}
        status={statusText.get(shown.record.status) ?? shown.record.status}
        refused={refused}
      />
      <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_20rem]">
        {children}
        <CasePanel id={id} words={words} statuses={statuses} shown={shown} mail={mail} />
      </div>
    </>
  );
}

/** What the last Save changed (its address's `?done=`), or what was refused and why. */
function CaseOutcome({
  words,
  saved,
  status,
  refused,
}: CaseOutcomeProps & {
  words: CaseWords;
  /** The status now, in words. */
  status: string;
}) {
  if (refused)
    return (
      <DeskErrorSummary
        className="mt-3"
        heading={cases.errors.heading}
        problems={[
          {
            text: refused.text,
            ...(refused.field && FIELDS.includes(refused.field)
              ? { href: `#case-${refused.field}` }
              : {}),
          },
        ]}
      />
    );
  if (!saved) return null;
  const said = [
    (saved.status || saved.note) && words.saved(saved.status ? status : undefined, saved.note),
    saved.owner && cases.followUp.savedOwner,
    saved.followUp && cases.followUp.savedDate,
  ].filter(Boolean);
  return (
    <p
      role="status"
      className="mt-3 rounded-md border border-green-700 bg-white p-3 text-green-900"
    >
      {said.length ? said.join(" ") : words.unchanged}
    </p>
  );
}

/** One part of the panel: a section with its heading. */
function PanelPart({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg bg-white p-4 text-sm">
      <h2 id={id} className="font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** The case's panel: update, notes, history, erasure, e-mail. */
function CasePanel({
  id,
  words,
  statuses,
  shown: { record, notes, history, followUp, colleagues },
  mail,
}: Pick<PageProps, "id" | "words" | "statuses" | "shown" | "mail">) {
  const statusText = new Map(statuses);
  const said = (value: string) => statusText.get(value) ?? value;
  return (
    <div className="space-y-4">
      <form
        method="post"
        aria-labelledby={`${id}-update`}
        data-unsaved-warning
        className="rounded-lg bg-white p-4"
      >
        <h2 id={`${id}-update`} className="font-bold">
          {words.update}
        </h2>
        <input type="hidden" name="action" value="update" />
        {/* A label of its own (for=): wrapped round the select, its name ran the options together. */}
        <label htmlFor="case-status" className={fieldLabel}>
          {words.statusLabel}
        </label>
        <select
          id="case-status"
          name="status"
          defaultValue={record.status}
          className={`mt-1 w-full ${controlClass}`}
        >
          {statuses.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
        <FollowUpFields id={id} followUp={followUp} colleagues={colleagues} />
        <label htmlFor="case-note" className={fieldLabel}>
          {words.noteLabel}
        </label>
        <textarea
          id="case-note"
          name="note"
          rows={3}
          maxLength={MAX_NOTE_CHARS}
          aria-describedby={`${id}-note-hint`}
          className={`mt-1 w-full ${controlClass}`}
        />
        <p id={`${id}-note-hint`} className="mt-1 text-xs text-slate-600">
          {words.noteHint}
        </p>
        <button type="submit" className={`mt-3 bg-navy-900 hover:bg-navy-800 ${button}`}>
          {words.save}
        </button>
      </form>
      <PanelPart id={`${id}-notes`} heading={words.notes}>
        {notes.length === 0 ? (
          <p className="mt-1 text-slate-700">{words.noNotes}</p>
        ) : (
          <ol className="mt-2 space-y-3">
            {notes.map((n, i) => (
              <li key={i}>
                <p className="text-xs text-slate-600">
                  {n.author} · {receivedAt(n.at)}
                </p>
                <p className="break-words whitespace-pre-wrap">{n.text}</p>
              </li>
            ))}
          </ol>
        )}
      </PanelPart>
      <PanelPart id={`${id}-history`} heading={cases.history.heading}>
        {history.length === 0 ? (
          <p className="mt-1 text-slate-700">{cases.history.none}</p>
        ) : (
          <ol className="mt-2 space-y-2">
            {history.map((c, i) => (
              <li key={i}>
                <p>
                  {cases.history.change(c.from === null ? undefined : said(c.from), said(c.to))}
                </p>
                <p className="text-xs break-words text-slate-600">
                  {c.who || cases.history.unknownWho} · {receivedAt(c.at)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </PanelPart>
      <details className="rounded-lg border border-red-700 bg-white p-4 text-sm">
        <summary className="cursor-pointer font-semibold text-red-800">{words.erase}</summary>
        <form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="action" value="erase" />
          <p>{words.eraseWarning}</p>
          <label className="flex items-start gap-2">
            <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-4" />
            {words.eraseConfirm}
          </label>
          <button type="submit" className={`bg-red-800 hover:bg-red-900 ${button}`}>
            {words.eraseButton}
          </button>
        </form>
      </details>
      <PanelPart id={`${id}-notification`} heading={words.notification}>
        <p className="mt-1">{mail.state}</p>
        {mail.error && (
          <p className="mt-1 break-words text-red-800">
            {words.lastError}: {mail.error}
          </p>
        )}
      </PanelPart>
    </div>
  );
}

/** Who follows the case up and by when: the owner (a colleague with the kind's role) and a date. */
function FollowUpFields({
  id,
  followUp,
  colleagues,
}: {
  id: string;
  followUp: FollowUp;
  colleagues: readonly Colleague[];
}) {
  const words = cases.followUp;
  const owner = followUp.owner ?? "";
  // An owner who has since lost the role stays in the list, so a Save keeps them.
  const choices =
    owner && !colleagues.some((c) => c.email.toLowerCase() === owner.toLowerCase())
      ? [...colleagues, { email: owner, name: owner }]
      : colleagues;
  const ownerName = choices.find((c) => c.email.toLowerCase() === owner.toLowerCase())?.name;
  const overdue = followUp.due !== null && followUp.due <= todayInKolkata();
  return (
    <>
      <label htmlFor="case-owner" className={fieldLabel}>
        {words.ownerLabel}
      </label>
      <select
        id="case-owner"
        name="owner"
        defaultValue={owner}
        aria-describedby={`${id}-owner-hint`}
        className={`mt-1 w-full ${controlClass}`}
      >
        <option value="">{words.nobodyOption}</option>
        {choices.map((c) => (
          <option key={c.email} value={c.email}>
            {c.name}
          </option>
        ))}
      </select>
      <p id={`${id}-owner-hint`} className="mt-1 text-xs text-slate-600">
        {words.ownerHint}
      </p>
      <label htmlFor="case-follow-up" className={fieldLabel}>
        {words.dateLabel}
      </label>
      <input
        type="date"
        id="case-follow-up"
        name="follow-up"
        defaultValue={followUp.due ?? ""}
        min="2000-01-01"
        max="2099-12-31"
        aria-describedby={`${id}-follow-up-hint`}
        className={`mt-1 w-full ${controlClass}`}
      />
      <p id={`${id}-follow-up-hint`} className="mt-1 text-xs text-slate-600">
        {words.dateHint}
      </p>
      <p
        data-follow-up
        className={`mt-2 text-sm ${overdue ? "font-semibold text-red-800" : "text-slate-800"}`}
      >
        {words.summary(
          ownerName,
          followUp.due === null ? undefined : formatLongDateIN(followUp.due),
          overdue,
        )}
      </p>
    </>
  );
}
