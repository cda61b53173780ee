// @vitest-environment node
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import { backupRunsOutbox, failureMessage } from "./failureMail";
import { recordRun } from "./runs";

describe("a failed backup's e-mail to the administrators", () => {
  it("is queued in the run's row when e-mail is set up, to every administrator, and says what failed", () => {
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
    recordRun(db, { kind: "backup", startedAt: at, finishedAt: at, ok: true }, { mail: true });
    recordRun(
      db,
      { kind: "backup", startedAt: at, finishedAt: at, ok: false, problem: "no key" },
      { mail: false },
    );
    const id = recordRun(
      db,
      {
        kind: "backup",
        startedAt: at,
        finishedAt: at,
        ok: false,
        problem: "The backup repository did not open with this password",
      },
      { mail: true },
    );
    const outbox = backupRunsOutbox(db);
    expect(outbox.due(new Date("2026-11-29T00:00:00Z"), 10)).toEqual([{ id, attempts: 0 }]);
    const message = failureMessage(outbox.item(id)!, {
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
    outbox.markSent(id, "<m>", at);
    expect(outbox.due(new Date("2026-11-29T00:00:00Z"), 10)).toEqual([]);
  });
});
