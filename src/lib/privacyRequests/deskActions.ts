import { DETAILS_MAX, privacyDesk } from "@/content/privacyRequest";
import { applicationCase } from "@/lib/careers/applicationsCase";
import { noteText, type CaseNote } from "@/lib/cases/notes";
import type { StatusChange } from "@/lib/cases/status";
import { addNote, eraseCase, notesOf, setStatus, statusChanges } from "@/lib/cases/store";
import { writeTogether } from "@/lib/db/store";
import { leadCase } from "@/lib/leads/case";
import { DeskError } from "@/lib/platform/convention/errors";
import { doneHref, doneOf } from "@/lib/platform/convention/done";
import { recordIdOf } from "@/lib/platform/convention/recordId";
import { recordAudit } from "@/lib/platform/audit/store";
import type { Delivery, PlainMail } from "@/lib/platform/mail/outbox";
import { privacyCase, type PrivacyStatus } from "./case";
import { contactLine, contactPerson } from "./contact";
import { accessAnswerText, dataHeldFor, type HeldRecord } from "./dataHeld";
import { privacyRequestByReference, type PrivacyRequestRow } from "./store";
import { requestWordsIn } from "./words";

/**
 * The record page of a privacy request (/desk/privacy/request?id=PRV-…): what
 * it shows (the request, the data held for its address, the access answer's
 * preview, notes and history) and its posted actions: send the access
 * answer, erase ticked records (the desk's own erasure of leads and
 * applications, lib/cases), answer, refuse, add a note. Each is audit-logged;
 * each e-mail goes through the one outbox.
 */
export interface PrivacyDeskDeps {
  send: (mail: PlainMail) => Promise<Delivery>;
  now: () => Date;
}

export const DONE_WORDS = ["access", "erased", "answered", "refused", "note"] as const;
type Done = (typeof DONE_WORDS)[number];

export interface PrivacyRecordView {
  status: number;
  shown:
    | {
        record: PrivacyRequestRow;
        held: HeldRecord[];
        preview: string;
        contact: string;
        notes: CaseNote[];
        history: StatusChange[];
      }
    | undefined;
  done: { word: Done; count: number } | undefined;
  refused: { text: string; field?: string | undefined } | undefined;
}

const textOf = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.trim() : "";
};

function requiredText(form: FormData, name: string): string {
  const value = textOf(form, name);
  if (!value || value.length > DETAILS_MAX)
    throw new DeskError(privacyDesk.record.errors.text, { field: name });
  return value;
}

async function mailed(deps: PrivacyDeskDeps, mail: PlainMail): Promise<void> {
  const delivery = await deps.send(mail);
  if (delivery === "not-configured")
    throw new DeskError(privacyDesk.record.errors.mail, { status: 503 });
}

/** Closes the case with a status, a note and its own audit line, in one transaction. */
async function close(
  record: PrivacyRequestRow,
  status: PrivacyStatus,
  note: string,
  auditLine: () => Promise<void>,
  who: string,
  now: Date,
) {
  await writeTogether(async () => {
    await setStatus(privacyCase, record, status, who, now);
    if (note) await addNote(privacyCase, record, noteText(note), who, now);
    await auditLine();
  });
}

async function act(
  record: PrivacyRequestRow,
  form: FormData,
  who: string,
  deps: PrivacyDeskDeps,
): Promise<{ done: Done; count?: number }> {
  const now = deps.now();
  const contact = contactLine(await contactPerson());
  const words = requestWordsIn(record.language).request.mail;
  const open = record.status === "open";
  const action = textOf(form, "action");
  if (["access", "answer", "refuse"].includes(action) && !open)
    throw new DeskError(privacyDesk.record.errors.closed, { status: 409 });
  const endsAt = new Date(now.getTime() + 7 * 86_400_000);
  switch (action) {
    case "access": {
      const held = await dataHeldFor(record.email, record.language);
      const text = accessAnswerText(record.email, held, contact, record.language);
      await mailed(deps, {
        purpose: "privacy-access",
        to: record.email,
        subject: words.access.subject(record.reference),
        text,
        endsAt,
      });
      await close(
        record,
        "answered",
        "",
        () => recordAudit(who, "privacy access answer sent", record.reference, now),
        who,
        now,
      );
      return { done: "access" };
    }
    case "erase": {
      const ticked = form.getAll("record").filter((v): v is string => typeof v === "string");
      const held = await dataHeldFor(record.email);
      const chosen = held.filter(
        (h) => (h.source === "lead" || h.source === "application") && ticked.includes(h.reference),
      );
      if (chosen.length === 0 || textOf(form, "confirm") !== "yes")
        throw new DeskError(privacyDesk.record.errors.nothingTicked, { field: "record" });
      let erased = 0;
      for (const h of chosen)
        if (
          await eraseCase(h.source === "lead" ? leadCase : applicationCase, h.reference, who, now)
        )
          erased += 1;
      const references = chosen.map((h) => h.reference).join(", ");
      await writeTogether(async () => {
        await addNote(
          privacyCase,
          record,
          noteText(`${privacyDesk.record.done.erased(erased)} ${references}`),
          who,
          now,
        );
        await recordAudit(who, "privacy records erased", `${record.reference}: ${references}`, now);
      });
      return { done: "erased", count: erased };
    }
    case "answer": {
      const reply = requiredText(form, "reply");
      await mailed(deps, {
        purpose: "privacy-answer",
        to: record.email,
        subject: words.reply.subject(record.reference),
        text: words.reply.text(reply, contact),
        endsAt,
      });
      await close(
        record,
        "answered",
        reply,
        () => recordAudit(who, "privacy request answered", record.reference, now),
        who,
        now,
      );
      return { done: "answered" };
    }
    case "refuse": {
      const reason = requiredText(form, "reason");
      await mailed(deps, {
        purpose: "privacy-refusal",
        to: record.email,
        subject: words.refusal.subject(record.reference),
        text: words.refusal.text(reason, contact),
        endsAt,
      });
      await close(
        record,
        "refused",
        reason,
        () => recordAudit(who, "privacy request refused", record.reference, now),
        who,
        now,
      );
      return { done: "refused" };
    }
    case "note": {
      const note = requiredText(form, "note");
      await writeTogether(() => addNote(privacyCase, record, noteText(note), who, now));
      return { done: "note" };
    }
    default:
      throw new DeskError(privacyDesk.record.errors.unknown);
  }
}

/** The record page answered: a post done is a redirect (303); otherwise what the page shows. */
export async function privacyRecordPage(
  url: URL,
  request: Request,
  who: string,
  deps: PrivacyDeskDeps,
): Promise<Response | PrivacyRecordView> {
  const reference = recordIdOf(url, 40);
  let refused: DeskError | undefined;
  if (request.method === "POST") {
    const record = await privacyRequestByReference(reference);
    if (!record) refused = new DeskError(privacyDesk.record.notFound, { status: 404 });
    else {
      try {
        const form = await request.formData().catch(() => new FormData());
        const { done, count } = await act(record, form, who, deps);
        const more: Record<string, string> = count === undefined ? {} : { n: String(count) };
        return new Response(null, {
          status: 303,
          headers: { Location: doneHref(privacyCase.desk.page, done, reference, more) },
        });
      } catch (error) {
        if (!(error instanceof DeskError)) throw error;
        refused = error;
      }
    }
  }
  const record = await privacyRequestByReference(reference);
  let shown: PrivacyRecordView["shown"];
  if (record) {
    const held = await dataHeldFor(record.email, record.language);
    const contact = contactLine(await contactPerson());
    shown = {
      record,
      held,
      contact,
      preview: accessAnswerText(record.email, held, contact, record.language),
      notes: await notesOf(privacyCase, record.id),
      history: await statusChanges(privacyCase, record.id),
    };
  }
  const word = refused ? undefined : doneOf(url, DONE_WORDS);
  return {
    status: refused?.status ?? (record ? 200 : 404),
    shown,
    done: word && { word, count: Number(url.searchParams.get("n") ?? 0) || 0 },
    refused: refused && { text: refused.message, field: refused.field },
  };
}
