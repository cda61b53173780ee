import { isIP } from "node:net";

/**
 * The network a client address is counted as by the throttles and the desk's
 * sign-in lock. An IPv4 address is one client. An IPv6 client is its /64: one
 * home or phone is given a whole /64 and may use any of its 2^64 addresses, so
 * counting each address would let it send without limit. An IPv4-mapped IPv6
 * address (::ffff:1.2.3.4, how a dual-stack socket sees an IPv4 client) is the
 * IPv4 address. Brackets, a port and a zone id (%eth0) are dropped first;
 * anything that is then not an address is kept as it is (at most 100
 * characters), so a strange proxy entry is still a client of its own.
 */
export function networkOf(raw: string): string {
  const address = bare(raw.trim());
  const family = isIP(address);
  if (family === 4) return address;
  if (family === 6) {
    const groups = ipv6Groups(address);
    if (isIpv4Mapped(groups))
      return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
    return `${groups
      .slice(0, 4)
      .map((g) => g.toString(16))
      .join(":")}::/64`;
  }
  return raw.slice(0, 100);
}

/** `[addr]:port`, `[addr]`, `a.b.c.d:port` and `addr%zone` → `addr`. */
function bare(text: string): string {
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(text);
  const inner = bracketed ? bracketed[1]! : (/^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(text)?.[1] ?? text);
  const zone = inner.indexOf("%");
  return zone === -1 ? inner : inner.slice(0, zone);
}

/** The eight 16-bit groups of an address node:net has called IPv6 (so well formed). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  // A dotted IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is the last two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const part = (s: string | undefined) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(rest);
  const zeros = rest === undefined ? [] : Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

const isIpv4Mapped = (groups: number[]) =>
  groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
