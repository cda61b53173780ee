import { describe, expect, it } from "vitest";
import { menuName, serviceName, subServiceName } from "./menuNames";
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

describe("serviceName and subServiceName", () => {
  it("name a service as the menus do, and a sub-service in capitals in title case", () => {
    expect(serviceName({ title: "PVC CONDUIT PIPE" })).toBe("PVC Conduit Pipe");
    expect(serviceName({ title: "Transmission equipment" })).toBe("Transmission Equipment");
    const subs = services.flatMap((s) => s.subServices).map(subServiceName);
    expect(subs).toContain("AB Switch");
    expect(subs).toContain("Isolator");
    expect(subs).toContain("DTR");
    expect(subs.filter((n) => n === n.toUpperCase() && n.length > 4)).toEqual([]);
  });

  it("leave sub-services written as they read alone", () => {
    expect(subServiceName({ title: "AC and DC Withstand Test" })).toBe("AC and DC Withstand Test");
    expect(subServiceName({ title: "Pre-commissioning Tests" })).toBe("Pre-commissioning Tests");
  });
});

describe("brochureDetails", () => {
  it("states the format and the size in whole KB, at least 1, or MB from 1024 KB", () => {
    expect(brochureDetails(7348)).toBe("(PDF, 7 KB)");
    expect(brochureDetails(100)).toBe("(PDF, 1 KB)");
    expect(brochureDetails(3 * 1024 * 1024 + 200 * 1024)).toBe("(PDF, 3.2 MB)");
  });
});
