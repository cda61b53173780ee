// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskFileStore, type FileStore } from "@/lib/platform/storage";
import { s3FileStore } from "@/lib/platform/storage/s3";
import { startS3, TEST_S3_KEY, type TestS3 } from "../../../tests/fixtures/s3Server";
import { zipStream } from "./zip";

/** "Download as zip" reads the register's PDFs from wherever they are kept: the disk or a bucket. */

const dir = mkdtempSync(join(tmpdir(), "zip-stored-"));
let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const stores: [string, () => FileStore][] = [
  ["the disk", () => diskFileStore(dir)],
  [
    "an S3-compatible bucket",
    () =>
      s3FileStore({
        endpoint: s3.endpoint,
        bucket: s3.bucket,
        region: "us-east-1",
        forcePathStyle: true,
        ...TEST_S3_KEY,
      }),
  ],
];

describe.each(stores)("a zip of PDFs kept on %s", (_, open) => {
  it("holds each file whole under its name", async () => {
    const store = open();
    const large = new Uint8Array(600_000).map((_, i) => i % 251);
    await store.put("ab/first.pdf", new TextEncoder().encode("%PDF-1.4 first"));
    await store.put("cd/second.pdf", large);
    const bytes = new Uint8Array(
      await new Response(
        zipStream([
          { name: "ULR-A.pdf", path: "ab/first.pdf", store },
          { name: "ULR-B.pdf", path: "cd/second.pdf", store },
        ]),
      ).arrayBuffer(),
    );
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toEqual(["ULR-A.pdf", "ULR-B.pdf"]);
    expect(new TextDecoder().decode(files["ULR-A.pdf"])).toBe("%PDF-1.4 first");
    expect(files["ULR-B.pdf"]).toEqual(large);
  });
});
