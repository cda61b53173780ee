// @vitest-environment node
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { certificates } from "@/content/certificates";
import { scopeSeed } from "@/content/scope";
import { scopeDesk, scopeSearchWordsDesk } from "@/content/scopeDesk";
import { serverBrochureLink, servedBrochure } from "@/lib/brochure/current";
import { migrate } from "@/lib/db/migrate";
import { currentStore, withStore } from "@/lib/db/store";
import { closeUntrustedPool } from "@/lib/workers/pool";
import { scopeToCsv } from "./csv";
import { scopePageAction } from "./deskActions";
import type { ScopePlan } from "./importScope";
import { allScopeRows, scopeRowsByIds } from "./rows";
import { searchWordLines } from "./searchWords";
import { pdfText } from "../../../tests/fixtures/pdfText";
import { scopeForBrochure } from "@/lib/brochure/scope";

/**
 * Issue 51 item 4: two import modes, "add and update only" (the default: rows
 * not in the file stay) and "replace the whole scope" (they are removed, once
 * the removals are confirmed), and the brochure made from the scope in the
 * database after an import.
 */
afterAll(closeUntrustedPool);

const QUALITY = { email: "meera@lab.example", roles: ["quality" as const] };
let db: DatabaseSync;
beforeEach(() => {
  db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
});

const post = (fields: Record<string, string | File>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return new Request("http://lab.test/desk/scope", { method: "POST", body });
};
const file = (csv: string) => new File([csv], "scope.csv", { type: "text/csv" });

async function dryRun(csv: string, mode?: string): Promise<ScopePlan> {
  const answer = await withStore(db, () =>
    scopePageAction(post({ action: "import", csv: file(csv), ...(mode ? { mode } : {}) }), QUALITY),
  );
  if (!("view" in answer) || answer.view.kind !== "plan") throw new Error(JSON.stringify(answer));
  return answer.view.plan;
}
const apply = (plan: ScopePlan, confirm?: string) =>
  withStore(db, () =>
    scopePageAction(
      post({ action: "apply", plan: plan.id, ...(confirm ? { confirm } : {}) }),
      QUALITY,
    ),
  );

/** A small file: row 1 with its range changed, row 2 as it is, and one new row. */
async function smallFile() {
  const [header, ...body] = scopeToCsv(await withStore(db, () => allScopeRows()))
    .trimEnd()
    .split("\r\n");
  return [
    header,
    body[0]!.replace("1 µΩ to 10 Ω", "1 µΩ to 20 Ω"),
    body[1],
    "testing,Electrical,Cables,Aerial bunched cables,Sparkle quench test,IS 14255,,,Yes,900,cables",
  ].join("\r\n");
}

describe("add and update only (the default)", () => {
  it("adds and changes, removes nothing, and keeps every other row where it stood", async () => {
    const before = await withStore(db, () => allScopeRows());
    const plan = await dryRun(await smallFile());
    expect(plan.mode).toBe("update");
    expect([plan.added.length, plan.changed.length, plan.removed.length]).toEqual([1, 1, 0]);
    expect(await apply(plan)).toEqual({ redirect: "/desk/scope?done=imported" });
    const after = await withStore(db, () => allScopeRows());
    expect(after).toHaveLength(before.length + 1);
    expect((await withStore(db, () => scopeRowsByIds([1])))[0]!.range).toBe("1 µΩ to 20 Ω");
    // The rows not in the file keep their order; the new one comes after its group's others.
    const ids = after.map((r) => r.id).filter((id) => id <= before.length);
    expect(ids).toEqual(before.map((r) => r.id));
    expect(after.find((r) => r.parameter === "Sparkle quench test")!.id).toBe(scopeSeed.length + 1);
  });

  it("is also what an unknown mode means", async () => {
    expect((await dryRun(await smallFile(), "everything")).mode).toBe("update");
  });
});

describe("replace the whole scope", () => {
  it("removes the rows not in the file, only once the removals are confirmed", async () => {
    const plan = await dryRun(await smallFile(), "replace");
    expect(plan.mode).toBe("replace");
    expect([plan.added.length, plan.changed.length, plan.removed.length]).toEqual([
      1,
      1,
      scopeSeed.length - 2,
    ]);
    // Without the box ticked: refused, nothing written, the same dry run shown to try again.
    const refused = await apply(plan);
    expect(refused).toMatchObject({ status: 400, view: { kind: "plan", plan: { id: plan.id } } });
    expect("view" in refused && refused.view.kind === "plan" && refused.view.problems).toEqual([
      scopeDesk.dryRun.confirmNeeded(plan.removed.length),
    ]);
    expect(await withStore(db, () => allScopeRows())).toHaveLength(scopeSeed.length);
    expect(await apply(plan, "removals")).toEqual({ redirect: "/desk/scope?done=imported" });
    expect((await withStore(db, () => allScopeRows())).map((r) => r.parameter)).toEqual([
      scopeSeed[0]!.parameter,
      scopeSeed[1]!.parameter,
      "Sparkle quench test",
    ]);
  });
});

describe("the brochure follows the scope in the database", () => {
  it("is the built file while the scope is the seed, and made again from the database after an import", async () => {
    expect(
      await serverBrochureLink(certificates, await withStore(db, scopeForBrochure)),
    ).toBeUndefined();
    await apply(await dryRun(await smallFile(), "replace"), "removals");
    const scope = await withStore(db, scopeForBrochure);
    const link = (await serverBrochureLink(certificates, scope))!;
    expect(link.href).toMatch(/^\/brochure\/[0-9a-f]{16}\.pdf$/);
    const bytes = (await servedBrochure(link.href.replace("/brochure/", ""), certificates, scope))!;
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const words = await pdfText(bytes);
    expect(words).toContain("Sparkle quench test (IS 14255)");
    expect(words).not.toContain(scopeSeed[5]!.parameter);
  });
});

describe("the search words on the desk", () => {
  const save = (words: string) =>
    withStore(db, () => scopePageAction(post({ action: "searchWords", words }), QUALITY));

  it("refuses a line with one set of words, says which, and keeps the list", async () => {
    const before = await withStore(db, () => searchWordLines());
    const answer = await save("BDV = breakdown voltage\nmegohm");
    expect(answer).toMatchObject({
      status: 400,
      view: { kind: "searchWords", problems: [scopeSearchWordsDesk.problems.single(2)] },
    });
    expect(await withStore(db, () => searchWordLines())).toEqual(before);
  });

  it("saves the list, audited with the lines added and removed; the next search uses it", async () => {
    const [first, ...rest] = await withStore(db, () => searchWordLines());
    expect(await save([...rest, "  KF =Karl   Fischer "].join("\n"))).toEqual({
      redirect: "/desk/scope?done=wordsSaved",
    });
    expect(await withStore(db, () => searchWordLines())).toEqual([...rest, "KF = Karl Fischer"]);
    const audit = await withStore(db, () =>
      currentStore()
        .selectFrom("desk_audit")
        .select(["who", "action", "detail"])
        .where("action", "like", "scope search%")
        .execute(),
    );
    expect(audit).toEqual([
      {
        who: QUALITY.email,
        action: "scope search words changed",
        detail: `Added: “KF = Karl Fischer”; Removed: “${first}”`,
      },
    ]);
    expect(await save((await withStore(db, () => searchWordLines())).join("\n"))).toEqual({
      redirect: "/desk/scope?done=wordsUnchanged",
    });
  });
});
