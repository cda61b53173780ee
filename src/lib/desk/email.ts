/** Staff accounts are keyed by their e-mail address, trimmed and in lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const isEmail = (address: string) =>
  address.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(address);
