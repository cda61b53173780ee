// @vitest-environment node
import { describe, expect, it } from "vitest";
import { quotationDeskHref, quotationFileHref } from "./deskActions";

describe("the desk's quotation addresses", () => {
  it("name the request by ?id=, with the version sent or the file asked for", () => {
    expect(quotationDeskHref("R-2026-0007")).toBe("/desk/quotation?id=R-2026-0007");
    expect(quotationDeskHref("R-2026-0007", 2)).toBe("/desk/quotation?id=R-2026-0007&sent=2");
    expect(quotationFileHref("R-2026-0007", "po", 3)).toBe("/desk/quotation?id=R-2026-0007&po=3");
  });
});
