import { describe, expect, it } from "vitest";
import { menuName } from "./menuNames";
import { brochureDetails } from "./navigation";
import { onSiteTestingMenu, services, trainingMenu } from "./services";

describe("menuName", () => {
  it("reads capitalised titles in title case and keeps abbreviations", () => {
    expect(services.map((s) => menuName(s.title))).toEqual([
      "Cables",
      "Insulators",
      "H Beam",
      "RSJ Poles",
      "Conductor",
      "PVC Conduit Pipe",
      "Transformers",
      "Transmission Equipment",
      "Porcelain Connector",
      "Energy Meters",
    ]);
  });

  it("leaves training and on-site names as they read", () => {
    expect(trainingMenu.map(menuName)).toEqual(["ISO 9001", "ISO/IEC/IS 17025", "ISO 17020"]);
    expect(onSiteTestingMenu.map(menuName)).toEqual([
      "Transformer Testing",
      "Relay Testing",
      "Tan Delta Testing",
      "SFRA Testing",
      "Hi Pot Testing",
      "Cable Fault Locator",
      "CT-PT Testing",
    ]);
  });

  it("keeps minor words small except first", () => {
    expect(menuName("TESTING AND CERTIFICATIONS")).toBe("Testing and Certifications");
    expect(menuName("the LT PVC/XLPE cables")).toBe("The LT PVC/XLPE Cables");
  });
});

describe("brochureDetails", () => {
  it("states the format and the size in whole KB, at least 1, or MB from 1024 KB", () => {
    expect(brochureDetails(7348)).toBe("(PDF, 7 KB)");
    expect(brochureDetails(100)).toBe("(PDF, 1 KB)");
    expect(brochureDetails(3 * 1024 * 1024 + 200 * 1024)).toBe("(PDF, 3.2 MB)");
  });
});
