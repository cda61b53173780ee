import { describe, expect, it } from "vitest";
import { READY_ANSWER_MS, sharedReadiness } from "./readiness";

describe("readiness for anonymous callers", () => {
  it("checks once for any number of callers within its time, then again", async () => {
    let now = 1_000_000;
    let checks = 0;
    let healthy = true;
    const ready = sharedReadiness(
      async () => {
        checks++;
        return healthy;
      },
      () => now,
    );
    const answers = await Promise.all(Array.from({ length: 100 }, () => ready()));
    expect(answers.every(Boolean)).toBe(true);
    expect(checks).toBe(1);

    healthy = false;
    now += READY_ANSWER_MS - 1;
    expect(await ready()).toBe(true);
    now += 1;
    expect(await ready()).toBe(false);
    expect(checks).toBe(2);
  });
});
