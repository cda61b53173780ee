import { cases } from "@/content/cases";
import { DeskError } from "@/lib/platform/convention/errors";
import { DESK_HEADERS, visitorFileDownload } from "@/lib/desk/http";
import { doneHref, doneListOf, doneOf } from "@/lib/platform/convention/done";
import { recordIdOf } from "@/lib/platform/convention/recordId";
import { followUpFromForm } from "./followUp";
import { isStatusOf, type CaseKind, type CaseRecord, type Colleague, type FollowUp } from "./kind";
import type { CaseNote } from "./notes";
import type { StatusChange } from "./status";
import { caseFile, colleaguesFor, eraseCase, followUpOf, notesOf, statusChanges } from "./store";
import { updateCase } from "./update";

/** What one Save changed, as its `?done=` names it. */
export interface CaseSaved {
  status: boolean;
  note: boolean;
  owner: boolean;
  followUp: boolean;
}

/** The Save's parts in `?done=`, in order (`followUp` as "follow-up"), or "nothing". */
const DONE_PARTS = [
  ["status", "status"],
  ["note", "note"],
  ["owner", "owner"],
  ["followUp", "follow-up"],
] as const;
const DONE_WORDS = ["nothing", ...DONE_PARTS.map(([, word]) => word)] as const;

/** What the page's address says was done (`?done=status+note`), or undefined. */
function savedOf(url: URL): CaseSaved | undefined {
  const done: readonly string[] = doneListOf(url, DONE_WORDS);
  if (done.length === 0) return undefined;
  return Object.fromEntries(
    DONE_PARTS.map(([part, word]) => [part, done.includes(word)]),
  ) as unknown as CaseSaved;
}

/** The list's message after an erasure (`?done=erased&id=…`): the reference erased, or "". */
export const erasedOf = (url: URL, isReference: (value: string) => boolean): string => {
  const id = recordIdOf(url);
  return doneOf(url, ["erased"]) === "erased" && isReference(id) ? id : "";
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * One of a case page's forms, posted: the one Save (`update`: status and a
 * note) or erasure on request (`erase`, with its box ticked). Answers the
 * redirect to send: back to the page saying what was saved, or to the list
 * saying what was erased. A DeskError says what was refused and why (the
 * status, the note, the box, or an action the page does not have).
 */
async function casePageAction<S extends string>(
  kind: CaseKind<S>,
  record: CaseRecord<S>,
  request: Request,
  who: string,
): Promise<Response> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new DeskError(cases.errors.unknownAction);
  }
  const back = (location: string) =>
    new Response(null, { status: 303, headers: { Location: location } });
  switch (text(form, "action")) {
    case "update": {
      const status = text(form, "status");
      if (!isStatusOf(kind, status)) throw new DeskError(cases.errors.status, { field: "status" });
      // A page posted before owners existed (kept open in a tab) leaves them as they are.
      const followUp = form.has("owner")
        ? await followUpFromForm(kind, record, {
            owner: text(form, "owner"),
            due: text(form, "follow-up"),
          })
        : undefined;
      const changed = await updateCase(
        kind,
        record,
        { status, note: text(form, "note"), followUp },
        who,
      );
      const done = DONE_PARTS.filter(([part]) => changed[part]).map(([, word]) => word);
      return back(doneHref(kind.desk.page, done.length ? done : "nothing", record.reference));
    }
    case "erase":
      if (text(form, "confirm") !== "yes")
        throw new DeskError(cases.errors.confirm, { field: "confirm" });
      await eraseCase(kind, record.reference, who);
      return back(doneHref(kind.desk.list, "erased", record.reference));
    default:
      throw new DeskError(cases.errors.unknownAction);
  }
}

/** A case page as its route shows it: its status, the case (none: 404), what was saved or refused. */
export interface CaseView<R> {
  status: number;
  shown:
    | {
        record: R;
        notes: CaseNote[];
        history: StatusChange[];
        followUp: FollowUp;
        colleagues: Colleague[];
      }
    | undefined;
  saved: CaseSaved | undefined;
  refused: { text: string; field?: string | undefined } | undefined;
}

/**
 * A kind's desk, as its area's deskActions.ts names it: its page answered
 * (a post done and redirected, or what the page shows) and its file as a
 * download. `find` reads a record as the kind's page shows it.
 */
export function caseDesk<S extends string, R extends CaseRecord<S>>(
  kind: CaseKind<S>,
  find: (reference: string) => Promise<R | undefined>,
  words: { notFound: string; noFile: string },
) {
  /** The page posted: the redirect to send, or the refusal (404 for no such record). */
  async function post(reference: string, request: Request, who: string) {
    const record = await find(reference);
    if (!record) return new DeskError(words.notFound, { status: 404 });
    try {
      return await casePageAction(kind, record, request, who);
    } catch (error) {
      if (error instanceof DeskError) return error;
      throw error;
    }
  }
  return {
    /**
     * A request to the kind's page (`?id=` its reference): a post done is a
     * redirect; otherwise what the page shows, with what the last Save did or
     * why this post was refused, and the status to answer with.
     */
    async answer(url: URL, request: Request, who: string): Promise<Response | CaseView<R>> {
      const reference = recordIdOf(url);
      const refused = request.method === "POST" ? await post(reference, request, who) : undefined;
      if (refused instanceof Response) return refused;
      const record = await find(reference);
      return {
        status: refused?.status ?? (record ? 200 : 404),
        shown: record && {
          record,
          notes: await notesOf(kind, record.id),
          history: await statusChanges(kind, record.id),
          followUp: await followUpOf(kind, record.id),
          colleagues: await colleaguesFor(kind),
        },
        saved: refused ? undefined : savedOf(url),
        refused: refused && { text: refused.message, field: refused.field },
      };
    },
    /** The record's file (`?id=`), always as a download under a safe name, audited (404 in words when there is none). */
    async fileDownload(url: URL, who: string, now = new Date()): Promise<Response> {
      const reference = recordIdOf(url);
      const file = await caseFile(kind, reference);
      if (!file) return new Response(words.noFile, { status: 404, headers: DESK_HEADERS });
      await kind.auditLine(who, "file", reference, now);
      return visitorFileDownload(file.name, file.bytes);
    },
  };
}
