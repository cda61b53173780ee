// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { certificates } from "@/content/certificates";
import { services, serviceName } from "@/content/services";
import { site } from "@/content/site";
import { brochureScope } from "@/content/scopePage";
import { pdfText } from "../../../tests/fixtures/pdfText";
import { buildBrochure } from "./buildBrochure";

afterEach(() => {
  vi.useRealTimers();
});

describe("brochure PDF", () => {
  it("is a PDF carrying the services, accreditations, contacts and hours from the content", async () => {
    // 00:30 on 1 January 2027 in India, still 31 December in UTC: the year is India's.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-31T19:00:00Z"));
    const pdf = await buildBrochure();
    vi.useRealTimers();
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(pdf);
    expect(text).toContain(site.name);
    for (const s of services) expect(text).toContain(serviceName(s));
    expect(text).not.toContain("INSULATORS");
    for (const a of site.accreditations) expect(text).toContain(a.name);
    for (const c of certificates) expect(text).toContain(`${c.name}: ${c.number}`);
    expect(text).toContain(`© 2027 ${site.name}`);
    expect(text).toContain(site.email);
    for (const p of site.phones) expect(text).toContain(p.display);
    expect(text).toContain("Sunday: Closed");
    expect(text).toContain("10:00 - 18:30");
  });

  it("lists each service's NABL-accredited tests apart from those outside the accreditation", async () => {
    const scope = [
      {
        parameter: "Winding resistance",
        method: "IS 2026",
        accredited: true,
        services: ["transformers"],
      },
      {
        parameter: "Impulse",
        method: "IS 2026 (Part 3)",
        accredited: false,
        services: ["transformers"],
      },
      { parameter: "Lay ratio", method: "IS 398", accredited: false, services: ["conductor"] },
    ];
    const text = await pdfText(await buildBrochure(certificates, scope));
    expect(text).toContain(`${brochureScope.accredited} Winding resistance (IS 2026).`);
    expect(text).toContain(`${brochureScope.outside} Impulse (IS 2026 (Part 3)).`);
    // A service with no accredited test never reads "NABL-accredited tests".
    expect(text).toContain(`${brochureScope.allOutside} Lay ratio (IS 398).`);
    expect(text.split(brochureScope.accredited)).toHaveLength(2);
  });
});
