/** Reading one environment variable: blank counts as unset; a bad value stops the start with its name. */

export function fail(name: string, problem: string): never {
  throw new Error(`Invalid environment variable ${name}: ${problem}`);
}

export function text(value: string | undefined, fallback: string): string {
  const v = value?.trim();
  return v ? v : fallback;
}

/** The scheme of a URL ("https:"); `notUrl` is the problem said when the value is none. */
export function schemeOf(name: string, value: string, notUrl: string): string {
  try {
    return new URL(value).protocol;
  } catch {
    fail(name, notUrl);
  }
}

/** An http(s) URL without its trailing slash. */
export function url(name: string, value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  const scheme = schemeOf(name, v, `"${v}" is not a URL`);
  if (scheme !== "http:" && scheme !== "https:") fail(name, "must be an http(s) URL");
  return v.replace(/\/$/, "");
}
