import { applicationResult, cvUpload, type ApplicationProblem } from "@/content/forms/application";
import { todayInKolkata } from "@/lib/clock";
import { clientAddressOf } from "@/lib/http/client";
import { networkOf } from "@/lib/http/network";
import { isCrossSite } from "@/lib/http/origin";
import { textResponse } from "@/lib/http/responses";
import { refusalStatus, type SlotRefusal } from "@/lib/fairShare/slots";
import { inboxPools, type InboxDoorOptions } from "@/lib/intake/inboxDoor";
import { readFormStream, type FormLimits } from "@/lib/intake/formStream";
import { MAX_FIELD_CHARS, MAX_FIELDS, URLENCODED_BODY_LIMIT } from "@/lib/intake/limits";
import { documentRefusals } from "@/content/fileChecks";
import {
  checkDocument,
  refusalOf,
  uncheckedRetryAfter,
  uncheckedStatus,
} from "@/lib/intake/checkDocument";
import { documentMimeType } from "@/lib/intake/documentKinds";
import { HONEYPOT_FIELD } from "@/lib/leads/schemas";
import { oneLine } from "@/lib/security/oneLine";
import { writeTogether } from "@/lib/db/store";
import { isOnBoard } from "./openings";
import { insertApplication, openingById } from "./store";
import {
  applicationResult as applicationResultHi,
  cvUpload as cvUploadHi,
} from "@/content/hi/forms/application";
import {
  LANGUAGE_FIELD,
  applicationSchema,
  fieldErrors,
  type ApplicationInput,
} from "./applicationsSchema";
import { applicationSchemaHi } from "./applicationsSchemaHi";

/** The schema and messages of the language the form was sent from (its `language` field). */
const byLanguage = {
  en: { schema: applicationSchema, cv: cvUpload, result: applicationResult },
  hi: { schema: applicationSchemaHi, cv: cvUploadHi, result: applicationResultHi },
};

/**
 * The job applications' inbox: the lead inbox's defences (cross-site posts
 * refused, a cap on requests at once, the per-client throttle, every limit
 * enforced while the body streams, the honeypot, the CV's bytes sniffed and
 * refused with macros or scripts) and the one schema; an application is stored
 * with its e-mail's outbox state in one transaction before it is acknowledged.
 */

export type ApplicationOutcome =
  | { ok: true; reference: string | undefined }
  | {
      ok: false;
      status: number;
      problem: ApplicationProblem;
      /** The form's messages by field name, as the browser's own check gives them. */
      errors: Record<string, string>;
      /** When the inbox had no room: how long to wait (its Retry-After). */
      retryAfterSeconds?: number;
    }
  /** Not the lab's own form at all (a cross-site post): answered as is. */
  | { ok: false; refused: Response };

export interface ApplicationInbox {
  submit(request: Request, peer?: string): Promise<ApplicationOutcome>;
}

/** Applications are stored in the store of the work in hand (lib/db/store.ts): the server's, or a test's `withStore`. */
export type ApplicationInboxDeps = InboxDoorOptions;

/** The CV plus room for the fields and the parts' headers. */
export const APPLICATION_BODY_LIMIT = cvUpload.maxBytes + 256 * 1024;

const LIMITS: FormLimits = {
  multipartBytes: APPLICATION_BODY_LIMIT,
  urlencodedBytes: URLENCODED_BODY_LIMIT,
  parts: MAX_FIELDS,
  fieldChars: MAX_FIELD_CHARS,
  fileFields: [cvUpload.field],
  fileBytes: cvUpload.maxBytes,
};

const refusal = (
  status: number,
  problem: ApplicationProblem,
  errors: Record<string, string> = {},
): ApplicationOutcome => ({ ok: false, status, problem, errors });

/** No slot: the client sends as many at once as it may (429), or the inbox is full (503). */
const busy = (slot: SlotRefusal): ApplicationOutcome => ({
  ok: false,
  status: refusalStatus(slot).status,
  problem: slot.reason === "client" ? "sending" : "full",
  errors: {},
  retryAfterSeconds: slot.retryAfterSeconds,
});

/** What the visitor is told of a schema refusal: the CV's own problem first. */
function problemOf(errors: Record<string, string>, cv: typeof cvUpload): ApplicationProblem {
  if (errors[cv.field] === cv.typeMessage) return "file-type";
  if (errors[cv.field] === cv.sizeMessage) return "too-large";
  return "invalid";
}

export function createApplicationInbox(deps: ApplicationInboxDeps): ApplicationInbox {
  const log = deps.log ?? ((message, detail) => console.error(message, detail));
  const { receiving, processing } = inboxPools(deps);
  const now = deps.now ?? (() => new Date());

  async function receive(request: Request) {
    const type = request.headers.get("content-type") ?? "";
    if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type))
      return undefined;
    return readFormStream(request, type, LIMITS);
  }

  async function accept(
    request: Request,
    client: string,
    body: Awaited<ReturnType<typeof receive>>,
  ): Promise<ApplicationOutcome> {
    if (!body) return refusal(415, "invalid");
    if (!body.ok) {
      if (body.reason === "file-too-large")
        return refusal(413, "too-large", { [cvUpload.field]: cvUpload.sizeMessage });
      return refusal(
        body.reason === "too-large" ? 413 : 400,
        body.reason === "too-large" ? "too-large" : "invalid",
      );
    }
    const input: Record<string, unknown> = {};
    for (const [name, value] of body.fields) input[name] = value;
    // Answered as if stored, nothing stored, no one told why.
    if (String(input[HONEYPOT_FIELD] ?? "").trim() !== "") {
      log("Applications: honeypot filled, nothing stored", oneLine(client));
      return { ok: true, reference: undefined };
    }
    const sent = body.file;
    if (sent) input[cvUpload.field] = new File([sent.bytes], sent.name);
    // An unknown language is refused by the schema (English words: the form is not ours).
    const words = input[LANGUAGE_FIELD] === "hi" ? byLanguage.hi : byLanguage.en;
    const parsed = words.schema.safeParse(input);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      const problem = problemOf(errors, words.cv);
      return refusal(
        problem === "invalid" ? 400 : problem === "too-large" ? 413 : 415,
        problem,
        errors,
      );
    }
    const values = parsed.data as unknown as ApplicationInput;
    const bytes = sent!.bytes;
    const check = await checkDocument(
      { bytes, name: sent!.name, accept: ["pdf", "docx"], purpose: "inbox" },
      { lane: "visitor", client: networkOf(client) },
    );
    if (!check.ok && check.problem === "type")
      return refusal(415, "file-type", { [cvUpload.field]: words.cv.typeMessage });
    if (!check.ok) {
      const said = { [cvUpload.field]: documentRefusals[refusalOf(check)!] };
      if (check.problem === "unsafe") return refusal(415, "file-unsafe", said);
      const retryAfterSeconds = uncheckedRetryAfter(check);
      return {
        ...refusal(uncheckedStatus(check), "file-unchecked", said),
        ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
      };
    }
    const kind = check.kind;

    const notifications = deps.notifications?.();
    // The opening checked and the application stored in one transaction: an opening closed
    // meanwhile on the desk takes no application.
    let stored: { reference: string } | "closed";
    try {
      stored = await writeTogether(async () => {
        let opening: { id: string; title: string } | undefined;
        if (values.opening) {
          const found = await openingById(values.opening);
          if (!found || !isOnBoard(found, todayInKolkata(now()))) return "closed" as const;
          opening = { id: found.id, title: found.title };
        }
        return insertApplication({
          opening,
          fields: {
            name: values.applicant_name,
            email: values.email,
            phone: values.phone,
            currentRole: values.current_role,
            experience: values.experience,
            noticePeriod: values.notice_period,
            note: values.note,
          },
          cv: { name: sent!.name.slice(0, 255), type: documentMimeType[kind], bytes },
          client,
          userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
          createdAt: now(),
          notify: notifications?.state ?? "off",
          acknowledge: notifications?.acknowledge ?? "off",
          // The form's language (the one its schema checked): its consent record's and its acknowledgement's.
          language: values.language,
        });
      });
    } catch (error) {
      log("Applications: could not store an application", error);
      return refusal(500, "server");
    }
    if (stored === "closed") return refusal(409, "closed", { form: words.result.problems.closed });
    notifications?.poke();
    return { ok: true, reference: stored.reference };
  }

  return {
    async submit(request, peer) {
      const client = clientAddressOf(peer, request.headers, deps.trustedHops ?? 0);
      if (isCrossSite(request, deps.siteUrl))
        return { ok: false, refused: textResponse(403, "Cross-site posts are not accepted") };
      // Counted by its network (an IPv6 applicant is its /64); stored with its whole address.
      const network = networkOf(client);
      const slot = receiving.take(network);
      if (!slot.ok) return busy(slot);
      try {
        if (!(await deps.throttle.hit(network))) return refusal(429, "busy");
        let body: Awaited<ReturnType<typeof receive>>;
        try {
          body = await receive(request);
        } finally {
          slot.release();
        }
        const done = await processing.run(network, () => accept(request, client, body));
        return done.ok ? done.value : busy(done);
      } catch (error) {
        log("Applications: unexpected error", error);
        return refusal(500, "server");
      } finally {
        slot.release();
      }
    },
  };
}
