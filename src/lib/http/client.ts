import { networkOf } from "./network";

/**
 * The address of the connection an endpoint was called on (Astro's
 * clientAddress), or undefined where the adapter gives none (unit tests call
 * endpoints with only a request).
 */
export function peerAddress(context: { readonly clientAddress?: string }): string | undefined {
  try {
    return context.clientAddress || undefined;
  } catch {
    return undefined; // Astro throws when the adapter cannot tell
  }
}

/**
 * The client's address as the records people read keep it (a lead's IP, the
 * audit log): the address of the socket, which no client can fake. Behind
 * `trustedHops` reverse proxies that each append the address they saw to
 * X-Forwarded-For, the client is the entry that many places from the right
 * (the proxies' own entries are trustworthy, anything further left was written
 * by the client). The leftmost entry is used when the list is shorter.
 */
export function clientAddressOf(
  peer: string | undefined,
  headers: Headers,
  trustedHops: number,
): string {
  if (trustedHops > 0) {
    const forwarded = (headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const client = forwarded[Math.max(0, forwarded.length - trustedHops)];
    if (client) return client.slice(0, 100);
  }
  return peer?.slice(0, 100) || "local";
}

/**
 * The client a request counts as (the throttles' and locks' key): the network
 * of its address (lib/http/network.ts), so an IPv6 client's /64 is one client.
 */
export const clientKey = (peer: string | undefined, headers: Headers, trustedHops: number) =>
  networkOf(clientAddressOf(peer, headers, trustedHops));
