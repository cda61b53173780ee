/**
 * Counted phrases in English as ICU messages (lib/i18n/messages.ts formats
 * them): `#` is the number, written with Indian grouping.
 */
export const messagesEn = {
  openings: "{count, plural, =0 {No openings} one {# opening} other {# openings}}",
  seeOpenings:
    "{count, plural, =0 {See how to apply} one {See the open role} other {See the # open roles}}",
  daysLeft: "{count, plural, =0 {Last day today} one {# day left} other {# days left}}",
} as const;

export type MessageKey = keyof typeof messagesEn;
