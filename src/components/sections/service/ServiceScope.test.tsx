import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { scopePage, serviceScope } from "@/content/scopePage";
import type { ScopeRow } from "@/lib/scope/rows";
import { ServiceScope } from "./ServiceScope";

const row = (id: number, accredited: boolean): ScopeRow => ({
  id,
  kind: "testing",
  discipline: "Mechanical",
  group: "Metals and steel structures",
  product: "RSJ poles",
  parameter: `Test ${id}`,
  method: "IS 2062",
  range: "",
  cmc: "",
  accredited,
  pricePaise: id === 1 ? null : 150_000,
  services: ["rsj-poles"],
});

describe("a service page's rows of the scope (the NABL symbol's rule)", () => {
  it("with an accredited row: the NABL words, the mark beside that row only", () => {
    const { container } = render(<ServiceScope rows={[row(2, true), row(1, false)]} />);
    expect(screen.getByRole("region", { name: serviceScope.heading })).toHaveTextContent(
      serviceScope.accreditedIntro,
    );
    expect(screen.queryByText(serviceScope.allOutside)).toBeNull();
    expect(container.querySelectorAll("#row-2 img[src*='nabl']")).toHaveLength(1);
    expect(container.querySelectorAll("#row-1 img")).toHaveLength(0);
    expect(container.querySelector("#row-1")).toHaveTextContent(scopePage.onRequest);
    expect(container.querySelector("#row-2")).toHaveTextContent("₹1,500.00 + GST");
    expect(screen.getAllByRole("link", { name: /Add to request/ })[0]).toHaveAttribute(
      "href",
      "/request?rows=2x1",
    );
  });

  it("with only rows outside the accreditation: says so, and no mark or NABL words anywhere", () => {
    const { container } = render(<ServiceScope rows={[row(1, false), row(3, false)]} />);
    expect(screen.getByText(serviceScope.allOutside)).toBeInTheDocument();
    expect(container.textContent).not.toContain(serviceScope.accreditedIntro);
    expect(container.querySelectorAll("img")).toHaveLength(0);
    expect(screen.getAllByText(scopePage.notAccredited)).toHaveLength(2);
    expect(screen.queryByText(scopePage.accredited)).toBeNull();
  });

  it("with no rows: nothing at all", () => {
    const { container } = render(<ServiceScope rows={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
