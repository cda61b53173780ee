import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinProblem, isGstin, normaliseGstin } from "./gstin";

describe("gstinProblem", () => {
  it("takes real GSTINs of three states", () => {
    expect(gstinProblem("27AAPFU0939F1ZV")).toBeUndefined(); // Maharashtra
    expect(gstinProblem("29AAGCB7383J1Z4")).toBeUndefined(); // Karnataka
    expect(gstinProblem("33AAACH7409R1Z8")).toBeUndefined(); // Tamil Nadu
  });

  it("takes one typed with spaces or in small letters", () => {
    expect(normaliseGstin(" 27 aapfu0939f1zv ")).toBe("27AAPFU0939F1ZV");
    expect(isGstin("27 aapfu 0939 f1zv")).toBe(true);
  });

  it("refuses a wrong check character (one character mistyped, two swapped)", () => {
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe("checksum");
    expect(gstinProblem("27AAPFU0939F2ZV")).toBe("checksum");
    expect(gstinProblem("27AAPFU0993F1ZV")).toBe("checksum");
    expect(gstinProblem("29AAGCB7383J1Z5")).toBe("checksum");
  });

  it("refuses a state code outside 01-38", () => {
    for (const code of ["00", "39", "97", "99"]) {
      const first14 = `${code}AAPFU0939F1Z`;
      // A correct check character, so only the state code is wrong.
      expect(gstinProblem(`${first14}${gstinCheckCharacter(first14)}`)).toBe("state");
    }
    expect(gstinProblem(`38AAPFU0939F1Z${gstinCheckCharacter("38AAPFU0939F1Z")}`)).toBeUndefined();
    expect(gstinProblem(`01AAPFU0939F1Z${gstinCheckCharacter("01AAPFU0939F1Z")}`)).toBeUndefined();
  });

  it("refuses the wrong length and the wrong shape", () => {
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("length");
    expect(gstinProblem("27AAPFU0939F1ZVX")).toBe("length");
    expect(gstinProblem("")).toBe("length");
    expect(gstinProblem("27AAPF10939F1ZV")).toBe("shape"); // a digit in the PAN's letters
    expect(gstinProblem("27AAPFU0939F1YV")).toBe("shape"); // no Z
    expect(gstinProblem("27AAPFU0939F0ZV")).toBe("shape"); // registration 0
    expect(gstinProblem("2AAAPFU0939F1ZV")).toBe("shape");
  });
});
