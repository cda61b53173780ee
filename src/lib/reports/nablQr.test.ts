// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { currentStore, withStore } from "@/lib/db/store";
import { nablQrDesk } from "@/content/reports";
import { openDatabase } from "@/lib/db/connection";
import { diskFileStore, within } from "@/lib/platform/storage";
import { closeUntrustedPool } from "@/lib/workers/pool";
import { pngBomb } from "../../../scripts/bench/hostileFiles";
import { NABL_TEST_URL, nablQrPicture } from "../../../tests/fixtures/nablQr";
import {
  chooseNablQr as chooseNablQrIn,
  currentNablQrPng,
  MAX_NABL_QR_BYTES,
  MAX_NABL_QR_SIDE,
  NablQrError,
  nablQrState,
  uploadNablQr as uploadNablQrIn,
} from "./nablQr";
import { onDb } from "../../../tests/fixtures/onDb";

const chooseNablQr = onDb(chooseNablQrIn);
const uploadNablQr = onDb(uploadNablQrIn);

// This thread's copy of the picture's decoder, watched: the pool's threads load their own.
const decodedHere = vi.hoisted(() => ({ calls: 0 }));
vi.mock("./nablQrImage", async (original) => {
  const real = await original<typeof import("./nablQrImage")>();
  return {
    ...real,
    encodeNablQr: (bytes: Uint8Array) => {
      decodedHere.calls += 1;
      return real.encodeNablQr(bytes);
    },
  };
});

const root = mkdtempSync(join(tmpdir(), "nabl-qr-"));
const db = openDatabase(join(root, "leads.sqlite"));
let n = 0;
/**
 * A fresh data folder per test, its nabl-qr folder on the disk store as the
 * server has it: `files` to the code, `dir` to look at what each upload
 * leaves on disk.
 */
function fresh() {
  const data = join(root, `data-${++n}`);
  return { files: within(diskFileStore(data), "nabl-qr"), dir: join(data, "nabl-qr") };
}
afterAll(async () => {
  await closeUntrustedPool();
  db.close();
  rmSync(root, { recursive: true, force: true });
});

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function decodes(png: Uint8Array) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

async function refusal(promise: Promise<unknown>): Promise<NablQrError> {
  const caught = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(NablQrError);
  return caught as NablQrError;
}

const audited = (action: string) =>
  withStore(db, () =>
    currentStore()
      .selectFrom("desk_audit")
      .select(["who", "detail"])
      .where("action", "=", action)
      .orderBy("id")
      .execute(),
  );

describe("NABL's QR code, uploaded by an admin", () => {
  it("takes a PNG and keeps a clean copy: re-encoded, its text chunk and trailing bytes gone", async () => {
    const { files, dir } = fresh();
    const upload = await nablQrPicture("png");
    const at = new Date("2026-11-27T05:30:00Z");
    const saved = await uploadNablQr(db, files, upload, "admin@lab.example", at);
    const png = (await currentNablQrPng(files))!;
    expect([...png.subarray(0, 8)]).toEqual(PNG_MAGIC);
    expect(Buffer.from(png).equals(Buffer.from(upload))).toBe(false);
    expect(Buffer.from(png).includes("scanner")).toBe(false);
    expect(Buffer.from(png).includes("<script>")).toBe(false);
    expect(await decodes(png)).toBe(NABL_TEST_URL);
    // On the disk under the names the data folder always had: {sha256}.png, its record, current.json.
    expect(readdirSync(dir).sort()).toEqual(
      [`${saved.sha256}.json`, `${saved.sha256}.png`, "current.json"].sort(),
    );
    expect(readFileSync(join(dir, `${saved.sha256}.png`)).equals(png)).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, "current.json"), "utf8"))).toEqual({
      sha256: saved.sha256,
      chosenAt: at.toISOString(),
      chosenBy: "admin@lab.example",
    });
    expect(await nablQrState(files)).toMatchObject({
      current: {
        sha256: saved.sha256,
        uploadedBy: "admin@lab.example",
        uploadedAt: at.toISOString(),
        chosenBy: "admin@lab.example",
      },
      earlier: [],
    });
    expect((await audited("NABL QR uploaded")).at(-1)).toEqual({
      who: "admin@lab.example",
      detail: saved.sha256.slice(0, 12),
    });
  });

  it("takes a JPEG and stores it as PNG", async () => {
    const { files } = fresh();
    await uploadNablQr(db, files, await nablQrPicture("jpeg"), "admin@lab.example");
    const png = (await currentNablQrPng(files))!;
    expect([...png.subarray(0, 8)]).toEqual(PNG_MAGIC);
    expect(await decodes(png)).toBe(NABL_TEST_URL);
  });

  it("refuses what is not a PNG or JPEG picture, by its bytes, and stores nothing", async () => {
    const { files, dir } = fresh();
    const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n");
    expect(await refusal(uploadNablQr(db, files, pdf, "a"))).toMatchObject({
      message: nablQrDesk.errors.notImage,
      status: 415,
    });
    const gif = await sharp({
      create: { width: 200, height: 200, channels: 3, background: "#fff" },
    })
      .gif()
      .toBuffer();
    expect((await refusal(uploadNablQr(db, files, gif, "a"))).message).toBe(
      nablQrDesk.errors.notImage,
    );
    const truncated = (await nablQrPicture("png")).subarray(0, 400);
    expect((await refusal(uploadNablQr(db, files, truncated, "a"))).message).toBe(
      nablQrDesk.errors.unreadable,
    );
    expect(await refusal(uploadNablQr(db, files, new Uint8Array(0), "a"))).toMatchObject({
      message: nablQrDesk.errors.noFile,
    });
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
    expect((await nablQrState(files)).current).toBeUndefined();
  });

  it("refuses a file over 2 MB, and a picture too large, too small or far from square", async () => {
    const { files } = fresh();
    expect(MAX_NABL_QR_BYTES).toBe(2 * 1024 * 1024);
    expect(
      await refusal(uploadNablQr(db, files, new Uint8Array(MAX_NABL_QR_BYTES + 1), "a")),
    ).toMatchObject({
      message: nablQrDesk.errors.tooLarge(2),
      status: 413,
    });
    const picture = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: "#fff" } })
        .png()
        .toBuffer();
    expect(
      (
        await refusal(
          uploadNablQr(db, files, await picture(MAX_NABL_QR_SIDE + 1, MAX_NABL_QR_SIDE + 1), "a"),
        )
      ).message,
    ).toBe(nablQrDesk.errors.tooManyPixels(MAX_NABL_QR_SIDE));
    expect((await refusal(uploadNablQr(db, files, await picture(40, 40), "a"))).status).toBe(400);
    expect((await refusal(uploadNablQr(db, files, await picture(900, 200), "a"))).message).toBe(
      nablQrDesk.errors.notSquare,
    );
    expect((await nablQrState(files)).current).toBeUndefined();
  });

  it("refuses a 20000 x 20000 PNG bomb by its size, judged in the pool and never on the server's own thread", async () => {
    const { files } = fresh();
    const bomb = pngBomb(20_000);
    expect(bomb.length).toBeLessThan(MAX_NABL_QR_BYTES);
    const refused = await refusal(uploadNablQr(db, files, bomb, "a"));
    expect(refused).toMatchObject({
      message: nablQrDesk.errors.tooManyPixels(MAX_NABL_QR_SIDE),
      status: 413,
    });
    expect(decodedHere.calls).toBe(0);
    expect((await nablQrState(files)).current).toBeUndefined();
  });

  it("keeps every upload: a replacement is used from now on, and an earlier one can be used again", async () => {
    const { files, dir } = fresh();
    const first = await uploadNablQr(db, files, await nablQrPicture("png"), "one@lab.example");
    const second = await uploadNablQr(db, files, await nablQrPicture("jpeg"), "two@lab.example");
    expect(first.sha256).not.toBe(second.sha256);
    let state = await nablQrState(files);
    expect(state.current?.sha256).toBe(second.sha256);
    expect(state.earlier.map((v) => v.sha256)).toEqual([first.sha256]);
    await chooseNablQr(db, files, first.sha256, "three@lab.example");
    state = await nablQrState(files);
    expect(state.current).toMatchObject({
      sha256: first.sha256,
      uploadedBy: "one@lab.example",
      chosenBy: "three@lab.example",
    });
    expect(state.earlier.map((v) => v.sha256)).toEqual([second.sha256]);
    expect(
      readFileSync(join(dir, `${first.sha256}.png`)).equals((await currentNablQrPng(files))!),
    ).toBe(true);
    expect((await audited("NABL QR chosen")).at(-1)).toEqual({
      who: "three@lab.example",
      detail: first.sha256.slice(0, 12),
    });
    // Only a stored upload's name is taken; nothing else is looked for on disk.
    for (const bad of ["../leads", "0".repeat(64), `${first.sha256}/../x`])
      expect(
        (await refusal(Promise.resolve().then(() => chooseNablQr(db, files, bad, "x")))).message,
      ).toBe(nablQrDesk.errors.unknown);
  });

  it("reads the files a data folder already holds, as the server wrote them before the file store: no migration", async () => {
    const { files, dir } = fresh();
    const png = Buffer.from(await nablQrPicture("png"));
    const sha256 = createHash("sha256").update(png).digest("hex");
    const older = createHash("sha256").update("an older upload").digest("hex");
    mkdirSync(dir, { recursive: true });
    const record = (sha: string, uploadedAt: string) => ({
      sha256: sha,
      uploadedAt,
      uploadedBy: "before@lab.example",
      width: 360,
      height: 360,
      size: png.length,
    });
    writeFileSync(join(dir, `${sha256}.png`), png);
    writeFileSync(
      join(dir, `${sha256}.json`),
      JSON.stringify(record(sha256, "2025-01-02T00:00:00.000Z")),
    );
    writeFileSync(join(dir, `${older}.png`), png);
    writeFileSync(
      join(dir, `${older}.json`),
      JSON.stringify(record(older, "2024-01-02T00:00:00.000Z")),
    );
    // A record without its picture, and what is no upload's, are not offered.
    writeFileSync(
      join(dir, `${"a".repeat(64)}.json`),
      JSON.stringify(record("a".repeat(64), "2026-01-01T00:00:00.000Z")),
    );
    writeFileSync(join(dir, `${sha256}.png.0b5e.tmp`), "half"); // the old writer's leftover
    writeFileSync(
      join(dir, "current.json"),
      JSON.stringify({
        sha256,
        chosenAt: "2025-01-02T00:00:01.000Z",
        chosenBy: "before@lab.example",
      }),
    );
    expect(await nablQrState(files)).toEqual({
      current: {
        ...record(sha256, "2025-01-02T00:00:00.000Z"),
        chosenAt: "2025-01-02T00:00:01.000Z",
        chosenBy: "before@lab.example",
      },
      earlier: [record(older, "2024-01-02T00:00:00.000Z")],
    });
    expect(Buffer.from((await currentNablQrPng(files))!).equals(png)).toBe(true);
    await chooseNablQr(db, files, older, "now@lab.example");
    expect((await nablQrState(files)).current?.sha256).toBe(older);
    expect(JSON.parse(readFileSync(join(dir, "current.json"), "utf8")).sha256).toBe(older);
  });
});
