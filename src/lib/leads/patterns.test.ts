import { describe, expect, it } from "vitest";
import {
  PHONE_HTML_PATTERN,
  PHONE_PATTERN,
  TEN_DIGITS_HTML_PATTERN,
  TEN_DIGITS_PATTERN,
} from "./patterns";

/** How a browser compiles a `pattern` attribute. */
const asBrowser = (pattern: string) => new RegExp(`^(?:${pattern})$`, "v");

const samples = [
  "9826012345",
  "98260 12345",
  "+91 98260 12345",
  "(0731) 234-5678",
  "0731.234.5678",
  "+91-731-2345678",
  "12",
  "98260-1234a",
  "++919826012345",
  "98260    12345",
  "1234567890123456789",
  "",
  " 9826012345",
  "+91 98260 12345",
  "+91-98260-12345",
  "098260 12345",
  "0 98260 12345",
  "-9826012345",
  "919826012345",
  "+44 20 7946 0958",
];

describe("the browser's phone patterns agree with the schemas", () => {
  it.each(samples)("%j", (sample) => {
    expect(asBrowser(PHONE_HTML_PATTERN).test(sample)).toBe(PHONE_PATTERN.test(sample));
    expect(asBrowser(TEN_DIGITS_HTML_PATTERN).test(sample)).toBe(TEN_DIGITS_PATTERN.test(sample));
  });
});
