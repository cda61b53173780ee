import { describe, expect, it } from "vitest";
import { queryRules, readQuery } from "./queryFilter";

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
