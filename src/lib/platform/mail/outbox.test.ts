// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import type { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withStore } from "@/lib/db/store";
import { CLAIM_LEASE_MS } from "@/lib/platform/outbox/store";
import { startMailOutbox } from "@/lib/server/mailOutbox";
import { smtpSink } from "../../../../tests/e2e/smtpSink";
import { twoServersOnOneFile } from "../../../../tests/fixtures/twoServers";
import { mailServer, queueMail, sendMailNow, type PlainMail } from "./outbox";
import { mailPurgeReport, purgeMail } from "./purge";

/**
 * The mail outbox on two app servers sharing one database file, each with its
 * own connection, and a real SMTP server (smtp-server) that is down, slow or
 * up: a link e-mail is tried at once where it was asked for, and kept for the
 * job (JOBS=on) when that fails.
 */

const servers = twoServersOnOneFile("mail-outbox-");
const sinks: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const sink of sinks.splice(0)) await sink.close();
});

const AT = new Date("2026-11-30T08:00:00Z");
const SECOND = 1000;
const DAY = 86_400_000;
const later = (ms: number) => new Date(AT.getTime() + ms);
/** The job's first pause after a failure (LEADS_NOTIFY_RETRY_SECONDS' default). */
const FIRST_RETRY_MS = 30 * SECOND;

const TOKEN = "kq7Vn2xLw9Rz".repeat(3) + "Tb4Mh8J";
const LINK = `https://lab.example/desk/set-password?token=${TOKEN}`;
const linkMail = (to = "asha@lab.example"): PlainMail => ({
  purpose: "set-password",
  to,
  subject: "Set your password",
  text: `Choose your password here:\n${LINK}\nThe link works once, for 24 hours.`,
  endsAt: later(DAY),
});

const server = (url: string) => ({ url, from: "desk@lab.example" });

async function sinkOn(port = 0, hold?: () => Promise<void>) {
  const sink = await smtpSink(port, hold ? { hold } : {});
  sinks.push(sink);
  return sink;
}

/** An SMTP address where nothing answers (a sink was there and is closed). */
async function downSmtp(): Promise<{ url: string; port: number }> {
  const sink = await smtpSink();
  await sink.close();
  return { url: sink.url, port: sink.port };
}

/** The at-once try where the e-mail is asked for, on that server's connection. */
const tryOn = (db: DatabaseSync, url: string, mail = linkMail(), at = AT) =>
  withStore(db, () =>
    sendMailNow(mail, { server: server(url), now: () => at, firstRetryMs: FIRST_RETRY_MS }),
  );

/** One round of the mail outbox's job on a server, at `at`. */
async function jobOn(db: DatabaseSync, url: string, at: Date): Promise<void> {
  const job = await withStore(db, async () =>
    startMailOutbox({ server: server(url), now: () => at, pollMs: 3_600_000 }),
  );
  try {
    await withStore(db, () => job!.runOnce());
  } finally {
    job!.stop();
  }
}

const rows = (db: DatabaseSync) =>
  db
    .prepare("SELECT recipient, state, attempts, body, last_error FROM mail_outbox ORDER BY id")
    .all();

/** A plain-text message's body as written, quoted-printable undone. */
const bodyOf = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

describe("the mail outbox", () => {
  it("keeps a link e-mail the SMTP server did not take; the job sends it once when the server is back", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const down = await downSmtp();
    expect(await tryOn(servers.one, down.url)).toBe("failed");
    expect(rows(servers.two)).toMatchObject([{ state: "pending", attempts: 1 }]);

    const sink = await sinkOn(down.port);
    await jobOn(servers.two, down.url, later(FIRST_RETRY_MS - SECOND));
    expect(sink.messages).toHaveLength(0);
    // Both servers' jobs look at the same moment, and again after the claim's lease.
    await Promise.all([
      jobOn(servers.one, down.url, later(FIRST_RETRY_MS)),
      jobOn(servers.two, down.url, later(FIRST_RETRY_MS)),
    ]);
    await jobOn(servers.two, down.url, later(FIRST_RETRY_MS + CLAIM_LEASE_MS + SECOND));

    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]!.to).toEqual(["asha@lab.example"]);
    expect(sink.messages[0]!.from).toBe("desk@lab.example");
    expect(bodyOf(sink.messages[0]!.raw)).toContain(LINK);
    expect(rows(servers.one)).toMatchObject([
      { recipient: "asha@lab.example", state: "sent", attempts: 1, body: null, last_error: null },
    ]);
    // The failure was logged, without the link.
    expect(errors).toHaveBeenCalled();
    expect(JSON.stringify(errors.mock.calls)).not.toContain(TOKEN);
  });

  it("keeps the body sealed at rest: neither the row nor the database file holds the link", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await tryOn(servers.one, (await downSmtp()).url)).toBe("failed");
    const [row] = rows(servers.two) as { body: string }[];
    expect(row!.body).toEqual(expect.any(String));
    expect(row!.body).not.toContain(TOKEN);
    const file = Buffer.concat(
      [servers.file, `${servers.file}-wal`].filter(existsSync).map((f) => readFileSync(f)),
    );
    expect(file.includes("asha@lab.example")).toBe(true);
    expect(file.includes(TOKEN)).toBe(false);
  });

  it("mails a link at once and erases its body; the job never sends it again", async () => {
    const sink = await sinkOn();
    expect(await tryOn(servers.one, sink.url)).toBe("mailed");
    expect(sink.messages).toHaveLength(1);
    expect(bodyOf(sink.messages[0]!.raw)).toContain(LINK);
    expect(rows(servers.two)).toMatchObject([{ state: "sent", attempts: 0, body: null }]);
    await jobOn(servers.two, sink.url, later(CLAIM_LEASE_MS + SECOND));
    expect(sink.messages).toHaveLength(1);
  });

  it("leaves an e-mail to its at-once try while the SMTP server is slow: the job does not send it too", async () => {
    let reached!: () => void;
    const inExchange = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    // The first message waits for its answer; any other would be taken at once.
    const sink = await sinkOn(0, () => (held++ === 0 ? (reached(), released) : Promise.resolve()));
    const trying = tryOn(servers.one, sink.url);
    await inExchange;
    await Promise.all([
      jobOn(servers.two, sink.url, later(FIRST_RETRY_MS)),
      jobOn(servers.one, sink.url, later(CLAIM_LEASE_MS - SECOND)),
    ]);
    release();
    expect(await trying).toBe("mailed");
    await jobOn(servers.two, sink.url, later(CLAIM_LEASE_MS + SECOND));
    expect(sink.messages).toHaveLength(1);
    expect(rows(servers.two)).toMatchObject([{ state: "sent", body: null }]);
  });

  it("never sends an e-mail whose link ended before the SMTP server was back, and erases its body", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const down = await downSmtp();
    expect(await tryOn(servers.one, down.url)).toBe("failed");
    const sink = await sinkOn(down.port);
    await jobOn(servers.two, down.url, later(DAY));
    expect(sink.messages).toHaveLength(0);
    expect(rows(servers.one)).toMatchObject([{ state: "expired", body: null }]);
  });

  it("the daily purge erases an ended e-mail's body where no job ran, and forgets its row a week later", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await tryOn(servers.one, (await downSmtp()).url)).toBe("failed");
    const purge = (at: Date) => withStore(servers.two, () => purgeMail(at));
    expect(await purge(later(DAY - SECOND))).toEqual({ ended: 0, deleted: 0 });
    expect(rows(servers.one)).toMatchObject([{ state: "pending", body: expect.any(String) }]);
    const ended = await purge(later(DAY));
    expect(ended).toEqual({ ended: 1, deleted: 0 });
    expect(mailPurgeReport(ended)).toContain("erased 1 e-mails whose link ended unsent");
    expect(rows(servers.one)).toMatchObject([{ state: "expired", body: null }]);
    expect(await purge(later(8 * DAY - SECOND))).toEqual({ ended: 0, deleted: 0 });
    expect(await purge(later(8 * DAY + SECOND))).toEqual({ ended: 0, deleted: 1 });
    expect(rows(servers.one)).toEqual([]);
  });

  it("sends an e-mail queued without a try (a newsletter's) as soon as it is queued, once, where the job runs", async () => {
    const sink = await sinkOn();
    const job = await withStore(servers.one, async () =>
      startMailOutbox({ server: server(sink.url), now: () => AT, pollMs: 3_600_000 }),
    );
    try {
      // Its first look (at start) is over before the e-mail is queued.
      await withStore(servers.one, () => job!.runOnce());
      const queued = await withStore(servers.one, () =>
        queueMail(
          { ...linkMail("reader@example.in"), purpose: "newsletter" },
          { server: server(sink.url), now: () => AT },
        ),
      );
      expect(queued).toBe("queued");
      // The job's next look is an hour away: only the queue's wake-up sends it now.
      await vi.waitFor(() => expect(sink.messages).toHaveLength(1), { timeout: 10_000 });
      expect(sink.messages[0]!.to).toEqual(["reader@example.in"]);
      await withStore(servers.one, () => job!.runOnce());
      expect(sink.messages).toHaveLength(1);
      expect(rows(servers.two)).toMatchObject([{ state: "sent", body: null }]);
    } finally {
      job!.stop();
    }
  });

  it("keeps nothing without e-mail set up on the server", async () => {
    expect(mailServer()).toBeUndefined();
    expect(await withStore(servers.one, () => sendMailNow(linkMail()))).toBe("not-configured");
    expect(rows(servers.one)).toEqual([]);
  });
});
