// @vitest-environment node
import { describe, expect, it } from "vitest";
import { onFreshStore } from "../../../tests/fixtures/freshStore";
import { newReportAction, reportPageHref } from "./deskActions";

describe("the new report's form", () => {
  it(
    "answers an empty form with 400, what was typed and each field's problem",
    onFreshStore(async () => {
      const form = new FormData();
      form.set("reportNumber", "  ");
      const request = new Request("https://lab.example/desk/reports/new", {
        method: "POST",
        body: form,
      });
      const answer = await newReportAction(request, "asha@lab.example");
      if (answer.ok) throw new Error("expected a refusal");
      expect(answer.status).toBe(400);
      expect(answer.values.reportNumber).toBe("  ");
      expect(Object.keys(answer.errors).length).toBeGreaterThan(0);
    }),
  );

  it("sends a saved report to its page, saying it was created", () => {
    expect(reportPageHref("TC123426000000001F", "created")).toBe(
      "/desk/reports/view?id=TC123426000000001F&done=created",
    );
  });
});
