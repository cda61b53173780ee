import { describe, expect, it } from "vitest";
import { rewrittenRequestHref, scopeHrefWith } from "./address";

const href = (query: string) => rewrittenRequestHref(new URLSearchParams(query));

describe("rewrittenRequestHref", () => {
  it("leaves the request's own address alone", () => {
    expect(href("rows=1x2,8x1")).toBeUndefined();
    expect(href("")).toBeUndefined();
  });

  it("writes the quantities typed into rows", () => {
    expect(href("rows=1x2,8x1&q.1=5&q.8=3")).toBe("/request?rows=1x5%2C8x3");
  });

  it("keeps a row's quantity when the one typed is not 0 to 999", () => {
    expect(href("rows=1x2,8x1&q.1=-1&q.8=abc")).toBe("/request?rows=1x2%2C8x1");
    expect(href("rows=1x2&q.1=1000")).toBe("/request?rows=1x2");
  });

  it("removes a row whose quantity is 0, and names it for the page's message", () => {
    expect(href("rows=1x2,8x1&q.1=0&q.8=3")).toBe("/request?rows=8x3&removed=1");
    expect(href("rows=1x2,8x1&q.1=0&q.8=00")).toBe("/request?removed=1%2C8");
  });

  it("leaves the request's own address with its message alone", () => {
    expect(href("rows=8x3&removed=1")).toBeUndefined();
  });

  it("drops the removed row", () => {
    expect(href("rows=1x2,8x1&q.1=4&q.8=1&remove=8")).toBe("/request?rows=1x4");
    expect(href("rows=8x1&remove=8")).toBe("/request");
  });
});

describe("scopeHrefWith", () => {
  it("keeps the rows on the way back", () => {
    expect(scopeHrefWith("1x2,8x1")).toBe("/scope?rows=1x2%2C8x1");
    expect(scopeHrefWith("")).toBe("/scope");
  });
});
