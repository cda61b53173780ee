// @vitest-environment node
import type { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { backupRunsOutbox, failureMessage } from "@/lib/backup/failureMail";
import { recordRun } from "@/lib/backup/store";
import { createNotifier, type AsyncOutbox } from "@/lib/cases/notifier";
import { withStore } from "@/lib/db/store";
import { twoServersOnOneFile } from "../../../../tests/fixtures/twoServers";
import { CLAIM_LEASE_MS } from "./store";

/**
 * Two app servers on one database: each has its own connection and its own
 * notifier, as two processes would. The backup failure e-mails stand for
 * every outbox: they share the claim with the leads', the applications', the
 * acknowledgements' and the quotations' (platform/outbox/store.ts).
 */

const AT = new Date("2026-11-29T08:00:00Z");
const servers = twoServersOnOneFile("outbox-");

const failedRuns = (count: number) =>
  withStore(servers.one, async () => {
    const ids: number[] = [];
    for (let i = 0; i < count; i++)
      ids.push(
        await recordRun(
          { kind: "backup", startedAt: AT, finishedAt: AT, ok: false, problem: `disk ${i}` },
          { mail: true },
        ),
      );
    return ids;
  });

/** The failure e-mails' outbox as one server sees it: every call on its own connection. */
const outboxOn = (db: DatabaseSync): AsyncOutbox<Parameters<typeof failureMessage>[0]> => ({
  due: (now, limit) => withStore(db, () => backupRunsOutbox.due(now, limit)),
  item: (id) => withStore(db, () => backupRunsOutbox.item(id)),
  markSent: (id, messageId, at) =>
    withStore(db, () => backupRunsOutbox.markSent(id, messageId, at)),
  markFailed: (id, error, next) =>
    withStore(db, () => backupRunsOutbox.markFailed(id, error, next)),
});

describe("an outbox shared by two servers", () => {
  it("gives a due row to one sender: the other sees it again only when the claim's lease runs out", async () => {
    const ids = await failedRuns(3);
    const first = await outboxOn(servers.one).due(AT, 2);
    expect(first.map((r) => r.id)).toEqual(ids.slice(0, 2));
    expect((await outboxOn(servers.two).due(AT, 10)).map((r) => r.id)).toEqual(ids.slice(2));
    expect(await outboxOn(servers.two).due(AT, 10)).toEqual([]);
    expect(
      await outboxOn(servers.one).due(new Date(AT.getTime() + CLAIM_LEASE_MS - 1000), 10),
    ).toEqual([]);
    // Neither sender answered (a server stopped mid-send): after the lease the rows come back.
    const later = await outboxOn(servers.two).due(
      new Date(AT.getTime() + CLAIM_LEASE_MS + 1000),
      10,
    );
    expect(later).toEqual(ids.map((id) => ({ id, attempts: 0 })));
  });

  it("sends each e-mail once when both servers drain at the same moment, sharing the rows", async () => {
    const ids = await failedRuns(12);
    const sentBy = new Map<number, string[]>();
    const server = (name: string, db: DatabaseSync) =>
      createNotifier({
        outbox: () => outboxOn(db),
        message: failureMessage,
        transport: {
          async sendMail(message) {
            // An SMTP exchange takes a while: the other server runs meanwhile.
            await new Promise((resolve) => setTimeout(resolve, 5));
            const id = Number(/BACKUP-(\d+)/.exec(String(message.messageId))?.[1]);
            sentBy.set(id, [...(sentBy.get(id) ?? []), name]);
            return { messageId: `<${name}-${id}@smtp>` };
          },
        },
        from: "site@lab.example",
        to: ["admin@lab.example"],
        siteUrl: "https://www.lab.example",
        now: () => AT,
        pollMs: 3_600_000,
        log: () => {},
      });
    const [a, b] = [server("one", servers.one), server("two", servers.two)];
    try {
      await Promise.all([a.runOnce(), b.runOnce()]);
    } finally {
      a.stop();
      b.stop();
    }
    expect([...sentBy.keys()].sort((x, y) => x - y)).toEqual(ids);
    for (const id of ids) expect(sentBy.get(id), `run ${id}`).toHaveLength(1);
    const byServer = [...sentBy.values()].flat();
    expect(byServer.filter((name) => name === "one").length).toBeGreaterThan(0);
    expect(byServer.filter((name) => name === "two").length).toBeGreaterThan(0);
    const states = servers.two
      .prepare("SELECT state, COUNT(*) AS n FROM backup_runs GROUP BY state")
      .all();
    expect(states).toEqual([{ state: "sent", n: 12 }]);
  });
});
