/** Reading one environment variable: blank counts as unset; a bad value stops the start with its name. */

export function fail(name: string, problem: string): never {
  throw new Error(`Invalid environment variable ${name}: ${problem}`);
}

export function text(value: string | undefined, fallback: string): string {
  const v = value?.trim();
  return v ? v : fallback;
}

/** An http(s) URL without its trailing slash. */
export function url(name: string, value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  let protocol: string;
  try {
    protocol = new URL(v).protocol;
  } catch {
    fail(name, `"${v}" is not a URL`);
  }
  if (protocol !== "http:" && protocol !== "https:") fail(name, "must be an http(s) URL");
  return v.replace(/\/$/, "");
}
