// @vitest-environment node
import { describe, expect, it } from "vitest";
import { SERVER_BODY_LIMIT } from "@/lib/intake/limits";
import { MAX_REPORT_PDF_BYTES } from "@/lib/reports/register";
import { DESK_BODY_LIMIT, deskBodyLimit } from "./bodyLimit";
import type { Role } from "./roles";

describe("the desk's body limits", () => {
  const staff = (...roles: Role[]) => ({ email: "staff@lab.example", roles });
  it("let a report's page take its largest PDF, from staff with the role only", () => {
    const upload = deskBodyLimit("/desk/reports/view", staff("reports"));
    expect(upload).toBeGreaterThan(MAX_REPORT_PDF_BYTES);
    expect(upload).toBeLessThanOrEqual(MAX_REPORT_PDF_BYTES + 1024 * 1024);
    expect(deskBodyLimit("/desk/reports/view/", staff("admin"))).toBe(upload);
    expect(deskBodyLimit("/desk/reports/view", staff("leads"))).toBe(DESK_BODY_LIMIT);
    expect(deskBodyLimit("/desk/reports/view", undefined)).toBe(DESK_BODY_LIMIT);
    // The server reads at least as much, so the desk answers its own 413 first.
    expect(SERVER_BODY_LIMIT).toBeGreaterThan(upload);
    for (const path of ["/desk/reports/new", "/desk/reports", "/desk/lead", "/desk/sign-in"])
      expect(deskBodyLimit(path, staff("reports")), path).toBe(DESK_BODY_LIMIT);
  });
});
