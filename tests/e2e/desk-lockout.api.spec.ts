import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import { addUser, PASSWORD } from "./deskStaff";
import { send } from "./fromAddress";
import { startServer } from "./ownServer";

/**
 * The sign-in's lock, on servers of their own: five failures lock one account
 * from one address; parallel guesses are counted before their hash. Clients
 * are told apart by their address (127.0.0.2, 127.0.0.3 …).
 */

const base = Number(process.env.E2E_PORT ?? 3100);

/** The tries the server has written down for this account and address (before checking them). */
function triesWritten(dbPath: string): number {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    return Number(
      (
        db.prepare("SELECT COUNT(*) AS n FROM desk_failures WHERE key LIKE 'pair:%'").get() as {
          n: number;
        }
      ).n,
    );
  } finally {
    db.close();
  }
}

const attempt = (url: string, email: string, password: string, from: string) =>
  send(`${url}/desk/sign-in`, { method: "POST", form: { email, password }, from });

test("five failures lock that account from that address only; its owner elsewhere gets in after a pause", async () => {
  const server = await startServer(base + 60, {});
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
    expect(owner.headers.location).toBe("/desk");
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    // Another account from the locked address is not locked.
    const colleague = addUser(server.dbPath, "colleague", ["leads"]);
    expect((await attempt(server.url, colleague, PASSWORD, "127.0.0.2")).status).toBe(303);
  } finally {
    await server.stop();
  }
});

test("40 sign-ins at once from one client, 39 wrong and 1 right: at most five passwords checked, no session", async () => {
  const server = await startServer(base + 61, {});
  try {
    const email = addUser(server.dbPath, "burst", ["leads"]);
    const wrong = Array.from({ length: 39 }, () =>
      attempt(server.url, email, "wrong password!!", "127.0.0.4"),
    );
    // The right password joins the burst once the server has written down five of its tries,
    // while the others are still arriving or being checked: it meets the lock like them. (Sent
    // among the first five it would rightly be checked, as five guesses one by one would be.)
    await expect
      .poll(() => triesWritten(server.dbPath), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(5);
    const right = await attempt(server.url, email, PASSWORD, "127.0.0.4");
    const answers = [...(await Promise.all(wrong)), right];
    expect(right.status).toBe(429);
    expect(right.headers["set-cookie"] ?? []).toEqual([]);
    const busy = answers.filter((a) => a.status === 503);
    const locked = answers.filter((a) => a.status === 429);
    expect(busy.length + locked.length).toBeGreaterThanOrEqual(34);
    for (const a of busy) {
      expect(Number(a.headers["retry-after"])).toBeGreaterThan(0);
      expect(a.body).toContain("Too many sign-ins are being checked at once.");
    }
    // Only the tries below the lock had their password checked.
    const db = new DatabaseSync(server.dbPath, { readOnly: true });
    try {
      const checked = db
        .prepare(
          "SELECT COALESCE(SUM(count), 0) AS n FROM desk_audit WHERE action = 'failed sign-in'",
        )
        .get() as { n: number };
      expect(Number(checked.n)).toBeLessThanOrEqual(5);
    } finally {
      db.close();
    }
  } finally {
    await server.stop();
  }
});
