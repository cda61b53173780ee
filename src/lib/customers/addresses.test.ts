import { describe, expect, it } from "vitest";
import { MAX_REPORT_ADDRESSES, parseAddresses } from "./addresses";
import { isPublicDomain } from "./publicDomains";

describe("a report's customer addresses", () => {
  it("are split at commas, checked, put in lower case and kept once each", () => {
    expect(
      parseAddresses(" QA@Utility.Example, stores@utility.example ;qa@utility.example"),
    ).toEqual({ ok: true, addresses: ["qa@utility.example", "stores@utility.example"] });
    expect(parseAddresses("")).toEqual({ ok: true, addresses: [] });
  });

  it("refuse a word that is not an address, naming it", () => {
    expect(parseAddresses("qa@utility.example, not-an-address")).toEqual({
      ok: false,
      problem: "invalid",
      wrong: "not-an-address",
    });
    expect(parseAddresses("qa@localhost").ok).toBe(false);
    expect(parseAddresses("@utility.example").ok).toBe(false);
  });

  it("are limited in number", () => {
    const many = Array.from({ length: MAX_REPORT_ADDRESSES + 1 }, (_, i) => `p${i}@a.example`);
    expect(parseAddresses(many.join(","))).toEqual({
      ok: false,
      problem: "too-many",
      limit: MAX_REPORT_ADDRESSES,
    });
    expect(parseAddresses(many.slice(1).join(",")).ok).toBe(true);
  });

  it("may name whole domains where an organisation's are listed", () => {
    expect(parseAddresses("@Utility.Example\nhead@other.example", { domains: true })).toEqual({
      ok: true,
      addresses: ["@utility.example", "head@other.example"],
    });
    expect(parseAddresses("@utility", { domains: true }).ok).toBe(false);
  });
});

describe("a public e-mail service's domain (isPublicDomain)", () => {
  it("is one of the free-mail services, as a domain or with its @, in any case", () => {
    for (const domain of [
      "gmail.com",
      "googlemail.com",
      "yahoo.com",
      "yahoo.co.in",
      "yahoo.in",
      "ymail.com",
      "outlook.com",
      "hotmail.com",
      "hotmail.co.in",
      "live.com",
      "live.in",
      "msn.com",
      "rediffmail.com",
      "rediff.com",
      "icloud.com",
      "me.com",
      "proton.me",
      "protonmail.com",
      "aol.com",
      "zoho.com",
      "zohomail.in",
      "yandex.com",
      "gmx.com",
      "mail.com",
    ])
      expect(isPublicDomain(domain), domain).toBe(true);
    expect(isPublicDomain("@GMail.com")).toBe(true);
    expect(isPublicDomain("@yahoo.com.au")).toBe(true);
  });

  it("is not an organisation's own domain, nor one that only starts like a service's", () => {
    for (const domain of [
      "utility.example",
      "@mpez.co.in",
      "tatapower.com",
      "gmail.example",
      "yahoo-works.in",
      "mail.utility.example",
    ])
      expect(isPublicDomain(domain), domain).toBe(false);
  });
});
