import { expect, test } from "@playwright/test";
import { startServer, type OwnServer } from "./ownServer";

/**
 * Behind one proxy (TRUST_PROXY_HOPS=1), a client with an IPv6 /64 holds
 * billions of addresses: the report lookups' limit (20 a minute) counts the
 * /64, not each address, and an IPv4 client by its whole address. A server of
 * its own, so no other test shares its counts.
 */

test.describe.configure({ mode: "serial" });

let server: OwnServer;
test.beforeAll(async () => {
  server = await startServer({
    TRUST_PROXY_HOPS: "1",
  });
});
test.afterAll(async () => {
  await server.stop();
});

const LIMIT = 20;
const unknownHash = "0".repeat(64);

/** A PDF check as the page's script asks it, from `address` as the proxy saw it. */
const check = (address: string) =>
  fetch(`${server.url}/api/reports/check?sha256=${unknownHash}`, {
    headers: { "x-forwarded-for": address },
  });

test("lookups from many addresses of one IPv6 /64 are refused after the limit; another /64 is answered", async () => {
  const statuses: number[] = [];
  for (let i = 1; i <= LIMIT + 10; i++)
    statuses.push((await check(`2001:db8:1:2:${i.toString(16)}::${i.toString(16)}`)).status);
  expect(statuses.slice(0, LIMIT)).toEqual(Array<number>(LIMIT).fill(200));
  expect(statuses.slice(LIMIT)).toEqual(Array<number>(10).fill(429));

  const refused = await check("2001:0db8:0001:0002:ffff:ffff:ffff:fffe");
  expect(refused.status).toBe(429);
  expect(refused.headers.get("retry-after")).toBe("60");

  const neighbour = await check("2001:db8:1:3::1");
  expect(neighbour.status).toBe(200);
  expect(await neighbour.json()).toMatchObject({ match: false });
});

test("IPv4 clients are counted by their whole address, and an IPv4-mapped address as the same client", async () => {
  // Twenty-five hosts of one /24 are each answered …
  for (let i = 1; i <= LIMIT + 5; i++) expect((await check(`203.0.113.${i}`)).status).toBe(200);
  // … while one host is held to the limit whether the proxy wrote it as IPv4 or IPv4-mapped IPv6.
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT + 2; i++)
    statuses.push((await check(i % 2 ? "::ffff:198.51.100.7" : "198.51.100.7")).status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
  expect(statuses.slice(LIMIT)).toEqual([429, 429]);
});
