// @vitest-environment node
import { describe, expect, it } from "vitest";
import { organisationIdOf } from "./deskActions";

const page = (query: string) => new URL(`https://lab.example/desk/customers/edit${query}`);

describe("the organisation an address names", () => {
  it("is a whole number by ?id=, none for a new one, and wrong otherwise", () => {
    expect(organisationIdOf(page("?id=42"))).toBe(42);
    expect(organisationIdOf(page(""))).toBeUndefined();
    expect(organisationIdOf(page("?id="))).toBeUndefined();
    expect(organisationIdOf(page("?id=4x"))).toBe("wrong");
    expect(organisationIdOf(page(`?id=${"9".repeat(13)}`))).toBe("wrong");
    expect(organisationIdOf(page(`?id=1${"0".repeat(40)}`))).toBe("wrong");
  });
});
