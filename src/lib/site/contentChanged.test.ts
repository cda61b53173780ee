import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import { withStore } from "@/lib/db/store";
import { contentChanged, lookForContentChange, onContentChanged } from "./contentChanged";
import { moveContentVersion, readContentVersion } from "./store";

const dir = mkdtempSync(join(tmpdir(), "content-version-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a change to what visitors see, across servers on one database", () => {
  const file = join(dir, "lab.sqlite");
  // Two connections to one file: this server's, and another server's.
  const here = openDatabase(file);
  const elsewhere = openDatabase(file);
  let dropped = 0;
  onContentChanged(() => dropped++);

  it("drops this server's kept pages when another server moves the version on, once", async () => {
    expect(await withStore(here, lookForContentChange)).toBe(false);
    await withStore(elsewhere, () => moveContentVersion(new Date()));
    expect(await withStore(here, lookForContentChange)).toBe(true);
    expect(dropped).toBe(1);
    expect(await withStore(here, lookForContentChange)).toBe(false);
    expect(dropped).toBe(1);
  });

  it("drops them at once for a change made here, moves the version on, and does not drop them twice", async () => {
    const before = await withStore(here, readContentVersion);
    await withStore(here, async () => {
      contentChanged();
      expect(dropped).toBe(2);
    });
    await expect.poll(() => withStore(elsewhere, readContentVersion)).toBe(before + 1);
    expect(await withStore(here, lookForContentChange)).toBe(false);
    expect(dropped).toBe(2);
  });
});
