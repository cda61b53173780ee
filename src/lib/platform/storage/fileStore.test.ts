// @vitest-environment node
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3, TEST_S3_KEY, type TestS3 } from "../../../../tests/fixtures/s3Server";
import { copyFiles, copyStoredFiles } from "./copy";
import { diskFileStore } from "./disk";
import { readWhole, UnsafeKeyError, within, type FileStore } from "./fileStore";
import { s3FileStore } from "./s3";

/**
 * The one list of promises every file store keeps, run against the disk and
 * against a real S3-compatible server (s3rver, started here on a free port).
 */

const root = mkdtempSync(join(tmpdir(), "file-store-"));
let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.stop();
  rmSync(root, { recursive: true, force: true });
});

const bucketStore = () =>
  s3FileStore({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: "us-east-1",
    forcePathStyle: true,
    ...TEST_S3_KEY,
  });

const stores: [string, () => FileStore][] = [
  ["the disk", () => diskFileStore(join(root, "data"))],
  ["an S3-compatible bucket", bucketStore],
];

const text = (s: string) => new TextEncoder().encode(s);
const asText = async (store: FileStore, key: string) => {
  const bytes = await readWhole(store, key);
  return bytes && new TextDecoder().decode(bytes);
};
const keys = async (store: FileStore, prefix: string) => {
  const found: string[] = [];
  for await (const file of store.list(prefix)) found.push(file.key);
  return found.sort();
};

/** `size` bytes made as they are read, a MiB at a time: never whole in memory. */
function generated(size: number): { stream: Readable; sha256: Promise<string> } {
  const hash = createHash("sha256");
  let resolve!: (hex: string) => void;
  const sha256 = new Promise<string>((r) => (resolve = r));
  async function* chunks() {
    for (let at = 0; at < size; at += 1 << 20) {
      const chunk = Buffer.alloc(Math.min(1 << 20, size - at));
      for (let i = 0; i < chunk.length; i += 97) chunk[i] = (at + i) % 251;
      hash.update(chunk);
      yield chunk;
    }
    resolve(hash.digest("hex"));
  }
  return { stream: Readable.from(chunks()), sha256 };
}

describe.each(stores)("a file store on %s", (_, open) => {
  it("gives back what was put, as a stream with its size, under a key with folders", async () => {
    const store = open();
    await store.put("reports/ab/ab12.pdf", text("%PDF-1.7 first"));
    const file = await store.get("reports/ab/ab12.pdf");
    expect(file?.size).toBe(14);
    expect(await asText(store, "reports/ab/ab12.pdf")).toBe("%PDF-1.7 first");
    expect(await store.exists("reports/ab/ab12.pdf")).toBe(true);
    file?.body.destroy();
  });

  it("answers null and false for a key that holds nothing, and removes it without a fault", async () => {
    const store = open();
    expect(await store.get("reports/zz/none.pdf")).toBeNull();
    expect(await store.exists("reports/zz/none.pdf")).toBe(false);
    expect(await store.exists("reports")).toBe(false); // a folder is no file
    await expect(store.remove("reports/zz/none.pdf")).resolves.toBeUndefined();
  });

  it("replaces a file whole, and a removed file is gone", async () => {
    const store = open();
    await store.put("photos/p-1.webp", text("old"));
    await store.put("photos/p-1.webp", text("newer bytes"));
    expect(await asText(store, "photos/p-1.webp")).toBe("newer bytes");
    await store.remove("photos/p-1.webp");
    expect(await store.get("photos/p-1.webp")).toBeNull();
  });

  it("lists the files under a prefix with their sizes, and removes all under one", async () => {
    const store = open();
    await store.put("held-uploads/one/csv", text("a,b"));
    await store.put("held-uploads/one/file-0", text("%PDF"));
    await store.put("held-uploads/two/csv", text("c"));
    await store.put("held-uploadsX/csv", text("not under held-uploads/"));
    expect(await keys(store, "held-uploads/")).toEqual([
      "held-uploads/one/csv",
      "held-uploads/one/file-0",
      "held-uploads/two/csv",
    ]);
    expect(await keys(store, "held-uploads/o")).toEqual([
      "held-uploads/one/csv",
      "held-uploads/one/file-0",
    ]);
    const sizes: Record<string, number> = {};
    for await (const f of store.list("held-uploads/one/")) sizes[f.key] = f.size;
    expect(sizes).toEqual({ "held-uploads/one/csv": 3, "held-uploads/one/file-0": 4 });
    expect(await keys(store, "nothing-here/")).toEqual([]);
    expect(await keys(store, "")).toContain("held-uploadsX/csv");

    await store.removeAll("held-uploads/one/");
    expect(await keys(store, "held-uploads/")).toEqual(["held-uploads/two/csv"]);
    expect(await store.exists("held-uploadsX/csv")).toBe(true);
  });

  it("keeps a folder's files as a store of their own under the same names", async () => {
    const store = open();
    const reports = within(store, "reports");
    await reports.put("cd/cd34.pdf", text("%PDF-1.7 second"));
    expect(await asText(store, "reports/cd/cd34.pdf")).toBe("%PDF-1.7 second");
    expect(await keys(reports, "cd/")).toEqual(["cd/cd34.pdf"]);
    await expect(reports.get("../secrets.key")).rejects.toThrow(UnsafeKeyError);
  });

  it("refuses a key that climbs out of its folder, is absolute or names a hidden file", async () => {
    const store = open();
    for (const key of [
      "../outside",
      "reports/../../outside",
      "/etc/passwd",
      "reports//x.pdf",
      "reports/./x.pdf",
      ".secrets.key",
      "reports\\..\\x",
      "",
    ]) {
      await expect(store.put(key, text("no")), key).rejects.toThrow(UnsafeKeyError);
      await expect(store.get(key), key).rejects.toThrow(UnsafeKeyError);
      await expect(store.exists(key), key).rejects.toThrow(UnsafeKeyError);
      await expect(store.remove(key), key).rejects.toThrow(UnsafeKeyError);
    }
    for (const prefix of ["../", "reports/../", "reports//", "/"])
      await expect(keys(store, prefix), prefix).rejects.toThrow(UnsafeKeyError);
    await expect(store.removeAll("../"), "removeAll ../").rejects.toThrow(UnsafeKeyError);
    await expect(store.removeAll("")).rejects.toThrow();
    expect(existsSync(join(root, "outside"))).toBe(false);
  });

  it("streams a large file in and out whole (its SHA-256 is the same)", async () => {
    const store = open();
    const size = 20 * 1024 * 1024 + 12_345; // several of the S3 upload's 5 MiB parts, and a tail
    const upload = generated(size);
    await store.put("big/large.bin", upload.stream);
    const file = (await store.get("big/large.bin"))!;
    expect(file.size).toBe(size);
    const read = createHash("sha256");
    let bytes = 0;
    for await (const chunk of file.body) {
      read.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
    }
    expect(bytes).toBe(size);
    expect(read.digest("hex")).toBe(await upload.sha256);
    await store.remove("big/large.bin");
  });
});

describe("the disk store", () => {
  it("writes folders 0700 and files 0600 at the key's path, leaving no part file", async () => {
    const data = join(root, "modes");
    const store = diskFileStore(data);
    await store.put("reports/ef/ef56.pdf", text("%PDF"));
    await store.put("photos/abc-320.webp", Readable.from([Buffer.from("RIFF")]));
    expect(statSync(join(data, "reports")).mode & 0o777).toBe(0o700);
    expect(statSync(join(data, "reports/ef")).mode & 0o777).toBe(0o700);
    expect(statSync(join(data, "reports/ef/ef56.pdf")).mode & 0o777).toBe(0o600);
    expect(statSync(join(data, "photos/abc-320.webp")).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(data, "reports/ef"))).toEqual(["ef56.pdf"]);
  });

  it("leaves nothing behind when a stream fails part way", async () => {
    const data = join(root, "failed");
    const store = diskFileStore(data);
    async function* broken() {
      yield Buffer.from("part of it");
      throw new Error("the upload was cut off");
    }
    await expect(store.put("photos/cut.webp", Readable.from(broken()))).rejects.toThrow("cut off");
    expect(readdirSync(join(data, "photos"))).toEqual([]);
  });
});

describe("copying every file from the disk to a bucket", () => {
  it("keeps the names, and a second run copies nothing again", async () => {
    const disk = diskFileStore(join(root, "to-copy"));
    await disk.put("reports/01/0123.pdf", text("%PDF one"));
    await disk.put("photos/q-640.avif", text("avif"));
    await disk.put("certificates/certificate-1-0123456789abcdef.svg", text("<svg/>"));
    const bucket = within(bucketStore(), "copied");
    expect(await copyFiles(disk, bucket)).toEqual({ copied: 3, kept: 0 });
    expect(await asText(bucket, "reports/01/0123.pdf")).toBe("%PDF one");
    expect(await keys(bucket, "")).toEqual(await keys(disk, ""));
    await disk.put("photos/q-640.avif", text("avif, remade"));
    expect(await copyFiles(disk, bucket)).toEqual({ copied: 1, kept: 2 });
    expect(await asText(bucket, "photos/q-640.avif")).toBe("avif, remade");
  });

  it("copies the stored folders of a data folder, NABL's QR code among them, and not its database or keys", async () => {
    const data = join(root, "whole-data-folder");
    const disk = diskFileStore(data);
    for (const key of [
      "reports/01/0123.pdf",
      "photos/q-640.avif",
      "held-uploads/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/csv",
      "certificates/certificate-1-0123456789abcdef.svg",
      "lab.sqlite",
      "secrets.key",
      "nabl-qr/current.json",
    ])
      await disk.put(key, text(key));
    const bucket = within(bucketStore(), "whole");
    expect(await copyStoredFiles(disk, bucket)).toEqual({ copied: 5, kept: 0 });
    expect(await keys(bucket, "")).toEqual([
      "certificates/certificate-1-0123456789abcdef.svg",
      "held-uploads/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/csv",
      "nabl-qr/current.json",
      "photos/q-640.avif",
      "reports/01/0123.pdf",
    ]);
    expect(await copyStoredFiles(disk, bucket)).toEqual({ copied: 0, kept: 5 });
  });
});
