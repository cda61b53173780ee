import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as limits from "@/lib/fairShare/limits";

/**
 * One table of limits: every one in lib/fairShare/limits.ts is named in
 * README's "Fair shares" section, so the lab's IT reads each number's place.
 */
describe("the one table of limits", () => {
  it("names every limit of lib/fairShare/limits.ts in README's Fair shares section", () => {
    const readme = readFileSync("README.md", "utf8");
    const start = readme.indexOf("### Fair shares");
    const section = readme.slice(start, readme.indexOf("\n## ", start));
    expect(start).toBeGreaterThan(0);
    const missing = Object.keys(limits).filter((name) => !section.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
