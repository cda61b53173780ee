/**
 * Rupees as people in India read them: "₹1,18,000.00" (the last three digits,
 * then groups of two), from a whole number of paise, exactly: no floating
 * point touches an amount.
 */
export function formatRupees(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`not a whole number of paise: ${paise}`);
  const sign = paise < 0 ? "−" : "";
  const abs = Math.abs(paise);
  const whole = String(Math.floor(abs / 100));
  const fraction = String(abs % 100).padStart(2, "0");
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ",")},${last3}` : last3;
  return `${sign}₹${grouped}.${fraction}`;
}
