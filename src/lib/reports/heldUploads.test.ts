// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { diskFileStore, within } from "@/lib/platform/storage";
import { s3FileStore } from "@/lib/platform/storage/s3";
import { startS3, TEST_S3_KEY } from "../../../tests/fixtures/s3Server";
import { openDatabase } from "@/lib/db/connection";
import { withStore } from "@/lib/db/store";
import {
  HELD_FOR_MS,
  heldNames,
  heldUpload,
  holdUpload,
  releaseHeld,
  sweepHeld,
} from "./heldUploads";

const dir = join(mkdtempSync(join(tmpdir(), "held-")), "held-uploads");
// The records are in the database beside the folder (migration 0048), as the server's are.
const store = diskFileStore(dir);
const db = openDatabase(join(dir, "..", "lab.sqlite"));
afterAll(() => {
  db.close();
  rmSync(join(dir, ".."), { recursive: true, force: true });
});
/** A test's steps on the test's database. */
const onDb = (task: () => Promise<void>) => () => withStore(db, task);

const bytes = (text: string) => new TextEncoder().encode(text);
const csv = { name: "lab-reports.csv", bytes: bytes("ulr,kind\n") };
const zip = { name: "pdfs.zip", bytes: bytes("PK zip bytes") };

describe("the files of a refused import, kept for a second check", () => {
  it(
    "keeps the CSV and the zip under an unguessable id, for the account that sent them only",
    onDb(async () => {
      const id = await holdUpload(store, "asha@lab.example", { csv, zip, files: [] });
      expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const held = await heldUpload(store, id, "asha@lab.example");
      expect(held?.csv).toEqual(csv);
      expect(held?.zip).toEqual(zip);
      expect(held && heldNames(held)).toEqual(["lab-reports.csv", "pdfs.zip"]);
      expect(await heldUpload(store, id, "ravi@lab.example")).toBeUndefined();
      expect(await heldUpload(store, "../../etc", "asha@lab.example")).toBeUndefined();
      expect(
        await heldUpload(store, id.replace(/^./, id[0] === "A" ? "B" : "A"), "asha@lab.example"),
      ).toBeUndefined();
    }),
  );

  it(
    "replaces the CSV alone and keeps the held zip, under the same id",
    onDb(async () => {
      const id = await holdUpload(store, "meena@lab.example", { csv, zip, files: [] });
      const held = (await heldUpload(store, id, "meena@lab.example"))!;
      const fixed = { name: "fixed.csv", bytes: bytes("ulr,kind,fixed\n") };
      expect(
        await holdUpload(store, "meena@lab.example", { ...held, csv: fixed }, { reuse: held }),
      ).toBe(id);
      const again = (await heldUpload(store, id, "meena@lab.example"))!;
      expect(again.csv).toEqual(fixed);
      expect(again.zip).toEqual(zip);
    }),
  );

  it(
    "keeps a folder's files by their path, and one set of files per account",
    onDb(async () => {
      const first = await holdUpload(store, "kiran@lab.example", {
        csv,
        zip: undefined,
        files: [],
      });
      const files = [{ name: "pdfs/one.pdf", bytes: bytes("%PDF one") }];
      const second = await holdUpload(store, "kiran@lab.example", { csv, zip: undefined, files });
      expect(await heldUpload(store, first, "kiran@lab.example")).toBeUndefined();
      const held = (await heldUpload(store, second, "kiran@lab.example"))!;
      expect(held.files).toEqual(files);
      expect(heldNames(held)).toEqual(["lab-reports.csv", "pdfs/one.pdf"]);
    }),
  );

  it(
    "removes the files after success, and any left for more than a day",
    onDb(async () => {
      const done = await holdUpload(store, "done@lab.example", { csv, zip, files: [] });
      await releaseHeld(store, done);
      expect(existsSync(join(dir, done))).toBe(false);

      const now = new Date("2026-11-25T10:00:00Z");
      const old = await holdUpload(store, "old@lab.example", { csv, zip, files: [] }, { now });
      const expiring = await holdUpload(
        store,
        "late@lab.example",
        { csv, zip, files: [] },
        { now },
      );
      const later = new Date(now.getTime() + HELD_FOR_MS + 1000);
      expect(await heldUpload(store, expiring, "late@lab.example", later)).toBeUndefined();
      expect(readdirSync(dir)).not.toContain(expiring);
      const fresh = await holdUpload(
        store,
        "new@lab.example",
        { csv, zip, files: [] },
        { now: later },
      );
      expect(await sweepHeld(store, later)).toBeGreaterThanOrEqual(1);
      expect(readdirSync(dir)).toContain(fresh);
      expect(readdirSync(dir)).not.toContain(old);
    }),
  );

  it(
    "records what is held in the database and keeps the bytes on disk only: another server's connection finishes it",
    onDb(async () => {
      const id = await holdUpload(store, "tara@lab.example", { csv, zip, files: [] });
      expect(readdirSync(join(dir, id)).sort()).toEqual(["csv", "zip"]);
      expect(
        db
          .prepare("SELECT * FROM held_uploads WHERE id = ?")
          .all(id)
          .map((r) => Object.keys(r).sort()),
      ).toEqual([["csv_name", "file_names", "held_at", "id", "owner", "zip_name"]]);
      // Another app server: its own connection to the same database file.
      const other = openDatabase(join(dir, "..", "lab.sqlite"));
      try {
        const held = await withStore(other, () => heldUpload(store, id, "tara@lab.example"));
        expect(held && heldNames(held)).toEqual(["lab-reports.csv", "pdfs.zip"]);
        expect(held?.zip).toEqual(zip);
        expect(await withStore(other, () => heldUpload(store, id, "ravi@lab.example"))).toBe(
          undefined,
        );
        // A second refusal through the other server replaces the account's one kept upload.
        const next = await withStore(other, () =>
          holdUpload(store, "tara@lab.example", { csv, zip: undefined, files: [] }),
        );
        expect(await heldUpload(store, id, "tara@lab.example")).toBeUndefined();
        expect(existsSync(join(dir, id))).toBe(false);
        expect((await heldUpload(store, next, "tara@lab.example"))?.csv).toEqual(csv);
      } finally {
        other.close();
      }
    }),
  );
});

describe("the files of a refused import, kept in an S3-compatible bucket", () => {
  it(
    "are held, read back, replaced and swept there as on the disk",
    onDb(async () => {
      const s3 = await startS3();
      try {
        const bucket = within(
          s3FileStore({
            endpoint: s3.endpoint,
            bucket: s3.bucket,
            region: "us-east-1",
            forcePathStyle: true,
            ...TEST_S3_KEY,
          }),
          "held-uploads",
        );
        const keys = async () => {
          const found: string[] = [];
          for await (const file of bucket.list("")) found.push(file.key);
          return found.sort();
        };
        const files = [{ name: "pdfs/one.pdf", bytes: bytes("%PDF one") }];
        const id = await holdUpload(bucket, "uma@lab.example", { csv, zip, files });
        expect(await keys()).toEqual([`${id}/csv`, `${id}/file-0`, `${id}/zip`]);
        const held = (await heldUpload(bucket, id, "uma@lab.example"))!;
        expect(held.zip).toEqual(zip);
        expect(held.files).toEqual(files);

        const fixed = { name: "fixed.csv", bytes: bytes("ulr,kind,fixed\n") };
        await holdUpload(
          bucket,
          "uma@lab.example",
          { ...held, csv: fixed, zip: undefined },
          {
            reuse: held,
          },
        );
        expect(await keys()).toEqual([`${id}/csv`, `${id}/file-0`]);
        expect((await heldUpload(bucket, id, "uma@lab.example"))?.csv).toEqual(fixed);

        // A folder with no record (a server stopped mid-way) goes a day after its newest file.
        await bucket.put("AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/csv", bytes("orphan"));
        await sweepHeld(bucket);
        // Sorted as keys() sorts: the random id may come before "AAAA…" (a digit) or after it.
        expect(await keys()).toEqual(
          ["AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/csv", `${id}/csv`, `${id}/file-0`].sort(),
        );
        const dayAfter = new Date(Date.now() + HELD_FOR_MS + 60_000);
        expect(await sweepHeld(bucket, dayAfter)).toBeGreaterThanOrEqual(2);
        expect(await keys()).toEqual([]);
      } finally {
        await s3.stop();
      }
    }),
  );
});
