import type { MessageKey } from "./messages.en";

/**
 * The same counted phrases in Hindi. Hindi's plural rule (CLDR): "one" is 0
 * and 1, "other" the rest; 0 has its own words (=0) here.
 */
export const messagesHi: Record<MessageKey, string> = {
  openings: "{count, plural, =0 {कोई रिक्ति नहीं} one {# रिक्ति} other {# रिक्तियाँ}}",
  seeOpenings: "{count, plural, =0 {आवेदन कैसे करें} one {खुली रिक्ति देखें} other {सभी # खुली रिक्तियाँ देखें}}",
  daysLeft: "{count, plural, =0 {आज अंतिम दिन} one {# दिन शेष} other {# दिन शेष}}",
};
