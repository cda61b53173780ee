import { organisationOf } from "@/lib/customers/ownership";
import { organisationReminderDays } from "@/lib/customers/store";
import { ownReminderDays, setAddressColumn } from "./store";

/** How early a reminder comes when nobody chose: 30 days before the due date. */
export const DEFAULT_LEAD_DAYS = 30;
/** The times a customer may choose for themselves, within their bound. */
export const LEAD_TIME_CHOICES = [7, 14, 30, 60, 90] as const;
/** The longest a customer of no organisation may choose. */
const OWN_BOUND = 90;

/**
 * An address's reminder lead time (issue 49): its own choice in the portal's
 * settings, within its organisation's (the organisation decides how early its
 * people hear at most; an address of none up to 90 days); without a choice, the
 * organisation's, or 30 days.
 */
export interface LeadTime {
  /** What the reminders use now. */
  days: number;
  /** The address's own choice, if any. */
  own: number | null;
  /** The longest it may choose, and whether an organisation set that bound. */
  bound: number;
  organisation: boolean;
  /** What it may choose, shortest first; `usual` is what applies without a choice. */
  choices: number[];
  usual: number;
}

const organisationDays = async (org: number | undefined) =>
  org === undefined ? undefined : ((await organisationReminderDays(org)) ?? DEFAULT_LEAD_DAYS);

/** The lead time from its parts: an own choice never beyond the bound (an organisation may shorten it later). */
export function effectiveLeadDays(own: number | null, orgDays: number | undefined): number {
  const usual = orgDays ?? DEFAULT_LEAD_DAYS;
  return own === null ? usual : Math.min(own, orgDays ?? OWN_BOUND);
}

export async function leadTimeOf(email: string): Promise<LeadTime> {
  const orgDays = await organisationDays(await organisationOf(email));
  const own = await ownReminderDays(email);
  const bound = orgDays ?? OWN_BOUND;
  const usual = orgDays ?? DEFAULT_LEAD_DAYS;
  const choices = [...new Set([...LEAD_TIME_CHOICES.filter((d) => d <= bound), usual])].sort(
    (a, b) => a - b,
  );
  return {
    days: effectiveLeadDays(own, orgDays),
    own,
    bound,
    organisation: orgDays !== undefined,
    choices,
    usual,
  };
}

/**
 * The address's own lead time as chosen in Settings ("" for the usual); false
 * for a value that is not one of its choices (changes nothing).
 */
export async function setLeadTime(email: string, chosen: string): Promise<boolean> {
  const { choices } = await leadTimeOf(email);
  const days = chosen.trim() === "" ? null : Number(chosen);
  if (days !== null && !choices.includes(days)) return false;
  await setAddressColumn(email, { reminder_days: days });
  return true;
}
