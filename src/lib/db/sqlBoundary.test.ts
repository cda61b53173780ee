import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SQL_HOME, SQL_SIGNS } from "./sqlBoundary";
import { NOT_YET_IN_A_STORE } from "./sqlBoundary.legacy";

const sources = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "src"],
  {
    encoding: "utf8",
  },
)
  .split("\n")
  .filter((file) => /\.(ts|tsx|astro|mjs)$/.test(file))
  .filter((file) => !/\.test\.tsx?$/.test(file) && !/\.generated\.ts$/.test(file));

function signsIn(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return SQL_SIGNS.filter((sign) => sign.pattern.test(text)).map((sign) => sign.name);
}

const outsideHome = sources.filter((file) => !SQL_HOME.some((home) => home.test(file)));

describe("SQL lives only in the stores", () => {
  it("no page, component or library file outside a store.ts and lib/db touches the database", () => {
    const offenders = outsideHome
      .filter((file) => !NOT_YET_IN_A_STORE.includes(file))
      .map((file) => ({ file, signs: signsIn(file) }))
      .filter(({ signs }) => signs.length > 0);
    expect(offenders).toEqual([]);
  });

  it("the list of files still to move names only files that still have SQL", () => {
    const moved = NOT_YET_IN_A_STORE.filter(
      (file) => !sources.includes(file) || signsIn(file).length === 0,
    );
    expect(moved).toEqual([]);
  });

  it("recognises each way of touching the database", () => {
    const caught = (text: string) => SQL_SIGNS.some((sign) => sign.pattern.test(text));
    expect(caught('import type { DatabaseSync } from "node:sqlite";')).toBe(true);
    expect(caught('db.prepare("SELECT 1")')).toBe(true);
    expect(caught('db.exec("BEGIN IMMEDIATE")')).toBe(true);
    expect(caught('store.selectFrom("leads")')).toBe(true);
    expect(caught("sql<number>`SELECT 1`")).toBe(true);
    expect(caught('element.exec("hello")')).toBe(false);
    expect(caught("const prepared = text.trim()")).toBe(false);
  });
});
