import { describe, expect, it } from "vitest";
import { withStore } from "@/lib/db/store";
import { openDatabase } from "@/lib/db/connection";
import { addHref, SCOPE_PAGE_ROWS, scopeHref, scopePageData } from "./publicQuery";
import { allScopeRows } from "./rows";

const db = openDatabase(":memory:");
const page = (query: string) => withStore(db, () => scopePageData(new URLSearchParams(query)));

describe("/scope's pages of rows", () => {
  it("shows thirty rows a page and every row on exactly one page", async () => {
    const all = (await withStore(db, () => allScopeRows())).length;
    const first = await page("");
    expect(first.rows).toHaveLength(SCOPE_PAGE_ROWS);
    expect(first.total).toBe(all);
    expect(first.pageCount).toBe(Math.ceil(all / SCOPE_PAGE_ROWS));
    const seen = [];
    for (let n = 1; n <= first.pageCount; n++)
      seen.push(...(await page(`page=${n}`)).rows.map((r) => r.id));
    expect(new Set(seen).size).toBe(all);
    expect(seen).toHaveLength(all);
  });

  it("pages a search's ranked rows too, best first across pages", async () => {
    const many = await page("q=test");
    expect(many.total).toBeGreaterThan(SCOPE_PAGE_ROWS);
    const second = await page("q=test&page=2");
    expect(second.total).toBe(many.total);
    expect(second.rows.map((r) => r.id)).not.toContain(many.rows[0]!.id);
    expect(second.query.page).toBe(2);
  });

  it("answers a page it does not have with the first, said", async () => {
    for (const wrong of ["page=999", "page=0", "page=two"]) {
      const shown = await page(wrong);
      expect(shown.query.problem).toBe("wrongPage");
      expect(shown.query.page).toBe(1);
      expect(shown.rows).toEqual((await page("")).rows);
    }
  });

  it("keeps the page in its links, and leaves page 1 out", async () => {
    expect(scopeHref({ q: "oil" }, [], "", 2)).toBe("/scope?q=oil&page=2");
    expect(scopeHref({ q: "oil" }, [], "", 1)).toBe("/scope?q=oil");
    expect(addHref({}, [{ id: 4, quantity: 1 }], 7, 3)).toBe("/scope?page=3&rows=4x1%2C7x1#row-7");
  });
});
