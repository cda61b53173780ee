// @vitest-environment node
import { describe, expect, it } from "vitest";
import { clientAddressOf, clientKey } from "./client";

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

  it("counts an IPv6 client by its /64 and an IPv4-mapped address as IPv4, behind a proxy or not", () => {
    const viaProxy = (address: string) => clientKey("10.0.0.2", forwarded(address), 1);
    expect(viaProxy("2001:db8:1:2::1")).toBe(viaProxy("2001:db8:1:2:ffff::9"));
    expect(viaProxy("2001:db8:1:3::1")).not.toBe(viaProxy("2001:db8:1:2::1"));
    expect(clientKey("2001:db8:1:2::1", new Headers(), 0)).toBe(
      clientKey("2001:db8:1:2:ffff::9", new Headers(), 0),
    );
    expect(clientKey("::ffff:10.0.0.1", new Headers(), 0)).toBe(
      clientKey("10.0.0.1", new Headers(), 0),
    );
    expect(viaProxy("203.0.113.5")).not.toBe(viaProxy("203.0.113.6"));
  });
});

describe("clientAddressOf", () => {
  it("is the client's whole address, for the records people read", () => {
    const headers = new Headers({ "x-forwarded-for": "2001:db8:1:2:ffff::9" });
    expect(clientAddressOf("10.0.0.2", headers, 1)).toBe("2001:db8:1:2:ffff::9");
    expect(clientAddressOf("2001:db8:1:2::1", headers, 0)).toBe("2001:db8:1:2::1");
    expect(clientAddressOf(undefined, headers, 0)).toBe("local");
  });
});
