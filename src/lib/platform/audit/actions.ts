/** Audit actions whose detail is the client's IP address: blanked after 90 days (lib/desk/purge.ts). */
export const ADDRESS_ACTIONS = [
  "signed in",
  "failed sign-in",
  "wrong sign-in code",
  "signed in with a recovery code",
  "sign-in codes refused: too many wrong",
  "password link requested",
  "password link not sent: enough this hour",
  "password link refused: too many requests",
] as const;

/**
 * Actions counted on one row per who, detail (the address) and India hour
 * (migrations/0008_audit_counts.ts): a flood of failed sign-ins or of password
 * link requests, and the repeated sign-ins of one person from one place, are
 * each a line with a count. Sign-ins written before this stay one row each.
 */
export const GROUPED_ACTIONS: readonly string[] = [
  "failed sign-in",
  "wrong sign-in code",
  "signed in",
  "password link requested",
  "password link not sent: enough this hour",
  "password link refused: too many requests",
];

/** The start of the India hour an instant falls in (IST is UTC+5:30). */
export const indiaHourStart = (now: Date) => {
  const shifted = new Date(now.getTime() + 330 * 60_000);
  shifted.setUTCMinutes(0, 0, 0);
  return new Date(shifted.getTime() - 330 * 60_000).toISOString();
};
