// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { currentStore, withStore } from "@/lib/db/store";
import { nablQrDesk } from "@/content/reports";
import { openDatabase } from "@/lib/db/connection";
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
/** A fresh folder per test: what each upload leaves on disk is the test's own. */
const freshDir = () => join(root, `nabl-qr-${++n}`);
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
    const dir = freshDir();
    const upload = await nablQrPicture("png");
    const at = new Date("2026-11-27T05:30:00Z");
    const saved = await uploadNablQr(db, dir, upload, "admin@lab.example", at);
    const png = currentNablQrPng(dir)!;
    expect([...png.subarray(0, 8)]).toEqual(PNG_MAGIC);
    expect(Buffer.from(png).equals(Buffer.from(upload))).toBe(false);
    expect(Buffer.from(png).includes("scanner")).toBe(false);
    expect(Buffer.from(png).includes("<script>")).toBe(false);
    expect(await decodes(png)).toBe(NABL_TEST_URL);
    expect(nablQrState(dir)).toMatchObject({
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
    const dir = freshDir();
    await uploadNablQr(db, dir, await nablQrPicture("jpeg"), "admin@lab.example");
    const png = currentNablQrPng(dir)!;
    expect([...png.subarray(0, 8)]).toEqual(PNG_MAGIC);
    expect(await decodes(png)).toBe(NABL_TEST_URL);
  });

  it("refuses what is not a PNG or JPEG picture, by its bytes, and stores nothing", async () => {
    const dir = freshDir();
    const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n");
    expect(await refusal(uploadNablQr(db, dir, pdf, "a"))).toMatchObject({
      message: nablQrDesk.errors.notImage,
      status: 415,
    });
    const gif = await sharp({
      create: { width: 200, height: 200, channels: 3, background: "#fff" },
    })
      .gif()
      .toBuffer();
    expect((await refusal(uploadNablQr(db, dir, gif, "a"))).message).toBe(
      nablQrDesk.errors.notImage,
    );
    const truncated = (await nablQrPicture("png")).subarray(0, 400);
    expect((await refusal(uploadNablQr(db, dir, truncated, "a"))).message).toBe(
      nablQrDesk.errors.unreadable,
    );
    expect(await refusal(uploadNablQr(db, dir, new Uint8Array(0), "a"))).toMatchObject({
      message: nablQrDesk.errors.noFile,
    });
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
    expect(nablQrState(dir).current).toBeUndefined();
  });

  it("refuses a file over 2 MB, and a picture too large, too small or far from square", async () => {
    const dir = freshDir();
    expect(MAX_NABL_QR_BYTES).toBe(2 * 1024 * 1024);
    expect(
      await refusal(uploadNablQr(db, dir, new Uint8Array(MAX_NABL_QR_BYTES + 1), "a")),
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
          uploadNablQr(db, dir, await picture(MAX_NABL_QR_SIDE + 1, MAX_NABL_QR_SIDE + 1), "a"),
        )
      ).message,
    ).toBe(nablQrDesk.errors.tooManyPixels(MAX_NABL_QR_SIDE));
    expect((await refusal(uploadNablQr(db, dir, await picture(40, 40), "a"))).status).toBe(400);
    expect((await refusal(uploadNablQr(db, dir, await picture(900, 200), "a"))).message).toBe(
      nablQrDesk.errors.notSquare,
    );
    expect(nablQrState(dir).current).toBeUndefined();
  });

  it("refuses a 20000 x 20000 PNG bomb by its size, judged in the pool and never on the server's own thread", async () => {
    const dir = freshDir();
    const bomb = pngBomb(20_000);
    expect(bomb.length).toBeLessThan(MAX_NABL_QR_BYTES);
    const refused = await refusal(uploadNablQr(db, dir, bomb, "a"));
    expect(refused).toMatchObject({
      message: nablQrDesk.errors.tooManyPixels(MAX_NABL_QR_SIDE),
      status: 413,
    });
    expect(decodedHere.calls).toBe(0);
    expect(nablQrState(dir).current).toBeUndefined();
  });

  it("keeps every upload: a replacement is used from now on, and an earlier one can be used again", async () => {
    const dir = freshDir();
    const first = await uploadNablQr(db, dir, await nablQrPicture("png"), "one@lab.example");
    const second = await uploadNablQr(db, dir, await nablQrPicture("jpeg"), "two@lab.example");
    expect(first.sha256).not.toBe(second.sha256);
    let state = nablQrState(dir);
    expect(state.current?.sha256).toBe(second.sha256);
    expect(state.earlier.map((v) => v.sha256)).toEqual([first.sha256]);
    await chooseNablQr(db, dir, first.sha256, "three@lab.example");
    state = nablQrState(dir);
    expect(state.current).toMatchObject({
      sha256: first.sha256,
      uploadedBy: "one@lab.example",
      chosenBy: "three@lab.example",
    });
    expect(state.earlier.map((v) => v.sha256)).toEqual([second.sha256]);
    expect(readFileSync(join(dir, `${first.sha256}.png`)).equals(currentNablQrPng(dir)!)).toBe(
      true,
    );
    expect((await audited("NABL QR chosen")).at(-1)).toEqual({
      who: "three@lab.example",
      detail: first.sha256.slice(0, 12),
    });
    // Only a stored upload's name is taken; nothing else is looked for on disk.
    for (const bad of ["../leads", "0".repeat(64), `${first.sha256}/../x`])
      expect(
        (await refusal(Promise.resolve().then(() => chooseNablQr(db, dir, bad, "x")))).message,
      ).toBe(nablQrDesk.errors.unknown);
  });
});
