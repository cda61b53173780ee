import { isFormKey, type FormKey } from "@/content/forms";
import type { MessageProblem } from "@/content/messageResult";
import type { LeadLanguage } from "./language";
import { Reply } from "./reply";
import type { Scalar } from "./submission";

/**
 * A lead form the browser posted itself, before the page's script ran (or
 * without it): the form's own fields, `form_name` saying which form; answered
 * with a redirect to a message page rather than the protocol's text.
 */

export type FallbackResult =
  | {
      ok: true;
      form: FormKey;
      reference: string | undefined;
      /** The language of the page it lands on (./language.ts). */
      language: LeadLanguage;
      extra?: Record<string, string>;
    }
  | {
      ok: false;
      form: FormKey | undefined;
      problem: MessageProblem;
      language: LeadLanguage;
      /** The message of each refused field, when the form's values were refused. */
      fields?: Readonly<Record<string, string>>;
      /** What was posted, for a page that shows the form again (no file). */
      values?: Readonly<Record<string, Scalar>>;
      /** When the inbox had no room: how long to wait (its Retry-After). */
      retryAfterSeconds?: number;
    }
  /** Not a visitor's form at all (a cross-site post): answered as is, no message page. */
  | { ok: false; refused: Response };

/** Its hidden form_name names the form (any protocol ids in it are ignored). */
export function formOfPost(scalars: Record<string, Scalar>): FormKey {
  const name = scalars.form_name;
  if (!isFormKey(name)) throw new Reply(400, "The form is not known");
  return name;
}

/** What the message page says for a refusal (its words are on /message-not-sent). */
export function fallbackProblem(reply: Reply): MessageProblem {
  if (reply.problem) return reply.problem;
  if (reply.status === 429 || reply.status === 503) return "busy";
  if (reply.status === 413) return "too-large";
  if (reply.status === 415) return "file-type";
  if (reply.status >= 500) return "server";
  return "invalid";
}

/** The status of a page that shows the form again with a refusal (the test request's). */
export function statusOfProblem(problem: MessageProblem): number {
  if (problem === "busy" || problem === "sending") return 429;
  if (problem === "full") return 503;
  if (problem === "server") return 500;
  return 400;
}
