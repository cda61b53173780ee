// @vitest-environment node
import { describe, expect, it, vi } from "vitest";

describe("password hashes", () => {
  it("are scrypt at N = 2^15, r = 8, p = 1 outside the unit tests, and verify", async () => {
    vi.resetModules();
    const fresh = await import("./passwords");
    const hash = await fresh.hashPassword("correct horse battery staple");
    expect(hash.split("$").slice(0, 4)).toEqual(["scrypt", "32768", "8", "1"]);
    expect(await fresh.verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await fresh.verifyPassword("correct horse battery stapler", hash)).toBe(false);
  });
});
