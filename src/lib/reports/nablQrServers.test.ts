// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerDesk } from "@/content/reports";
import { openDatabase } from "@/lib/db/connection";
import { fileStoreSettings } from "@/lib/env/fileStore";
import { readWhole, within, type FileStore } from "@/lib/platform/storage";
import { s3FileStore } from "@/lib/platform/storage/s3";
import { closeUntrustedPool } from "@/lib/workers/pool";
import { NABL_TEST_URL, nablQrPicture } from "../../../tests/fixtures/nablQr";
import { onDb } from "../../../tests/fixtures/onDb";
import { makeA4Pdf, qrCodesOnFirstPage } from "../../../tests/fixtures/pdfQr";
import { startS3, type TestS3 } from "../../../tests/fixtures/s3Server";
import {
  chooseNablQr as chooseNablQrIn,
  currentNablQrPng,
  nablQrPng,
  nablQrState,
  openNablQrPng,
  uploadNablQr as uploadNablQrIn,
} from "./nablQr";
import { verifyUrl } from "./server";
import { stampQr, type StampedReport } from "./stamp";

/**
 * Issue 53's bug, gone: NABL's QR code is kept in the lab's files, so with
 * several app servers on one bucket (FILE_STORE=s3) an upload or a choice
 * made on one is what every other shows and stamps. Two "servers" here are
 * two stores of their own (each its own S3 client, as each process has) on
 * one real S3-compatible server (s3rver).
 */

const uploadNablQr = onDb(uploadNablQrIn);
const chooseNablQr = onDb(chooseNablQrIn);

const root = mkdtempSync(join(tmpdir(), "nabl-qr-servers-"));
const db = openDatabase(join(root, "lab.sqlite"));
let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await closeUntrustedPool();
  db.close();
  await s3?.stop();
  rmSync(root, { recursive: true, force: true });
});

/** The whole bucket, as an app server started with s3.env sees it (lib/platform/storage/server.ts). */
function bucketAsAServer(): FileStore {
  const settings = fileStoreSettings(s3.env);
  if (settings.kind !== "s3") throw new Error("s3.env names a bucket");
  return s3FileStore(settings);
}

/** Two app servers' nabl-qr folders (lib/reports/nablQr.ts nablQrFiles) on the one bucket, under `lab/`. */
const twoServers = (lab: string): [FileStore, FileStore] => [
  within(within(bucketAsAServer(), lab), "nabl-qr"),
  within(within(bucketAsAServer(), lab), "nabl-qr"),
];

const accredited: StampedReport = {
  accredited: true,
  reference: "TC114822600000042F",
  reportNumber: "MET/TR/2026/42",
  token: "AbCdEfGhIjKlMnOpQrStUvWx",
  code: "ABCD2345",
};

const keysIn = async (store: FileStore, prefix: string) => {
  const found: string[] = [];
  for await (const file of store.list(prefix)) found.push(file.key);
  return found.sort();
};

describe("NABL's QR code with two app servers on one bucket", () => {
  it("an upload on one is the one in use on the other, and the other stamps accredited reports with it", async () => {
    const bucket = bucketAsAServer();
    const [one, other] = [within(bucket, "nabl-qr"), within(bucketAsAServer(), "nabl-qr")];
    // Before any upload the other refuses, as it must.
    expect((await nablQrState(other)).current).toBeUndefined();
    await expect(stampQr(await makeA4Pdf(), accredited, other)).rejects.toMatchObject({
      message: registerDesk.view.errors.noNablQr,
      status: 409,
    });

    const at = new Date("2026-11-30T06:00:00Z");
    const saved = await uploadNablQr(db, one, await nablQrPicture("png"), "admin@lab.example", at);

    // In the bucket under the data folder's names, so `migrate-data` and a disk agree.
    expect(await keysIn(bucket, "nabl-qr/")).toEqual(
      [
        `nabl-qr/${saved.sha256}.json`,
        `nabl-qr/${saved.sha256}.png`,
        "nabl-qr/current.json",
      ].sort(),
    );
    expect(await nablQrState(other)).toEqual({
      current: {
        ...saved,
        uploadedAt: at.toISOString(),
        chosenAt: at.toISOString(),
        chosenBy: "admin@lab.example",
      },
      earlier: [],
    });
    const png = (await currentNablQrPng(other))!;
    expect(Buffer.from(png).equals(Buffer.from((await currentNablQrPng(one))!))).toBe(true);
    expect(
      Buffer.from(png).equals(
        Buffer.from((await readWhole(bucket, `nabl-qr/${saved.sha256}.png`))!),
      ),
    ).toBe(true);

    const stamped = await stampQr(await makeA4Pdf(), accredited, other);
    expect((await qrCodesOnFirstPage(stamped)).sort()).toEqual(
      [verifyUrl(accredited.token), NABL_TEST_URL].sort(),
    );
  });

  it("a replacement, an earlier one chosen again and the same picture again, each made on one, are what the other shows", async () => {
    const [one, other] = twoServers("lab-2");
    const first = await uploadNablQr(
      db,
      one,
      await nablQrPicture("png"),
      "one@lab.example",
      new Date("2026-11-30T06:00:00Z"),
    );
    const second = await uploadNablQr(
      db,
      other,
      await nablQrPicture("jpeg"),
      "two@lab.example",
      new Date("2026-11-30T06:10:00Z"),
    );
    expect(second.sha256).not.toBe(first.sha256);
    let seen = await nablQrState(one);
    expect(seen.current?.sha256).toBe(second.sha256);
    expect(seen.earlier.map((v) => v.sha256)).toEqual([first.sha256]);

    // The earlier one used again on the first server: the other stamps with it from now on.
    await chooseNablQr(db, one, first.sha256, "three@lab.example");
    seen = await nablQrState(other);
    expect(seen.current).toMatchObject({
      sha256: first.sha256,
      uploadedBy: "one@lab.example",
      chosenBy: "three@lab.example",
    });
    expect(seen.earlier.map((v) => v.sha256)).toEqual([second.sha256]);
    const firstPng = (await nablQrPng(one, first.sha256))!;
    expect(Buffer.from((await currentNablQrPng(other))!).equals(Buffer.from(firstPng))).toBe(true);

    // The desk's picture of an upload, streamed from the other server's store.
    const opened = (await openNablQrPng(other, second.sha256))!;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.body) chunks.push(chunk as Buffer);
    expect(opened.size).toBe(second.size);
    expect(Buffer.concat(chunks).equals(Buffer.from((await nablQrPng(one, second.sha256))!))).toBe(
      true,
    );
    expect(await openNablQrPng(other, "0".repeat(64))).toBeNull();

    // The JPEG uploaded again on the first server keeps the record the other server wrote.
    const again = await uploadNablQr(
      db,
      one,
      await nablQrPicture("jpeg"),
      "four@lab.example",
      new Date("2026-11-30T06:20:00Z"),
    );
    expect(again).toEqual(second);
    seen = await nablQrState(other);
    expect(seen.current).toMatchObject({
      sha256: second.sha256,
      uploadedBy: "two@lab.example",
      uploadedAt: "2026-11-30T06:10:00.000Z",
      chosenBy: "four@lab.example",
      chosenAt: "2026-11-30T06:20:00.000Z",
    });
    expect(seen.earlier.map((v) => v.sha256)).toEqual([first.sha256]);
  });
});
