// @vitest-environment node
import { describe, expect, it } from "vitest";
import { networkOf } from "./network";

describe("networkOf: the network a client is counted as", () => {
  it("puts every address of one IPv6 /64 under one key, whatever form it is written in", () => {
    const key = networkOf("2001:db8:1:2::1");
    for (const same of [
      "2001:db8:1:2:ffff::9",
      "2001:0db8:0001:0002:0000:0000:0000:0001",
      "2001:DB8:1:2:FFFF:FFFF:FFFF:FFFF",
      "2001:db8:1:2:a:b:c:d",
      "2001:db8:1:2::",
      "[2001:db8:1:2::77]",
      "[2001:db8:1:2::77]:443",
      "2001:db8:1:2::5%eth0",
      "2001:db8:1:2::1.2.3.4",
    ])
      expect(networkOf(same), same).toBe(key);
  });

  it("keeps other /64s apart, even next to each other", () => {
    const key = networkOf("2001:db8:1:2::1");
    for (const other of ["2001:db8:1:3::1", "2001:db8:1::1", "2001:db8:0:2::1", "2001:db9:1:2::1"])
      expect(networkOf(other), other).not.toBe(key);
  });

  it("names the /64 itself, so a person reading a key sees what was counted", () => {
    expect(networkOf("2001:db8:1:2:ffff::9")).toBe("2001:db8:1:2::/64");
    expect(networkOf("::1")).toBe("0:0:0:0::/64");
    expect(networkOf("fe80::1%eth0")).toBe(networkOf("fe80::2%wlan1"));
  });

  it("counts IPv4 by the whole address, and an IPv4-mapped IPv6 address as that IPv4 address", () => {
    expect(networkOf("10.0.0.1")).toBe("10.0.0.1");
    expect(networkOf("10.0.0.2")).not.toBe(networkOf("10.0.0.1"));
    expect(networkOf("::ffff:10.0.0.1")).toBe("10.0.0.1");
    expect(networkOf("::FFFF:10.0.0.1")).toBe("10.0.0.1");
    expect(networkOf("::ffff:a00:1")).toBe("10.0.0.1");
    expect(networkOf("[::ffff:10.0.0.1]:8080")).toBe("10.0.0.1");
    expect(networkOf("0:0:0:0:0:ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(networkOf("203.0.113.5:51234")).toBe("203.0.113.5");
    // Mapped addresses of different IPv4 hosts stay apart (they share a /64 as IPv6 text).
    expect(networkOf("::ffff:10.0.0.2")).not.toBe(networkOf("::ffff:10.0.0.1"));
  });

  it("leaves what is not an address as it is, cut short", () => {
    expect(networkOf("local")).toBe("local");
    expect(networkOf("unknown")).toBe("unknown");
    expect(networkOf("2001:db8::1::2")).toBe("2001:db8::1::2");
    expect(networkOf("x".repeat(500))).toHaveLength(100);
  });
});
