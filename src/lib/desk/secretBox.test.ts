// @vitest-environment node
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import { withStore } from "@/lib/db/store";
import { addUser } from "./accounts";
import { ensureSecretsKey, isSealed } from "@/lib/platform/secretBox";
import {
  checkCode,
  codeAt,
  encryptClearSecrets,
  enrolmentSecret,
  enrolWithSecret,
  stepAt,
} from "./twoFactor";

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "secret-box-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const NOW = new Date("2026-11-29T10:00:05Z");
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const PASSWORD = "correct horse battery staple";
const withStaff = async (...emails: string[]) => {
  for (const email of emails) await addUser(email, PASSWORD, ["leads"]);
};
const storedSecret = (db: ReturnType<typeof openDatabase>, email: string) =>
  String(db.prepare("SELECT secret FROM desk_totp WHERE email = ?").get(email)!.secret);

describe("two-factor secrets at rest", () => {
  it("are encrypted with a key kept beside the database (mode 600), and still check codes", async () => {
    const dir = freshDir();
    const db = openDatabase(join(dir, "lab.sqlite"));
    await withStore(db, async () => {
      await withStaff("signer@lab.example", "new@lab.example");
      expect(ensureSecretsKey()).toBe(join(dir, "secrets.key"));
      expect(statSync(join(dir, "secrets.key")).mode & 0o777).toBe(0o600);
      expect(
        Buffer.from(readFileSync(join(dir, "secrets.key"), "utf8").trim(), "base64"),
      ).toHaveLength(32);

      await enrolWithSecret("signer@lab.example", SECRET, NOW);
      const pending = (await enrolmentSecret("new@lab.example", NOW))!;
      for (const [email, secret] of [
        ["signer@lab.example", SECRET],
        ["new@lab.example", pending],
      ] as const) {
        const stored = storedSecret(db, email);
        expect(isSealed(stored)).toBe(true);
        expect(stored).not.toContain(secret);
        expect(readFileSync(join(dir, "lab.sqlite")).includes(secret)).toBe(false);
      }
      // The enrolment page shows the same secret on every visit.
      expect(await enrolmentSecret("new@lab.example", NOW)).toBe(pending);
      expect(await checkCode("signer@lab.example", codeAt(SECRET, stepAt(NOW)), NOW)).toEqual({
        ok: true,
        kind: "app",
      });
    });
    db.close();
  });

  it("kept in clear by an older version are encrypted at the next start, and keep working", async () => {
    const dir = freshDir();
    const db = openDatabase(join(dir, "lab.sqlite"));
    await withStore(db, async () => {
      await withStaff("old@lab.example");
      await enrolWithSecret("old@lab.example", SECRET, NOW);
      db.prepare("UPDATE desk_totp SET secret = ? WHERE email = ?").run(SECRET, "old@lab.example");
      expect((await checkCode("old@lab.example", codeAt(SECRET, stepAt(NOW)), NOW)).ok).toBe(true);
      expect(await encryptClearSecrets()).toBe(1);
      expect(await encryptClearSecrets()).toBe(0);
      expect(isSealed(storedSecret(db, "old@lab.example"))).toBe(true);
      const later = new Date(NOW.getTime() + 60_000);
      expect((await checkCode("old@lab.example", codeAt(SECRET, stepAt(later)), later)).ok).toBe(
        true,
      );
    });
    db.close();
  });

  it("copied without their key (a backup of the database alone) open for nobody", async () => {
    const dir = freshDir();
    const db = openDatabase(join(dir, "lab.sqlite"));
    await withStore(db, async () => {
      await withStaff("signer@lab.example");
      await enrolWithSecret("signer@lab.example", SECRET, NOW);
    });
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    db.close();

    const elsewhere = freshDir();
    copyFileSync(join(dir, "lab.sqlite"), join(elsewhere, "lab.sqlite"));
    const copy = openDatabase(join(elsewhere, "lab.sqlite"));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    // Another key is made beside the copy; the right code is refused, and the log says why.
    expect(
      await withStore(copy, () =>
        checkCode("signer@lab.example", codeAt(SECRET, stepAt(NOW)), NOW),
      ),
    ).toEqual({
      ok: false,
    });
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/cannot be read with this secrets key/));
    log.mockRestore();
    copy.close();

    // With its own key back beside it, the copy works.
    const restored = freshDir();
    copyFileSync(join(dir, "lab.sqlite"), join(restored, "lab.sqlite"));
    copyFileSync(join(dir, "secrets.key"), join(restored, "secrets.key"));
    const back = openDatabase(join(restored, "lab.sqlite"));
    expect(
      (
        await withStore(back, () =>
          checkCode("signer@lab.example", codeAt(SECRET, stepAt(NOW)), NOW),
        )
      ).ok,
    ).toBe(true);
    back.close();
  });
});
