// @vitest-environment node
import { describe, expect, it } from "vitest";
import { clientKey } from "./client";

describe("clientKey", () => {
  const forwarded = (value: string) => new Headers({ "x-forwarded-for": value });

  it("uses the socket's address and ignores X-Forwarded-For by default", () => {
    expect(clientKey("198.51.100.7", forwarded("203.0.113.5"), 0)).toBe("198.51.100.7");
    expect(clientKey("198.51.100.7", new Headers({ "x-real-ip": "203.0.113.5" }), 0)).toBe(
      "198.51.100.7",
    );
    expect(clientKey(undefined, forwarded("203.0.113.5"), 0)).toBe("local");
  });

  it("behind trusted proxies takes the entry that many hops from the right", () => {
    // The client wrote "1.1.1.1"; the one proxy appended the address it saw.
    expect(clientKey("10.0.0.2", forwarded("1.1.1.1, 203.0.113.5"), 1)).toBe("203.0.113.5");
    expect(clientKey("10.0.0.2", forwarded("1.1.1.1, 203.0.113.5, 10.0.0.9"), 2)).toBe(
      "203.0.113.5",
    );
    // Shorter than the configured hops: the leftmost entry.
    expect(clientKey("10.0.0.2", forwarded("203.0.113.5"), 3)).toBe("203.0.113.5");
    // No header at all: the socket.
    expect(clientKey("10.0.0.2", new Headers(), 1)).toBe("10.0.0.2");
  });
});
