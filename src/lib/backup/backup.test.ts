// @vitest-environment node
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resticProblems } from "@/content/backups";
import { openDatabase } from "@/lib/db/connection";
import { withStore } from "@/lib/db/store";
import { pdfPath } from "@/lib/reports/pdfStore";
import { storePdfOnDisk } from "../../../scripts/bench/pdfOnDisk";
import { readManifest } from "./manifest";
import { restoreSnapshot, RestoreError } from "./restore";
import { resticBin, ResticError, resticProblem, type Repository } from "./restic";
import { freshnessOf } from "./runs";
import {
  backupSite as backupSiteOf,
  IncompleteBackupError,
  initRepository,
  type BackupOptions,
} from "./snapshot";

const top = mkdtempSync(join(tmpdir(), "backup-test-"));
afterAll(() => rmSync(top, { recursive: true, force: true }));

const dataDir = join(top, "data");
const dbPath = join(dataDir, "lab.sqlite");
const passwordFile = join(top, "password");
const repo: Repository = { repository: join(top, "repo"), passwordFile };
let db: DatabaseSync;

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.7\n${text}\n%%EOF\n`);

function addReport(ulr: string, versions: Uint8Array[]): string[] {
  const id = Number(
    db
      .prepare(
        `INSERT INTO reports (ulr, token, code, report_number, kind, discipline, grp, customer,
           item_description, standard, issue_date, signatory, created_at, created_by)
         VALUES (?, ?, '1234', ?, 'test-report', 'Electrical', 'Cables', 'A customer', 'A cable',
           'IS 694', '2026-11-01', 'A signatory', '2026-11-01T00:00:00Z', 'test')`,
      )
      .run(ulr, `token-${ulr}`, `R-${ulr}`).lastInsertRowid,
  );
  return versions.map((bytes, i) => {
    const hash = storePdfOnDisk(join(dataDir, "reports"), bytes);
    db.prepare(
      `INSERT INTO report_pdfs (report_id, version, sha256, size, added_at, added_by)
       VALUES (?, ?, ?, ?, '2026-11-01T00:00:00Z', 'test')`,
    ).run(id, i + 1, hash, bytes.length);
    return hash;
  });
}

/** A backup of the test's database (the store of the work in hand). */
const backupSite = (o: BackupOptions) => withStore(db, () => backupSiteOf(o));

const options = () => ({
  dbPath,
  repo,
  settings: {},
  root: top,
  siteVersion: "1.0.0-test",
});

beforeAll(async () => {
  writeFileSync(passwordFile, "the repository's password\n", { mode: 0o600 });
  db = openDatabase(dbPath);
  addReport("TC000126000000001F", [pdf("first"), pdf("amended")]);
  addReport("TC000126000000002F", [pdf("second")]);
  db.prepare(
    `INSERT INTO photos (id, alt, caption, album, width, height, variants, created_at, created_by)
     VALUES ('AAAAAAAAAAAAAAAA', 'A bench', '', 'lab', 800, 600, ?, '2026-11-01T00:00:00Z', 'test')`,
  ).run(JSON.stringify([{ format: "webp", width: 800, url: "/photos/AAAAAAAAAAAAAAAA-800.webp" }]));
  mkdirSync(join(dataDir, "photos"), { recursive: true });
  writeFileSync(join(dataDir, "photos", "AAAAAAAAAAAAAAAA-800.webp"), "webp bytes");
  mkdirSync(join(dataDir, "nabl-qr"), { recursive: true });
  writeFileSync(join(dataDir, "nabl-qr", "current.json"), '{"sha256":"x"}');
  // A write in progress (the disk store's hidden part file) is no file of the site's.
  writeFileSync(join(dataDir, "nabl-qr", ".current.json.1a2b.part"), '{"sha');
  writeFileSync(join(dataDir, "secrets.key"), "a key\n", { mode: 0o600 });
  await initRepository(repo);
});
afterAll(() => db.close());

describe("a backup of the whole site", () => {
  it("holds the database and every file it names, each in the manifest with its SHA-256, and restores byte for byte", async () => {
    const result = await backupSite(options());
    expect(result.missing).toEqual([]);
    expect(result.manifest.counts).toMatchObject({
      reports: 2,
      report_pdfs: 3,
      photos: 1,
      files: 6,
    });
    expect(result.manifest.schemaVersion).toBeGreaterThanOrEqual(39);
    expect(result.manifest.siteVersion).toBe("1.0.0-test");
    const paths = result.manifest.files.map((f) => f.path).sort();
    expect(paths).toEqual(
      [
        "nabl-qr/current.json",
        "photos/AAAAAAAAAAAAAAAA-800.webp",
        "secrets.key",
        ...[pdf("first"), pdf("amended"), pdf("second")].map((b) =>
          pdfPath("reports", storePdfOnDisk(join(dataDir, "reports"), b)),
        ),
      ].sort(),
    );

    const to = join(top, "restored");
    const restored = await restoreSnapshot(repo, "latest", to);
    expect(restored.snapshot.startsWith(result.snapshot)).toBe(true);
    expect(restored.command).toBe(`DATABASE_PATH=${join(to, "lab.sqlite")} npm start`);
    for (const file of result.manifest.files)
      expect(readFileSync(join(to, file.path))).toEqual(readFileSync(join(dataDir, file.path)));
    expect(readManifest(to).database.sha256).toBe(result.manifest.database.sha256);
    const copy = openDatabase(join(to, "lab.sqlite"), { readOnly: true });
    expect(copy.prepare("SELECT COUNT(*) AS n FROM report_pdfs").get()).toEqual({ n: 3 });
    copy.close();
  });

  it("refuses to restore over a folder that holds anything, and writes nothing there", async () => {
    await expect(restoreSnapshot(repo, "latest", dataDir)).rejects.toThrow(RestoreError);
    await expect(restoreSnapshot(repo, "latest", dataDir)).rejects.toThrow(
      /holds a data folder already/,
    );
  });

  it("reports a file the database names but the disk lacks, and fails", async () => {
    const [hash] = addReport("TC000126000000003F", [pdf("lost")]);
    rmSync(pdfPath(join(dataDir, "reports"), hash!));
    const failure = await backupSite(options()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(IncompleteBackupError);
    const { result, message } = failure as IncompleteBackupError;
    expect(message).toBe("1 file the database names is missing from the disk");
    expect(result.missing.map((f) => [f.path, f.namedBy])).toEqual([
      [pdfPath("reports", hash!), "report PDF of TC000126000000003F version 1"],
    ]);
    // The snapshot of everything else is made all the same.
    expect(result.snapshot).toMatch(/^[0-9a-f]{8,64}$/);
  });

  it("says a wrong password in words", async () => {
    const wrong = join(top, "wrong-password");
    writeFileSync(wrong, "not the password\n", { mode: 0o600 });
    const failure = await backupSite({
      ...options(),
      repo: { ...repo, passwordFile: wrong },
    }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ResticError);
    expect((failure as Error).message).toBe(resticProblems.wrongPassword);
  });

  it("says a snapshot the repository lacks in words, and leaves no folder behind", async () => {
    const to = join(top, "not-made");
    await expect(restoreSnapshot(repo, "deadbeef", to)).rejects.toThrow(
      resticProblems.noSnapshot("deadbeef"),
    );
    expect(existsSync(to)).toBe(false);
  });

  it("says a missing repository in words", async () => {
    const failure = await restoreSnapshot(
      { ...repo, repository: join(top, "no-repo") },
      "latest",
      join(top, "elsewhere"),
    ).catch((e: unknown) => e);
    expect((failure as Error).message).toBe(resticProblems.noRepository(join(top, "no-repo")));
  });
});

describe("restic's errors in words", () => {
  const r = { repository: "/mnt/backup", passwordFile: "/etc/pw" };
  it("tells a wrong password, a missing repository and a lock apart", () => {
    // restic 0.14's own lines (as Debian's prints them).
    expect(resticProblem("Fatal: wrong password or no key found\n", r)).toBe(
      resticProblems.wrongPassword,
    );
    expect(
      resticProblem(
        "Fatal: unable to open config file: stat /mnt/backup/config: no such file or directory\nIs there a repository at the following location?\n/mnt/backup\n",
        r,
      ),
    ).toBe(resticProblems.noRepository("/mnt/backup"));
    expect(
      resticProblem(
        "Fatal: unable to create lock in backend: repository is already locked by PID 7\n",
        r,
      ),
    ).toBe(resticProblems.locked);
    expect(resticProblem("something new\n", r)).toBeUndefined();
  });

  it("is Debian's restic, as ensure-restic.sh installs it", () => {
    expect(execFileSync(resticBin(), ["version"], { encoding: "utf8" })).toMatch(/^restic 0\.\d+/);
  });
});

describe("how fresh the last good backup is", () => {
  const now = new Date("2026-11-29T12:00:00Z");
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
  it("is amber after 26 hours and red after 50, or when there is none", () => {
    expect(freshnessOf(hoursAgo(25.9), now)).toBe("fresh");
    expect(freshnessOf(hoursAgo(26.1), now)).toBe("amber");
    expect(freshnessOf(hoursAgo(49.9), now)).toBe("amber");
    expect(freshnessOf(hoursAgo(50.1), now)).toBe("red");
    expect(freshnessOf(undefined, now)).toBe("red");
  });
});
