import { expect, test } from "@playwright/test";
import { addUser, PASSWORD } from "./deskStaff";
import { send } from "./fromAddress";
import { auditCount } from "./deskAudit";
import { startServer } from "./ownServer";

/**
 * The sign-in's lock, on servers of their own: five failures lock one account
 * from one address; parallel guesses are counted before their hash. Clients
 * are told apart by their address (127.0.0.2, 127.0.0.3 …).
 */

/** The passwords the server checked and found wrong (the audit log counts them). */
const failedChecks = (dbPath: string) => auditCount(dbPath, "failed sign-in");

const attempt = (url: string, email: string, password: string, from: string) =>
  send(`${url}/desk/sign-in`, { method: "POST", form: { email, password }, from });

test("five failures lock that account from that address only; its owner elsewhere gets in after a pause", async () => {
  const server = await startServer({});
  try {
    const email = addUser(server.dbPath, "lock", ["leads"]);
    for (let i = 0; i < 4; i++) {
      const wrong = await attempt(server.url, email, "wrong password!!", "127.0.0.2");
      expect(wrong.status).toBe(401);
      expect(wrong.body).toContain("That e-mail and password do not match an account.");
    }
    const fifth = await attempt(server.url, email, "wrong password!!", "127.0.0.2");
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatch(
      /Too many failed sign-ins from this address\. Signing in to this account from here is locked until \d/,
    );
    // From that address even the right password waits.
    expect((await attempt(server.url, email, PASSWORD, "127.0.0.2")).status).toBe(429);
    // The owner at another address gets in, after the account's pause (five failures: 1 s).
    const started = Date.now();
    const owner = await attempt(server.url, email, PASSWORD, "127.0.0.3");
    expect(owner.status).toBe(303);
    expect(owner.headers.location).toBe("/desk/start");
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    // Another account from the locked address is not locked.
    const colleague = addUser(server.dbPath, "colleague", ["leads"]);
    expect((await attempt(server.url, colleague, PASSWORD, "127.0.0.2")).status).toBe(303);
  } finally {
    await server.stop();
  }
});

test("40 sign-ins at once from one client, 39 wrong and 1 right: at most five passwords checked, no session", async () => {
  const server = await startServer({});
  try {
    const email = addUser(server.dbPath, "burst", ["leads"]);
    // 39 wrong guesses at once: each try is written down before its hash and one client's share
    // of the checks is two, so the burst gets no more than five passwords checked.
    const burst = await Promise.all(
      Array.from({ length: 39 }, () => attempt(server.url, email, "wrong password!!", "127.0.0.4")),
    );
    // Checked passwords answer 401, or 429 for the one that reached the lock; the rest were
    // turned away unchecked (429 over the client's share or locked, 503 busy).
    const checked = await failedChecks(server.dbPath);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(burst.filter((a) => a.status === 401).length).toBeLessThanOrEqual(checked);
    const busy = burst.filter((a) => a.status === 503);
    const refused = burst.filter((a) => a.status === 429);
    expect(busy.length + refused.length).toBeGreaterThanOrEqual(39 - checked);
    for (const a of busy) {
      expect(Number(a.headers["retry-after"])).toBeGreaterThan(0);
      expect(a.body).toContain("Too many sign-ins are being checked at once.");
    }
    // Guessing on, one by one, reaches the lock at the fifth failure; then the right password
    // meets it too, and no session is given.
    const isLocked = (a: { status: number; body: string }) =>
      a.status === 429 && a.body.includes("locked until");
    let last = burst.at(-1)!;
    for (let i = 0; i < 6 && !isLocked(last); i++)
      last = await attempt(server.url, email, "wrong password!!", "127.0.0.4");
    expect(isLocked(last)).toBe(true);
    const right = await attempt(server.url, email, PASSWORD, "127.0.0.4");
    expect(right.status).toBe(429);
    expect(right.headers["set-cookie"] ?? []).toEqual([]);
    expect(await failedChecks(server.dbPath)).toBeLessThanOrEqual(5);
  } finally {
    await server.stop();
  }
});
