import { describe, expect, it } from "vitest";
import { queryHref, queryRules, readQuery, writeQuery } from "./queryFilter";

const rules = {
  page: queryRules.page,
  status: queryRules.oneOf(["open", "closed"] as const),
  from: queryRules.date,
  q: queryRules.text(10),
};

describe("a desk list's filters read from its address", () => {
  it("reads each value by its rule and takes an empty value as no filter", () => {
    const reading = readQuery(
      new URLSearchParams("page=2&status=open&from=&q=  pump   set  "),
      rules,
    );
    expect(reading).toEqual({ ok: true, values: { page: 2, status: "open", q: "pump set" } });
  });

  it("names every value it cannot use, in the rules' order", () => {
    const reading = readQuery(new URLSearchParams("status=gone&page=0&from=2026-02-30&q=x"), rules);
    expect(reading).toEqual({ ok: false, wrong: ["page", "status", "from"] });
  });
});

describe("a desk list's filters written into its address", () => {
  it("reads back what it wrote", () => {
    const values = { page: 3, status: "closed" as const, from: "2026-02-28", q: "pump set" };
    expect(readQuery(writeQuery(values), rules)).toEqual({ ok: true, values });
    expect(readQuery(writeQuery({ q: "a&b=c #1" }), rules)).toEqual({
      ok: true,
      values: { q: "a&b=c #1" },
    });
  });

  it("leaves out undefined, null and empty values and the first page", () => {
    const written = writeQuery({ page: 1, status: undefined, from: "", q: null, who: "asha" });
    expect(written.toString()).toBe("who=asha");
    expect(writeQuery({ page: 2 }).toString()).toBe("page=2");
  });

  it("writes the names in the order given, whatever the values' own order", () => {
    const one = { page: 2, q: "relay", status: "open" };
    const other = { status: "open", q: "relay", page: 2 };
    const names = ["q", "status", "page"] as const;
    expect(writeQuery(one, names).toString()).toBe("q=relay&status=open&page=2");
    expect(writeQuery(other, names).toString()).toBe("q=relay&status=open&page=2");
    // A name left out of the list is not written (who is asking, which day it is).
    expect(writeQuery({ q: "relay", me: "asha@lab" }, ["q"]).toString()).toBe("q=relay");
  });

  it("is the list's path alone when nothing is written", () => {
    expect(queryHref("/desk/audit", { who: undefined, page: 1 })).toBe("/desk/audit");
    expect(queryHref("/desk/audit", { who: "asha@lab.example", page: 2 })).toBe(
      "/desk/audit?who=asha%40lab.example&page=2",
    );
  });
});
