// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { withStore } from "@/lib/db/store";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { desk } from "@/content/desk";
import { galleryCategories } from "@/content/gallery";
import { allServices } from "@/content/services";
import { openDatabase } from "@/lib/db/connection";
import { recordAudit } from "@/lib/platform/audit/store";
import { AUDIT_PAGE_SIZE, auditActions, auditPage, auditQuery } from "./auditLog";

const db = openDatabase(":memory:");
afterAll(() => db.close());
beforeEach(() => db.exec("DELETE FROM desk_audit"));

const insert = db.prepare("INSERT INTO desk_audit (at, who, action, detail) VALUES (?, ?, ?, ?)");
const query = (params: Record<string, string>) => auditQuery(new URLSearchParams(params)).query;

describe("the audit log's pages", () => {
  it("groups a flood of failed sign-ins so real entries stay on the first page", () =>
    withStore(db, async () => {
      insert.run("2026-11-23T04:29:00.000Z", "asha@lab.example", "signed in", "10.0.0.1");
      // 10:02 to 10:15 India time: one who, one address, one hour.
      for (let i = 0; i < 500; i++)
        await recordAudit(
          "asha@lab.example",
          "failed sign-in",
          "203.0.113.66",
          new Date(Date.parse("2026-11-23T04:32:00.000Z") + Math.floor(i / 38) * 60_000),
        );
      // The flood is one row, not 500.
      expect(db.prepare("SELECT COUNT(*) AS n FROM desk_audit").get()).toEqual({ n: 2 });
      await recordAudit(
        "asha@lab.example",
        "failed sign-in",
        "198.51.100.2",
        new Date("2026-11-23T04:46:00.000Z"),
      );
      // 11:00 India time starts a new hour, so a new row.
      await recordAudit(
        "asha@lab.example",
        "failed sign-in",
        "203.0.113.66",
        new Date("2026-11-23T05:30:00.000Z"),
      );
      insert.run(
        "2026-11-23T05:00:00.000Z",
        "ravi@lab.example",
        "status changed",
        "MET-1 new → won",
      );
      const { entries, hasOlder } = await auditPage(query({}));
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
    }));

  it("pages by 100, newest first", () =>
    withStore(db, async () => {
      for (let i = 0; i < 250; i++)
        insert.run(
          new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
          "a@lab.example",
          "note added",
          `n${i}`,
        );
      expect(AUDIT_PAGE_SIZE).toBe(100);
      const first = await auditPage(query({}));
      expect(first.entries).toHaveLength(100);
      expect(first.entries[0]!.detail).toBe("n249");
      expect(first.hasOlder).toBe(true);
      const third = await auditPage(query({ page: "3" }));
      expect(third.entries.map((e) => e.detail)).toEqual(
        Array.from({ length: 50 }, (_, i) => `n${49 - i}`),
      );
      expect(third.hasOlder).toBe(false);
    }));

  it("filters by who, what and India dates", () =>
    withStore(db, async () => {
      insert.run("2026-11-22T18:29:00.000Z", "asha@lab.example", "signed in", "");
      insert.run("2026-11-22T18:31:00.000Z", "asha@lab.example", "signed in", "");
      insert.run("2026-11-23T10:00:00.000Z", "ravi@lab.example", "lead deleted", "MET-9");
      const details = async (params: Record<string, string>) =>
        (await auditPage(query(params))).entries.map((e) => e.at);
      // 18:31 UTC is 00:01 on the 23rd in India.
      expect(await details({ from: "2026-11-23" })).toEqual([
        "2026-11-23T10:00:00.000Z",
        "2026-11-22T18:31:00.000Z",
      ]);
      expect(await details({ to: "2026-11-22" })).toEqual(["2026-11-22T18:29:00.000Z"]);
      expect(await details({ who: "RAVI" })).toEqual(["2026-11-23T10:00:00.000Z"]);
      expect(await details({ action: "signed in", from: "2026-11-23", to: "2026-11-23" })).toEqual([
        "2026-11-22T18:31:00.000Z",
      ]);
      expect(await details({ who: "%" })).toEqual([]);
    }));

  it("answers hostile values with the filter left out and names them, never an error", () =>
    withStore(db, async () => {
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
        await expect(auditPage(q)).resolves.not.toThrow();
      }
      expect(auditQuery(new URLSearchParams({ page: "2", from: "2026-11-01" })).bad).toEqual([]);
      expect(auditQuery(new URLSearchParams({ who: "x".repeat(5000) })).query.who).toHaveLength(
        200,
      );
    }));
});

/** The source files that may write to the log: everything in src/ and scripts/ but tests. */
const root = fileURLToPath(new URL("../../../", import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|astro|mjs)$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .filter((path) => !/\.test\.tsx?$/.test(path));

/** The text of a call's arguments, split at its top-level commas (strings and brackets respected). */
function callArguments(text: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let quote = "";
  let current = "";
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      current += c;
      if (c === "\\") current += text[++i];
      else if (c === quote) quote = "";
      continue;
    }
    if (c === '"' || c === "'" || c === "`") quote = c;
    else if ("([{".includes(c)) depth++;
    else if (")]}".includes(c)) {
      if (depth === 0) return [...args, current.trim()];
      depth--;
    } else if (c === "," && depth === 0) {
      args.push(current.trim());
      current = "";
      continue;
    }
    current += c;
  }
  return args;
}

const literals = (text: string) => [...text.matchAll(/"([^"\\]*)"/g)].map((m) => m[1]!);

/**
 * Every action key the code writes: the third argument of each `audit(…)`
 * call, as string literals (a ternary gives both), or the values of a
 * `const NAME = { … }` of the same file when it is `NAME[…]`.
 */
function writtenActions(): { action: string; where: string }[] {
  const found: { action: string; where: string }[] = [];
  for (const path of [...sources("src"), ...sources("scripts")]) {
    const text = readFileSync(join(root, path), "utf8");
    // await recordAudit(who, action, …) (lib/platform/audit/store.ts).
    for (const call of text.matchAll(/(?<![\w.])(audit|recordAudit)\(/g)) {
      if (/function\s+$/.test(text.slice(0, call.index))) continue;
      const at = call[1] === "audit" ? 2 : 1;
      const argument = callArguments(text, call.index + call[0].length - 1)[at] ?? "";
      let actions = literals(argument);
      const table = /^(\w+)\[/.exec(argument)?.[1];
      if (actions.length === 0 && table) {
        const object = new RegExp(`const ${table}\\s*=\\s*\\{([^}]*)\\}`).exec(text)?.[1] ?? "";
        actions = [...object.matchAll(/:\s*"([^"]*)"/g)].map((m) => m[1]!);
      }
      const where = `${path}: audit(…, ${argument})`;
      expect(actions, `${where}: write the action as a string the test can read`).not.toEqual([]);
      for (const action of actions) found.push({ action, where });
    }
  }
  return found;
}

describe("the audit log in words", () => {
  it("has words for every action the code writes, in one table in src/content", () =>
    withStore(db, async () => {
      const written = writtenActions();
      // The scan finds the calls of every area, ternaries and tables among them.
      for (const action of [
        "signed in",
        "failed sign-in",
        "opening.close",
        "opening.reopen",
        "report authorised",
        "report amended",
        "API token created",
        "photo uploaded",
        "gallery drawing shown again",
        "published article",
        "scheduled article",
        "report issued",
        "report registered",
      ])
        expect(written.map((w) => w.action)).toContain(action);
      const missing = written.filter((w) => !(w.action in desk.audit.actions));
      expect(missing, "actions written with no words in desk.audit.actions").toEqual([]);
      expect(desk.audit.actionWords("opening.close")).toBe("Closed a job opening");
      // An action no code writes any more still reads as it was stored.
      expect(desk.audit.actionWords("something old")).toBe("something old");
    }));

  it("lists the log's actions for the filter in words, with the stored keys as values", () =>
    withStore(db, async () => {
      insert.run("2026-11-23T04:29:00.000Z", "asha@lab.example", "opening.close", "x");
      insert.run("2026-11-23T04:30:00.000Z", "asha@lab.example", "signed in", "10.0.0.1");
      insert.run("2026-11-23T04:31:00.000Z", "asha@lab.example", "something old", "");
      expect(await auditActions()).toEqual([
        { action: "opening.close", words: "Closed a job opening" },
        { action: "signed in", words: "Signed in" },
        { action: "something old", words: "something old" },
      ]);
    }));

  it("reads a key written before leads and applications were one kind of case as the key that replaced it", () =>
    withStore(db, async () => {
      insert.run(
        "2026-03-05T04:00:00.000Z",
        "asha@lab.example",
        "status changed",
        "LEAD-2026-000001: new → won",
      );
      insert.run(
        "2026-03-06T04:00:00.000Z",
        "asha@lab.example",
        "CV downloaded",
        "APP-2026-000001",
      );
      await recordAudit("asha@lab.example", "lead status changed", "LEAD-2026-000002: new → lost");
      await recordAudit("asha@lab.example", "application file downloaded", "APP-2026-000002");
      // The old lines keep their keys and read as the new ones; the filter lists each once.
      expect(desk.audit.actionWords("status changed")).toBe("Changed a lead's status");
      expect(desk.audit.actionWords("CV downloaded")).toBe("Downloaded an application's CV");
      expect(await auditActions()).toEqual([
        { action: "lead status changed", words: "Changed a lead's status" },
        { action: "application file downloaded", words: "Downloaded an application's CV" },
      ]);
      // Filtering by the new key finds the old lines too.
      const found = async (action: string) =>
        (await auditPage(query({ action }))).entries.map((e) => e.detail);
      expect(await found("lead status changed")).toEqual([
        "LEAD-2026-000002: new → lost",
        "LEAD-2026-000001: new → won",
      ]);
      expect(await found("application file downloaded")).toEqual([
        "APP-2026-000002",
        "APP-2026-000001",
      ]);
      expect(desk.audit.actionWords("toString")).toBe("toString");
    }));

  it("groups sign-ins of one account from one address within an India hour, as failures are", () =>
    withStore(db, async () => {
      const at = (iso: string) => new Date(iso);
      // 10:02, 10:20 and 10:58 India time, one account, one address: one line of three.
      await recordAudit(
        "asha@lab.example",
        "signed in",
        "10.0.0.1",
        at("2026-11-23T04:32:00.000Z"),
      );
      await recordAudit(
        "asha@lab.example",
        "signed in",
        "10.0.0.1",
        at("2026-11-23T04:50:00.000Z"),
      );
      await recordAudit(
        "asha@lab.example",
        "signed in",
        "10.0.0.1",
        at("2026-11-23T05:28:00.000Z"),
      );
      // Another address, another account, another hour: lines of their own.
      await recordAudit(
        "asha@lab.example",
        "signed in",
        "10.0.0.2",
        at("2026-11-23T04:40:00.000Z"),
      );
      await recordAudit(
        "ravi@lab.example",
        "signed in",
        "10.0.0.1",
        at("2026-11-23T04:41:00.000Z"),
      );
      await recordAudit(
        "asha@lab.example",
        "signed in",
        "10.0.0.1",
        at("2026-11-23T05:31:00.000Z"),
      );
      const { entries } = await auditPage(query({}));
      expect(entries.map((e) => [e.who, e.detail, e.count, e.firstAt, e.at])).toEqual([
        ["asha@lab.example", "10.0.0.1", 1, "2026-11-23T05:31:00.000Z", "2026-11-23T05:31:00.000Z"],
        ["asha@lab.example", "10.0.0.1", 3, "2026-11-23T04:32:00.000Z", "2026-11-23T05:28:00.000Z"],
        ["ravi@lab.example", "10.0.0.1", 1, "2026-11-23T04:41:00.000Z", "2026-11-23T04:41:00.000Z"],
        ["asha@lab.example", "10.0.0.2", 1, "2026-11-23T04:40:00.000Z", "2026-11-23T04:40:00.000Z"],
      ]);
      expect(desk.audit.times(desk.audit.actionWords("signed in"), 3)).toBe("Signed in × 3");
    }));

  it("names photos, articles, openings, services and drawings instead of their ids, in one query", () =>
    withStore(db, async () => {
      const now = "2026-11-23T04:00:00.000Z";
      db.prepare(
        `INSERT OR REPLACE INTO photos (id, alt, caption, album, width, height, variants, created_at, created_by)
       VALUES (?, ?, ?, ?, 800, 600, '[]', ?, 'asha@lab.example')`,
      ).run("Ph0toId123", "Engineer at the impulse generator", "Impulse hall", "high-voltage", now);
      db.prepare(
        `INSERT OR REPLACE INTO photos (id, alt, caption, album, width, height, variants, created_at, created_by)
       VALUES (?, ?, '', ?, 800, 600, '[]', ?, 'asha@lab.example')`,
      ).run("NoCaption77", "A relay test bench", "article", now);
      db.prepare(
        `INSERT OR REPLACE INTO articles (id, slug, title, date, excerpt, cover, cover_alt, body, status, created_at, updated_at)
       VALUES ('audit-words-article', 'audit-words-article', 'Why transformers hum', '2026-11-20', 'e', 'c', 'a', 'b', 'draft', ?, ?)`,
      ).run(now, now);
      db.prepare(
        `INSERT OR REPLACE INTO job_openings (id, category_id, title, type, location, experience, summary, requirements, deadline, posted_on, created_at, updated_at)
       VALUES ('audit-words-opening', 'testing', 'Test engineer (HV)', 'Full time', 'Indore', '2 years', '', '[]', '2026-12-31', '2026-11-01', ?, ?)`,
      ).run(now, now);
      const service = allServices[0]!;
      const drawing = galleryCategories[0]!.images[0]!;
      const lines: [string, string][] = [
        ["photo uploaded", "Ph0toId123 high-voltage"],
        ["photo uploaded", "NoCaption77 article"],
        ["photo removed from site", "Ph0toId123"],
        ["photo removed from site", "GoneGone999"],
        ["service photo chosen", `${service.id} Ph0toId123`],
        ["service drawing restored", service.id],
        ["gallery drawing removed from site", drawing.src],
        ["published article", "audit-words-article"],
        ["restored article revision", "audit-words-article #12"],
        ["article page details changed", "audit-words-article address “a” → “b”"],
        ["opening.close", "audit-words-opening"],
        ["opening.update", "no-such-opening"],
        ["lead deleted", "MET-123"],
      ];
      lines.forEach(([action, detail], i) =>
        insert.run(
          new Date(Date.UTC(2026, 10, 23, 5, 59 - i)).toISOString(),
          "a@lab.example",
          action,
          detail,
        ),
      );
      const prepare = vi.spyOn(db, "prepare");
      let shown: string[];
      try {
        shown = (await auditPage(query({}))).entries.map((e) => e.shown);
        // The page and the names: two statements, however many lines name records.
        expect(prepare.mock.calls.length).toBeLessThanOrEqual(2);
      } finally {
        prepare.mockRestore();
      }
      const n = desk.audit.details.name;
      expect(shown).toEqual([
        desk.audit.details.photoIn(n("Impulse hall"), n("Gallery: High Voltage Testing")),
        desk.audit.details.photoIn(n("A relay test bench"), n("Article pictures")),
        n("Impulse hall"),
        "GoneGone999",
        desk.audit.details.photoOn(n("Impulse hall"), n(service.title)),
        n(service.title),
        n(drawing.caption),
        n("Why transformers hum"),
        desk.audit.details.revision(n("Why transformers hum"), "12"),
        desk.audit.details.articlePage(n("Why transformers hum"), "address “a” → “b”"),
        n("Test engineer (HV)"),
        "no-such-opening",
        "MET-123",
      ]);
      // The stored details stay as they were.
      expect((await auditPage(query({}))).entries.map((e) => e.detail)).toEqual(
        lines.map((l) => l[1]),
      );
    }));
});
