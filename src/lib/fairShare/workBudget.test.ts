import { describe, expect, it } from "vitest";
import { createWorkBudget } from "./workBudget";

describe("a budget of worker time per client per rolling minute", () => {
  it("charges the limit up front, settles at the real time, and forgets charges a minute old", () => {
    let now = 0;
    const budget = createWorkBudget({ msPerMinute: 20_000, now: () => now });
    const first = budget.charge("a", 6_000);
    const second = budget.charge("a", 6_000);
    const third = budget.charge("a", 6_000);
    expect([first.ok, second.ok, third.ok]).toEqual([true, true, true]);
    // 18 s charged: a fourth 6 s task would pass 20 s, refused; another client is not.
    expect(budget.charge("a", 6_000).ok).toBe(false);
    expect(budget.charge("b", 6_000).ok).toBe(true);
    // The first took 200 ms: the rest of its charge is given back.
    now = 1_000;
    if (first.ok) first.settle(200);
    if (first.ok) first.settle(6_000);
    expect(budget.spent("a")).toBe(12_200);
    expect(budget.charge("a", 6_000).ok).toBe(true);
    expect(budget.charge("a", 6_000).ok).toBe(false);
    // A minute after each charge, it no longer counts.
    now = 61_001;
    expect(budget.spent("a")).toBe(0);
    expect(budget.charge("a", 20_000).ok).toBe(true);
  });
});
