// @vitest-environment node
import { describe, expect, it } from "vitest";
import { onFreshStore } from "../../../tests/fixtures/freshStore";
import { scopeDeskList, scopeDeskPageHref } from "./deskList";
import { allScopeRows } from "./rows";

const query = (text: string) => new URLSearchParams(text);
/** A page size the seed's rows (a hundred or so) fill more than two pages of. */
const SIZE = 40;

describe("the desk's scope list", () => {
  it(
    "reads one page of the rows in the scope's order, with the counts of them all",
    onFreshStore(async () => {
      const all = await allScopeRows();
      const pages = Math.ceil(all.length / SIZE);
      expect(pages).toBeGreaterThan(2);
      const first = await scopeDeskList(query(""), SIZE);
      expect(first.wrong).toBe(false);
      expect(first.list).toMatchObject({
        total: all.length,
        outside: all.filter((r) => !r.accredited).length,
        page: 1,
        pages,
      });
      expect(first.list.rows.map((r) => r.id)).toEqual(all.slice(0, SIZE).map((r) => r.id));
      const last = await scopeDeskList(query(`page=${pages}`), SIZE);
      expect(last.list.rows.map((r) => r.id)).toEqual(
        all.slice((pages - 1) * SIZE).map((r) => r.id),
      );
    }),
  );

  it(
    "calls a page it cannot have wrong, showing the first",
    onFreshStore(async () => {
      const all = await allScopeRows();
      const pages = Math.max(1, Math.ceil(all.length / SIZE));
      for (const text of [`page=${pages + 1}`, "page=0", "page=two"]) {
        const answer = await scopeDeskList(query(text), SIZE);
        expect([text, answer.wrong, answer.list.page]).toEqual([text, true, 1]);
      }
      expect(scopeDeskPageHref(2)).toBe("/desk/scope?page=2");
      expect(scopeDeskPageHref(1)).toBe("/desk/scope");
    }),
  );
});
