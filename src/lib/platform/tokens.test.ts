import { describe, expect, it } from "vitest";
import { isTokenShaped, newToken, sameSecret, tokenHash } from "./tokens";

describe("the site's tokens", () => {
  it("are random base64url of the asked length, never the same twice", () => {
    const a = newToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(a);
    expect(newToken(24)).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it("are kept as their SHA-256", () => {
    expect(tokenHash("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });

  it("are checked for shape before any look-up", () => {
    expect(isTokenShaped(newToken())).toBe(true);
    expect(isTokenShaped(newToken(24), 24)).toBe(true);
    expect(isTokenShaped(newToken(24))).toBe(false);
    expect(isTokenShaped(`${newToken().slice(0, 42)}=`)).toBe(false);
    expect(isTokenShaped(undefined)).toBe(false);
    expect(isTokenShaped(42)).toBe(false);
  });

  it("compare secrets whole", () => {
    expect(sameSecret("123456", "123456")).toBe(true);
    expect(sameSecret("123456", "123457")).toBe(false);
    expect(sameSecret("123456", "1234567")).toBe(false);
  });
});
