import { describe, expect, it } from "vitest";
import { upload } from "./common";

describe("a chosen file's size as the visitor reads it", () => {
  it("in whole kilobytes up to a megabyte, never 0 KB", () => {
    expect(upload.sizeOf(35_000)).toBe("34 KB");
    expect(upload.sizeOf(200)).toBe("1 KB");
    expect(upload.sizeOf(1024 * 1024 - 600)).toBe("1023 KB");
  });
  it("in megabytes with one decimal from a megabyte", () => {
    expect(upload.sizeOf(1024 * 1024)).toBe("1.0 MB");
    expect(upload.sizeOf(2.5 * 1024 * 1024)).toBe("2.5 MB");
    expect(upload.sizeOf(upload.maxBytes)).toBe("10.0 MB");
  });
});
