// @vitest-environment node
import { describe, expect, it } from "vitest";
import { sessionCookie, visitorUsedHttps } from "./http";

const proto = (value?: string) => new Headers(value ? { "x-forwarded-proto": value } : {});

describe("the desk's session cookie", () => {
  it("is __Host- and Secure behind a proxy that says the visitor used HTTPS", () => {
    const cookie = sessionCookie(new URL("http://localhost:3211/desk/sign-in"), proto("https"), 1);
    expect(cookie).toEqual({
      name: "__Host-desk-session",
      options: { path: "/", httpOnly: true, sameSite: "strict", secure: true },
    });
  });

  it("is __Host- and Secure on any host but localhost, even over plain http", () => {
    for (const url of [
      "http://lab.example/desk",
      "http://192.0.2.7:3000/desk",
      "https://localhost/",
    ])
      expect(sessionCookie(new URL(url), proto(), 0).name, url).toBe("__Host-desk-session");
  });

  it("keeps the plain name only on http://localhost and 127.0.0.1", () => {
    for (const url of ["http://localhost:4321/desk", "http://127.0.0.1:3100/desk"]) {
      const cookie = sessionCookie(new URL(url), proto(), 0);
      expect(cookie.name, url).toBe("desk-session");
      expect(cookie.options.secure, url).toBe(false);
    }
  });

  it("believes X-Forwarded-Proto only from a trusted proxy", () => {
    const local = new URL("http://localhost:3000/");
    expect(visitorUsedHttps(local, proto("https"), 0)).toBe(false);
    expect(visitorUsedHttps(local, proto("https"), 1)).toBe(true);
    expect(visitorUsedHttps(local, proto("http"), 1)).toBe(false);
    expect(visitorUsedHttps(new URL("https://lab.example/"), proto(), 1)).toBe(true);
  });
});
