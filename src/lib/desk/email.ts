/** Staff accounts are keyed by their e-mail address, trimmed and in lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
