import { recalibrationLimits, type SiteFormKey } from "@/content/forms";
import { instrumentsPage, recalibrationWords } from "@/content/portalInstruments";
import { organisation } from "@/lib/customers/organisations";
import { organisationOf } from "@/lib/customers/ownership";
import type { LeadStore, StoredLead } from "@/lib/leads/leads";
import { leadByReference } from "@/lib/leads/store";
import { formatLongDateIN } from "@/lib/format";
import type { ThrottleLike } from "@/lib/platform/throttle";
import { displayReference } from "@/lib/reports/register";
import { portalInstruments, type Instrument } from "./instruments";

/** The form key a recalibration request is stored under (its name on the desk: "Recalibration request"). */
export const RECALIBRATION_FORM: SiteFormKey = "recalibration";

const problems = recalibrationWords.problems;

/** Why a request made no lead, with the status its page answers. */
export type RecalibrationRefusal = { status: 400 | 404 | 429 | 500; message: string };

export type RecalibrationChoice =
  { ok: true; instruments: Instrument[]; message: string } | ({ ok: false } & RecalibrationRefusal);

const refuse = (status: RecalibrationRefusal["status"], message: string) =>
  ({ ok: false, status, message }) as const;

/**
 * What the form posted, checked: one or more `key`s (at most
 * recalibrationLimits.instruments), each one of the address's instruments (a
 * key that is not is 404, as its page is), and an optional `message` within
 * its limit. Its instruments come in the list's order.
 */
export async function recalibrationChoice(
  email: string,
  form: FormData,
  today?: string,
): Promise<RecalibrationChoice> {
  const keys = [...new Set(form.getAll("key").map((v) => String(v).trim().slice(0, 100)))];
  if (keys.length === 0) return refuse(400, problems.none);
  if (keys.length > recalibrationLimits.instruments)
    return refuse(400, problems.tooMany(recalibrationLimits.instruments));
  const raw = form.get("message");
  const message = (typeof raw === "string" ? raw : "").replace(/\r\n?/g, "\n").trim();
  if ([...message].length > recalibrationLimits.message)
    return refuse(400, problems.message(recalibrationLimits.message));
  const mine = await portalInstruments(email, today);
  const chosen = new Set(keys);
  const instruments = mine.filter((i) => chosen.has(i.key));
  if (instruments.length !== keys.length) return refuse(404, problems.unknown);
  return { ok: true, instruments, message };
}

/** One instrument as the lead lists it: make and model, serial, item, newest certificate, due date in words. */
export const instrumentLeadLine = (i: Instrument): string => {
  const newest = i.certificates[0];
  return recalibrationWords.leadLine({
    name: instrumentsPage.name(i.make, i.model),
    serialNumber: i.serialNumber,
    item: i.itemDescription,
    lastCertificate: newest ? displayReference(newest) : "",
    dueDate: i.dueDate ? formatLongDateIN(i.dueDate) : "",
  });
};

/**
 * The lead's fields, in the form's order (content/forms/recalibration.ts):
 * the customer's address, their organisation's name when the address belongs
 * to one, the instruments one a line, and the message when there is one.
 */
export async function recalibrationFields(
  email: string,
  instruments: readonly Instrument[],
  message: string,
): Promise<Record<string, string>> {
  const org = await organisationOf(email);
  const name = org === undefined ? undefined : (await organisation(org))?.name;
  const fields: Record<string, string> = { email };
  if (name) fields.company_name = name;
  fields.instruments = instruments.map((i, n) => `${n + 1}. ${instrumentLeadLine(i)}`).join("\n");
  if (message) fields.message = message;
  return fields;
}

/** What the server gives the request: the lead store, the lab's e-mails, the per-address limit. */
export interface RecalibrationDeps {
  store: () => Pick<LeadStore, "insert">;
  notifications?: () => {
    readonly state: "pending" | "off";
    /** Its acknowledgement to the sender (default: none). */
    readonly acknowledge?: "pending" | "off";
    poke(): void;
  };
  /** Requests per signed-in address (recalibrationLimits.perHour an hour). */
  throttle: ThrottleLike;
  now?: () => Date;
  log?: (message: string, detail: unknown) => void;
}

export type RecalibrationResult =
  { ok: true; reference: string } | ({ ok: false } & RecalibrationRefusal);

/**
 * "Request recalibration" of a signed-in customer: checked (recalibrationChoice),
 * within the address's hourly limit, then stored as a lead of the form
 * "Recalibration request" through the lead store the inbox uses, with its
 * e-mail to the lab queued in the same transaction, as for any lead.
 * Refused requests do not count toward the limit.
 */
export function recalibrationRequests(deps: RecalibrationDeps) {
  const log = deps.log ?? ((message, detail) => console.error(message, detail));
  return async (
    email: string,
    form: FormData,
    client: { address: string; userAgent: string | null },
  ): Promise<RecalibrationResult> => {
    const now = deps.now?.() ?? new Date();
    const tooOften = () => refuse(429, problems.tooOften(recalibrationLimits.perHour));
    if (await deps.throttle.full(email, now.getTime())) return tooOften();
    const choice = await recalibrationChoice(email, form);
    if (!choice.ok) return choice;
    // Counted and checked in one step before the lead is stored: two requests at once cannot both pass.
    if (!(await deps.throttle.hit(email, now.getTime()))) return tooOften();
    const notifications = deps.notifications?.();
    try {
      const fields = await recalibrationFields(email, choice.instruments, choice.message);
      const { reference } = await deps.store().insert({
        template: "portal",
        form: RECALIBRATION_FORM,
        fields,
        client: client.address,
        userAgent: client.userAgent?.slice(0, 500) ?? null,
        createdAt: now,
        notify: notifications?.state ?? "off",
        acknowledge: notifications?.acknowledge ?? "off",
      });
      notifications?.poke();
      return { ok: true, reference };
    } catch (error) {
      log("Portal: could not store a recalibration request", error);
      return refuse(500, problems.notStored);
    }
  };
}

/** A recalibration request the address sent, by its reference; undefined for any other lead (a 404). */
export async function recalibrationLead(
  email: string,
  reference: string,
): Promise<StoredLead | undefined> {
  const lead = await leadByReference(reference.slice(0, 40));
  return lead && lead.form === RECALIBRATION_FORM && lead.fields.email === email ? lead : undefined;
}
