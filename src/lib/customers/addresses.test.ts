import { describe, expect, it } from "vitest";
import { domainOf, matchesAddress, MAX_REPORT_ADDRESSES, parseAddresses } from "./addresses";

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

describe("an address belongs to an organisation", () => {
  const owned = ["@utility.example", "head@other.example"];
  it("by its own address or its whole domain", () => {
    expect(domainOf("qa@utility.example")).toBe("@utility.example");
    expect(matchesAddress("QA@utility.example", owned)).toBe(true);
    expect(matchesAddress("head@other.example", owned)).toBe(true);
    expect(matchesAddress("someone@other.example", owned)).toBe(false);
    expect(matchesAddress("qa@sub.utility.example", owned)).toBe(false);
    expect(matchesAddress("qa@utility.example.evil", owned)).toBe(false);
  });
});
