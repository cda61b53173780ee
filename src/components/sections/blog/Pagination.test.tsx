import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Pagination } from "./Pagination";

describe("Pagination", () => {
  it("on the only page: both ends are disabled buttons, no links", () => {
    render(<Pagination page={1} pageCount={1} path="/blogs-list" />);
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(screen.queryAllByRole("link")).toHaveLength(0);
    expect(screen.getByText("Page 1 of 1")).toBeTruthy();
  });

  it("in the middle: links to ?page=N, the first page without a query", () => {
    render(<Pagination page={2} pageCount={3} path="/blogs-list" />);
    expect(screen.getByRole("link", { name: "Previous" }).getAttribute("href")).toBe("/blogs-list");
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe(
      "/blogs-list?page=3",
    );
  });

  it("on the last page: Previous links back, Next is disabled", () => {
    render(<Pagination page={3} pageCount={3} path="/blogs-list" />);
    expect(screen.getByRole("link", { name: "Previous" }).getAttribute("href")).toBe(
      "/blogs-list?page=2",
    );
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });
});
