// @vitest-environment node
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import { createNotifier } from "@/lib/cases/notifier";
import { withStore } from "@/lib/db/store";
import { backupRunsOutbox as outbox, failureMessage } from "./failureMail";
import { recordRun } from "./store";

describe("a failed backup's e-mail to the administrators", () => {
  it("is queued in the run's row when e-mail is set up, to every administrator, and says what failed", async () => {
    const db = openDatabase(":memory:");
    for (const [email, role] of [
      ["asha@lab.example", "admin"],
      ["ravi@lab.example", "leads"],
      ["meena@lab.example", "admin"],
    ] as const) {
      db.prepare(
        "INSERT OR IGNORE INTO desk_users (email, password_hash, created_at) VALUES (?, 'x', 'now')",
      ).run(email);
      db.prepare("INSERT INTO desk_user_roles (email, role) VALUES (?, ?)").run(email, role);
    }
    const at = new Date("2026-11-28T20:40:00Z");
    await withStore(db, async () => {
      await recordRun({ kind: "backup", startedAt: at, finishedAt: at, ok: true }, { mail: true });
      await recordRun(
        { kind: "backup", startedAt: at, finishedAt: at, ok: false, problem: "no key" },
        { mail: false },
      );
      const id = await recordRun(
        {
          kind: "backup",
          startedAt: at,
          finishedAt: at,
          ok: false,
          problem: "The backup repository did not open with this password",
        },
        { mail: true },
      );
      expect(await outbox.due(new Date("2026-11-29T00:00:00Z"), 10)).toEqual([{ id, attempts: 0 }]);
      const message = failureMessage((await outbox.item(id))!, {
        from: "site@lab.example",
        to: [],
        siteUrl: "https://www.lab.example",
      });
      expect(message.to).toEqual(["asha@lab.example", "meena@lab.example"]);
      expect(message.subject).toBe("The lab's backup failed (29 November 2026, 2:10 am)");
      expect(message.text).toContain(
        "What failed: The backup repository did not open with this password",
      );
      expect(message.text).toContain("https://www.lab.example/desk/start");
      await outbox.markSent(id, "<m>", at);
      expect(await outbox.due(new Date("2026-11-29T00:00:00Z"), 10)).toEqual([]);
    });
  });

  it("is sent by the notifier from the run's row, and a refused send stays pending with its error", async () => {
    const db = openDatabase(":memory:");
    const at = new Date("2026-11-28T20:40:00Z");
    const sent: string[] = [];
    let refuse = true;
    let clock = at;
    const row = (id: number) =>
      db
        .prepare("SELECT state, attempts, last_error, message_id FROM backup_runs WHERE id = ?")
        .get(id);
    await withStore(db, async () => {
      const id = await recordRun(
        { kind: "drill", startedAt: at, finishedAt: at, ok: false, problem: "no snapshot" },
        { mail: true },
      );
      const notifier = createNotifier({
        outbox: () => outbox,
        message: failureMessage,
        transport: {
          sendMail: async (message) => {
            if (refuse) throw new Error("SMTP is down");
            sent.push(String(message.subject));
            return { messageId: "<sent@smtp>" };
          },
        },
        from: "site@lab.example",
        to: ["leads@lab.example"],
        siteUrl: "https://www.lab.example",
        now: () => clock,
        firstRetryMs: 60_000,
        pollMs: 3_600_000,
        log: () => {},
      });
      try {
        await notifier.runOnce();
        expect(row(id)).toEqual({
          state: "pending",
          attempts: 1,
          last_error: "SMTP is down",
          message_id: null,
        });
        refuse = false;
        clock = new Date(at.getTime() + 2 * 60_000);
        await notifier.runOnce();
        expect(row(id)).toEqual({
          state: "sent",
          attempts: 1,
          last_error: null,
          message_id: "<sent@smtp>",
        });
        expect(sent).toEqual(["The lab's restore drill failed (29 November 2026, 2:10 am)"]);
      } finally {
        notifier.stop();
      }
    });
  });
});
