import { describe, expect, it } from "vitest";
import { erasedOf } from "./deskActions";

const url = (path: string) => new URL(path, "https://lab.example");
const isReference = (value: string) => /^L-\d{4}-\d{4}$/.test(value);

describe("a case list's address after an erasure", () => {
  it("names the reference erased only when it says erased and the id is a reference", () => {
    expect(erasedOf(url("/desk?id=L-2026-0042&done=erased"), isReference)).toBe("L-2026-0042");
    expect(erasedOf(url("/desk?id=L-2026-0042&done=status"), isReference)).toBe("");
    expect(erasedOf(url("/desk?id=%3Cscript%3E&done=erased"), isReference)).toBe("");
    expect(erasedOf(url("/desk?done=erased"), isReference)).toBe("");
  });
});
