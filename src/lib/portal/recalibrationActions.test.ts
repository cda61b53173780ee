// @vitest-environment node
import { describe, expect, it } from "vitest";
import { recalibrationWords } from "@/content/portalInstruments";
import { onFreshStore } from "../../../tests/fixtures/freshStore";
import { recalibrationConfirmation, recalibrationPageAction } from "./recalibrationActions";

const EMAIL = "buyer@customer.example";
const CLIENT = { address: "203.0.113.9", userAgent: null };
const page = (query: string) => new URL(`https://lab.example/portal/recalibration${query}`);

describe("the portal's recalibration page", () => {
  it(
    "refuses a request naming no instrument, or a body that is no form, with 400 and its words",
    onFreshStore(async () => {
      for (const body of [new FormData(), "instrument=x"]) {
        const request = new Request("https://lab.example/portal/recalibration", {
          method: "POST",
          body,
        });
        expect(await recalibrationPageAction(request, EMAIL, CLIENT)).toEqual({
          refused: { status: 400, message: recalibrationWords.problems.none },
        });
      }
    }),
  );

  it(
    "shows a confirmation only by its ?id=: none named, and one that is not this address's",
    onFreshStore(async () => {
      expect(await recalibrationConfirmation(page(""), EMAIL)).toBe("none");
      expect(await recalibrationConfirmation(page("?id="), EMAIL)).toBe("none");
      expect(await recalibrationConfirmation(page("?id=L-2026-0001"), EMAIL)).toBeUndefined();
    }),
  );
});
