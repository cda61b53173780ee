// @vitest-environment node
import { describe, expect, it } from "vitest";
import { SERVER_BODY_LIMIT } from "@/lib/leads/inbox/limits";
import { MAX_REPORT_PDF_BYTES } from "@/lib/reports/register";
import { DESK_BODY_LIMIT, deskBodyLimit } from "./bodyLimit";

describe("the desk's body limits", () => {
  it("let a report's page take its largest PDF, and only that page", () => {
    const upload = deskBodyLimit("/desk/reports/view");
    expect(upload).toBeGreaterThan(MAX_REPORT_PDF_BYTES);
    expect(upload).toBeLessThanOrEqual(MAX_REPORT_PDF_BYTES + 1024 * 1024);
    expect(deskBodyLimit("/desk/reports/view/")).toBe(upload);
    // The server reads at least as much, so the desk answers its own 413 first.
    expect(SERVER_BODY_LIMIT).toBeGreaterThan(upload);
    for (const path of ["/desk/reports/new", "/desk/reports", "/desk/lead", "/desk/sign-in"])
      expect(deskBodyLimit(path), path).toBe(DESK_BODY_LIMIT);
  });
});
