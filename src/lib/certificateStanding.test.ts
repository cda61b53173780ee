import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { certificates, type Certificate } from "@/content/certificates";
import { formatLongDateIN } from "@/lib/format";
import { certificateStanding, expiringWithin } from "./certificateStanding";

const cert = (name: string, validUntil: string): Certificate => ({
  ...certificates[0]!,
  name,
  validUntil,
});

describe("a certificate's standing", () => {
  const nabl = cert("NABL", "2028-03-13");

  it("is valid up to and including its last day, then renewal is in progress", () => {
    expect(certificateStanding(nabl, "2027-01-01")).toEqual({ valid: true, until: "2028-03-13" });
    expect(certificateStanding(nabl, "2028-03-13")).toEqual({ valid: true, until: "2028-03-13" });
    expect(certificateStanding(nabl, "2028-03-14")).toEqual({ valid: false });
  });
});

describe("certificates expiring soon (the desk's notice to admins)", () => {
  const list = [
    cert("lapsed", "2026-11-20"),
    cert("today", "2026-11-25"),
    cert("in 60 days", "2027-01-24"),
    cert("in 61 days", "2027-01-25"),
    cert("in two years", "2028-11-25"),
  ];

  it("lists those whose last day is within 60 days, soonest first, and those already lapsed", () => {
    expect(expiringWithin(list, "2026-11-25")).toEqual([
      { certificate: list[0], daysLeft: -5 },
      { certificate: list[1], daysLeft: 0 },
      { certificate: list[2], daysLeft: 60 },
    ]);
  });

  it("takes another window, and counts across a leap day", () => {
    expect(expiringWithin(list, "2026-11-25", 0).map((e) => e.certificate.name)).toEqual([
      "lapsed",
      "today",
    ]);
    expect(expiringWithin([cert("march", "2028-03-13")], "2028-02-12")).toEqual([
      { certificate: expect.objectContaining({ name: "march" }), daysLeft: 30 },
    ]);
  });
});

describe("the certificates in content", () => {
  it("are issued before they expire, and each number is unique", () => {
    for (const c of certificates) expect(c.issued < c.validUntil, c.name).toBe(true);
    expect(new Set(certificates.map((c) => c.number)).size).toBe(certificates.length);
  });

  it("are drawn with the numbers and dates the content gives (redraw after a renewal)", () => {
    for (const c of certificates) {
      const svg = readFileSync(join(import.meta.dirname, "../../public", c.picture.src), "utf8");
      expect(svg, c.picture.src).toContain(c.number);
      expect(svg, c.picture.src).toContain(
        `${formatLongDateIN(c.issued)} – ${formatLongDateIN(c.validUntil)}`,
      );
    }
  });
});
