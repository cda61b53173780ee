import type { FormKey } from "@/content/forms";
import { oneLine } from "@/lib/security/oneLine";
import type { LeadStore } from "../leads";
import { clientAddressOf } from "@/lib/http/client";
import { networkOf } from "@/lib/http/network";
import { isCrossSite } from "@/lib/http/origin";
import { textResponse } from "@/lib/http/responses";
import { formTemplate } from "@/lib/leads/options";
import type { HeldSlot } from "@/lib/fairShare/slots";
import { inboxPools, type InboxDoorOptions } from "@/lib/intake/inboxDoor";
import { formOfProtocol, readJsonSubmission, type InboxConfig } from "./protocol";
import { Busy, Reply, replyResponse } from "./reply";
import { readFormSubmission, type Submission } from "./submission";
import { honeypotFilled, validateSubmission } from "./validate";
import {
  answerLanguage,
  languageOfSubmission,
  languageToAnswer,
  type LeadLanguage,
} from "./language";
import { fallbackProblem, formOfPost, type FallbackResult } from "./withoutScript";

/**
 * What a form does besides its schema, with the database (a test request reads
 * its rows and prices again): `complete` checks and completes the schema's
 * values, or refuses them with a message per field; `stored` runs once the
 * lead is stored (its e-mail held until then when `complete` asked) and gives
 * what the page that sent it may show (a link to the request's PDF).
 */
type Completed =
  | {
      ok: true;
      fields: Record<string, unknown>;
      holdNotification?: boolean;
      /** What `stored` needs besides the fields (the rows as read). */
      context?: unknown;
    }
  | { ok: false; message: string; fields: Record<string, string> };

export interface FormStep {
  /** Answered at once, or once the step's store has read what it needs. */
  complete(fields: Record<string, unknown>): Completed | Promise<Completed>;
  stored?(lead: {
    id: number;
    reference: string;
    createdAt: Date;
    fields: Record<string, unknown>;
    context: unknown;
    /** The client that sent it (its network: lib/http/network.ts), for work counted to it. */
    client: string;
  }): Promise<Record<string, string>>;
}

/** How long a held e-mail waits at most for `stored` (then it goes as it is). */
const NOTIFICATION_HOLD_MS = 10 * 60 * 1000;

/**
 * The built-in lead inbox: the two endpoints of the e-mail provider's
 * protocol, answering like the provider does (2xx + text on success, an error
 * status + short text otherwise), and the no-script path; every valid lead is
 * stored durably before the answer.
 */

export interface InboxDeps extends InboxDoorOptions {
  /** Called only when a valid lead is to be stored (keeps builds from opening the database). */
  store: () => Pick<LeadStore, "insert">;
  config: InboxConfig;
  /** The forms with a step of their own besides the schema (a test request). */
  formSteps?: () => Partial<Record<FormKey, FormStep>>;
}

/** `peer`: the address of the connection (Astro's clientAddress), for the throttle. */
export interface InboxHandlers {
  sendForm(request: Request, peer?: string): Promise<Response>;
  send(request: Request, peer?: string): Promise<Response>;
  submitWithoutScript(request: Request, peer?: string): Promise<FallbackResult>;
}

export function createInboxHandlers(deps: InboxDeps): InboxHandlers {
  const log = deps.log ?? ((message, detail) => console.error(message, detail));
  const { receiving, processing } = inboxPools(deps);
  const trustedHops = deps.trustedHops ?? 0;
  let honeypotCatches = 0;

  /**
   * The one step both ways in share: a submission of a known form is checked
   * (honeypot, file, the form's schema) and stored; the reference, or a Reply.
   */
  async function validateAndStore(
    form: FormKey,
    submission: Submission,
    request: Request,
    client: string,
  ): Promise<{
    form: FormKey;
    reference: string | undefined;
    language: LeadLanguage;
    extra?: Record<string, string>;
  }> {
    const referer = request.headers.get("referer");
    // Answered as if stored, nothing stored, no one told why.
    if (honeypotFilled(submission)) {
      honeypotCatches++;
      log("Lead inbox: honeypot filled, nothing stored", {
        form,
        client: oneLine(client),
        honeypotCatches,
      });
      return {
        form,
        reference: undefined,
        language: answerLanguage(form, languageToAnswer(submission.scalars, referer)),
      };
    }
    // The page's language: its consent record's, its acknowledgement's, its schema's messages.
    const language = languageOfSubmission(submission.scalars, referer);
    const valid = await validateSubmission(form, submission, networkOf(client), language);
    const step = deps.formSteps?.()[form];
    const completed = step
      ? await step.complete(valid.fields)
      : { ok: true as const, fields: valid.fields };
    if (!completed.ok) throw new Reply(400, completed.message, undefined, completed.fields);
    const { fields } = completed;
    const notifications = deps.notifications?.();
    const createdAt = deps.now?.() ?? new Date();
    let stored: { id: number; reference: string };
    try {
      stored = await deps.store().insert({
        template: formTemplate[form],
        form,
        fields,
        file: valid.file,
        client,
        userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
        createdAt,
        notify: notifications?.state ?? "off",
        acknowledge: notifications?.acknowledge ?? "off",
        language,
        notifyAt:
          "holdNotification" in completed && completed.holdNotification
            ? new Date(createdAt.getTime() + NOTIFICATION_HOLD_MS)
            : undefined,
      });
    } catch (error) {
      log("Lead inbox: could not store a lead", error);
      throw new Reply(500, "Could not store your message");
    }
    // The lead is stored: whatever its own step does, the visitor is told so.
    let extra: Record<string, string> | undefined;
    try {
      extra = await step?.stored?.({
        ...stored,
        createdAt,
        fields,
        context: "context" in completed ? completed.context : undefined,
        client: networkOf(client),
      });
    } catch (error) {
      log("Lead inbox: the form's step after storing failed", error);
    }
    notifications?.poke();
    return {
      form,
      reference: stored.reference,
      language: answerLanguage(form, language),
      ...(extra ? { extra } : {}),
    };
  }

  /**
   * Refusals before the body is read: cross-site posts, a client receiving as
   * many bodies as it may or a full house (Busy), a client over its rate (all
   * counted by its network: an IPv6 client is its /64). Otherwise the slot its
   * body is received under.
   */
  async function admit(request: Request, client: string): Promise<Reply | HeldSlot> {
    if (isCrossSite(request, deps.siteUrl)) {
      // A header may hold C1 controls (NEL): logged on one line, cut short.
      log(
        "Lead inbox: refused a cross-site post",
        oneLine(request.headers.get("origin") ?? "").slice(0, 200),
      );
      return new Reply(403, "Cross-site posts are not accepted");
    }
    const slot = receiving.take(networkOf(client));
    if (!slot.ok) return new Busy(slot);
    let allowed = false;
    try {
      allowed = await deps.throttle.hit(networkOf(client));
    } finally {
      if (!allowed) slot.release();
    }
    return allowed ? slot : new Reply(429, "Too Many Requests");
  }

  /** The body read under its receiving slot, then `work` under a processing slot (or Busy). */
  async function receiveThenProcess<T>(
    slot: HeldSlot,
    client: string,
    read: () => Promise<Submission>,
    work: (submission: Submission) => Promise<T>,
  ): Promise<T> {
    let submission: Submission;
    try {
      submission = await read();
    } finally {
      slot.release();
    }
    const done = await processing.run(networkOf(client), () => work(submission));
    if (!done.ok) throw new Busy(done);
    return done.value;
  }

  async function accept(
    request: Request,
    peer: string | undefined,
    read: (request: Request) => Promise<Submission>,
  ): Promise<Response> {
    const client = clientAddressOf(peer, request.headers, trustedHops);
    // Early answers leave an unread body alone: Node drains it, so the client still reads the answer.
    const admitted = await admit(request, client);
    if (admitted instanceof Reply) return replyResponse(admitted);
    try {
      return await receiveThenProcess(
        admitted,
        client,
        () => read(request),
        async (submission) => {
          const form = formOfProtocol(deps.config, submission.scalars);
          const { reference } = await validateAndStore(form, submission, request, client);
          return textResponse(200, reference ? `OK ${reference}` : "OK");
        },
      );
    } catch (error) {
      if (error instanceof Reply) return replyResponse(error);
      log("Lead inbox: unexpected error", error);
      return textResponse(500, "Could not store your message");
    }
  }

  /** The wait a refusal names, for the page that says it. */
  const waitOf = (reply: Reply) =>
    reply instanceof Busy ? { retryAfterSeconds: reply.refusal.retryAfterSeconds } : {};

  /** Validated and stored by the same step as a lead sent through the library (withoutScript.ts). */
  async function submitWithoutScript(request: Request, peer?: string): Promise<FallbackResult> {
    const client = clientAddressOf(peer, request.headers, trustedHops);
    const referer = request.headers.get("referer");
    const admitted = await admit(request, client);
    if (admitted instanceof Reply && admitted.status === 403)
      return { ok: false, refused: replyResponse(admitted) };
    if (admitted instanceof Reply)
      return {
        ok: false,
        form: undefined,
        problem: fallbackProblem(admitted),
        language: answerLanguage(undefined, languageToAnswer({}, referer)),
        ...waitOf(admitted),
      };
    let form: FormKey | undefined;
    let values: Submission["scalars"] | undefined;
    try {
      return await receiveThenProcess(
        admitted,
        client,
        async () => {
          const submission = await readFormSubmission(request);
          values = submission.scalars;
          form = formOfPost(submission.scalars);
          return submission;
        },
        async (submission) => ({
          ok: true,
          ...(await validateAndStore(form!, submission, request, client)),
        }),
      );
    } catch (error) {
      const language = answerLanguage(form, languageToAnswer(values ?? {}, referer));
      if (error instanceof Reply)
        return {
          ok: false,
          form,
          problem: fallbackProblem(error),
          language,
          ...waitOf(error),
          ...(error.fields ? { fields: error.fields } : {}),
          ...(values ? { values } : {}),
        };
      log("Lead inbox: unexpected error", error);
      return { ok: false, form, problem: "server", language };
    }
  }

  return {
    sendForm: (request, peer) => accept(request, peer, readFormSubmission),
    send: (request, peer) => accept(request, peer, readJsonSubmission),
    submitWithoutScript,
  };
}
