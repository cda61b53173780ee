// @vitest-environment node
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import { audit } from "./audit";
import { AUDIT_PAGE_SIZE, auditPage, auditQuery } from "./auditLog";

const db = openDatabase(":memory:");
afterAll(() => db.close());
beforeEach(() => db.exec("DELETE FROM desk_audit"));

const insert = db.prepare("INSERT INTO desk_audit (at, who, action, detail) VALUES (?, ?, ?, ?)");
const query = (params: Record<string, string>) => auditQuery(new URLSearchParams(params)).query;

describe("the audit log's pages", () => {
  it("groups a flood of failed sign-ins so real entries stay on the first page", () => {
    insert.run("2026-11-23T04:29:00.000Z", "asha@lab.example", "signed in", "10.0.0.1");
    // 10:02 to 10:15 India time: one who, one address, one hour.
    for (let i = 0; i < 500; i++)
      audit(
        db,
        "asha@lab.example",
        "failed sign-in",
        "203.0.113.66",
        new Date(Date.parse("2026-11-23T04:32:00.000Z") + Math.floor(i / 38) * 60_000),
      );
    // The flood is one row, not 500.
    expect(db.prepare("SELECT COUNT(*) AS n FROM desk_audit").get()).toEqual({ n: 2 });
    audit(
      db,
      "asha@lab.example",
      "failed sign-in",
      "198.51.100.2",
      new Date("2026-11-23T04:46:00.000Z"),
    );
    // 11:00 India time starts a new hour, so a new row.
    audit(
      db,
      "asha@lab.example",
      "failed sign-in",
      "203.0.113.66",
      new Date("2026-11-23T05:30:00.000Z"),
    );
    insert.run("2026-11-23T05:00:00.000Z", "ravi@lab.example", "status changed", "MET-1 new → won");
    const { entries, hasOlder } = auditPage(db, query({}));
    expect(hasOlder).toBe(false);
    expect(entries.map((e) => [e.who, e.action, e.detail, e.count])).toEqual([
      ["asha@lab.example", "failed sign-in", "203.0.113.66", 1],
      ["ravi@lab.example", "status changed", "MET-1 new → won", 1],
      ["asha@lab.example", "failed sign-in", "198.51.100.2", 1],
      ["asha@lab.example", "failed sign-in", "203.0.113.66", 500],
      ["asha@lab.example", "signed in", "10.0.0.1", 1],
    ]);
    expect(entries[3]).toMatchObject({
      firstAt: "2026-11-23T04:32:00.000Z",
      at: "2026-11-23T04:45:00.000Z",
    });
  });

  it("pages by 100, newest first", () => {
    for (let i = 0; i < 250; i++)
      insert.run(
        new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
        "a@lab.example",
        "note added",
        `n${i}`,
      );
    expect(AUDIT_PAGE_SIZE).toBe(100);
    const first = auditPage(db, query({}));
    expect(first.entries).toHaveLength(100);
    expect(first.entries[0]!.detail).toBe("n249");
    expect(first.hasOlder).toBe(true);
    const third = auditPage(db, query({ page: "3" }));
    expect(third.entries.map((e) => e.detail)).toEqual(
      Array.from({ length: 50 }, (_, i) => `n${49 - i}`),
    );
    expect(third.hasOlder).toBe(false);
  });

  it("filters by who, what and India dates", () => {
    insert.run("2026-11-22T18:29:00.000Z", "asha@lab.example", "signed in", "");
    insert.run("2026-11-22T18:31:00.000Z", "asha@lab.example", "signed in", "");
    insert.run("2026-11-23T10:00:00.000Z", "ravi@lab.example", "lead deleted", "MET-9");
    const details = (params: Record<string, string>) =>
      auditPage(db, query(params)).entries.map((e) => e.at);
    // 18:31 UTC is 00:01 on the 23rd in India.
    expect(details({ from: "2026-11-23" })).toEqual([
      "2026-11-23T10:00:00.000Z",
      "2026-11-22T18:31:00.000Z",
    ]);
    expect(details({ to: "2026-11-22" })).toEqual(["2026-11-22T18:29:00.000Z"]);
    expect(details({ who: "RAVI" })).toEqual(["2026-11-23T10:00:00.000Z"]);
    expect(details({ action: "signed in", from: "2026-11-23", to: "2026-11-23" })).toEqual([
      "2026-11-22T18:31:00.000Z",
    ]);
    expect(details({ who: "%" })).toEqual([]);
  });

  it("answers hostile values with the filter left out and names them, never an error", () => {
    const hostile: [string, string][] = [
      ["page", "Infinity"],
      ["page", "1e300"],
      ["page", "-3"],
      ["page", "99999999999"],
      ["from", "2026-99-99"],
      ["to", "2026-13-45"],
      ["from", "2026-02-30"],
      ["to", "'; DROP TABLE desk_audit; --"],
    ];
    for (const [name, value] of hostile) {
      const { query: q, bad } = auditQuery(new URLSearchParams({ [name]: value }));
      expect(bad, `${name}=${value}`).toEqual([name]);
      expect(() => auditPage(db, q)).not.toThrow();
    }
    expect(auditQuery(new URLSearchParams({ page: "2", from: "2026-11-01" })).bad).toEqual([]);
    expect(auditQuery(new URLSearchParams({ who: "x".repeat(5000) })).query.who).toHaveLength(200);
  });
});
