// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nablQrDesk } from "@/content/reports";
import { openDatabase } from "@/lib/db/connection";
import { DeskError } from "@/lib/platform/convention/errors";
import { diskFileStore, within } from "@/lib/platform/storage";
import { closeUntrustedPool } from "@/lib/workers/pool";
import { nablQrPicture } from "../../../tests/fixtures/nablQr";
import {
  nablQrDoneHref,
  nablQrDoneText,
  nablQrPageAction as nablQrPageActionIn,
} from "./deskActions";
import { NABL_QR_FIELD, NablQrError, nablQrState } from "./nablQr";
import { onDb } from "../../../tests/fixtures/onDb";
import { refusalOf } from "../../../tests/fixtures/deskPost";

const nablQrPageAction = onDb(nablQrPageActionIn);

const root = mkdtempSync(join(tmpdir(), "nabl-qr-page-"));
const db = openDatabase(join(root, "lab.sqlite"));
afterAll(async () => {
  await closeUntrustedPool();
  db.close();
  rmSync(root, { recursive: true, force: true });
});

const post = (fields: Record<string, string | File>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return new Request("https://lab.example/desk/nabl-qr", { method: "POST", body: form });
};

describe("the NABL QR page's actions", () => {
  it("upload a picture and use an earlier one again, each said in the desk's words", async () => {
    const files = within(diskFileStore(join(root, "uploads")), "nabl-qr");
    const picture = (bytes: Uint8Array) => new File([new Uint8Array(bytes)], "nabl.png");
    const upload = async (format: "png" | "jpeg") =>
      nablQrPageAction(
        db,
        files,
        post({ action: "upload", [NABL_QR_FIELD]: picture(await nablQrPicture(format)) }),
        "admin@lab",
      );
    expect(await upload("png")).toBe("uploaded");
    const first = (await nablQrState(files)).current!.sha256;
    expect(await upload("jpeg")).toBe("uploaded");
    expect((await nablQrState(files)).current!.sha256).not.toBe(first);

    expect(
      await nablQrPageAction(db, files, post({ action: "use", sha: first }), "admin@lab"),
    ).toBe("chosen");
    expect((await nablQrState(files)).current!.sha256).toBe(first);
    expect(nablQrDoneHref("chosen")).toBe("/desk/nabl-qr?done=chosen");
    expect(nablQrDoneText(new URL("https://lab.example/desk/nabl-qr?done=chosen"))).toBe(
      nablQrDesk.done.chosen,
    );
    expect(nablQrDoneText(new URL("https://lab.example/desk/nabl-qr?done=x"))).toBeUndefined();
  }, 60_000);

  it("refuse a file that is no picture beside the file field, and what is about no field without one", async () => {
    const files = within(diskFileStore(join(root, "refused")), "nabl-qr");
    const act = (fields: Record<string, string | File>) =>
      refusalOf(nablQrPageAction(db, files, post(fields), "admin@lab"));
    const cases = [
      [{ action: "upload" }, nablQrDesk.errors.noFile, 400, NABL_QR_FIELD],
      [
        { action: "upload", [NABL_QR_FIELD]: new File(["%PDF-1.7"], "scan.png") },
        nablQrDesk.errors.notImage,
        415,
        NABL_QR_FIELD,
      ],
      [{ action: "use", sha: "0".repeat(64) }, nablQrDesk.errors.unknown, 404, undefined],
      [{ action: "rotate" }, nablQrDesk.errors.unknownAction, 400, undefined],
    ] as const;
    for (const [fields, message, status, field] of cases) {
      const refused = await act(fields);
      expect(refused).toBeInstanceOf(NablQrError);
      expect(refused).toBeInstanceOf(DeskError);
      expect(refused).toMatchObject({ message, status, field });
    }
    expect((await nablQrState(files)).current).toBeUndefined();
  }, 60_000);
});
