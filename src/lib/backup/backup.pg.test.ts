// @vitest-environment node
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fileStoreSettings, type S3Settings } from "@/lib/env/fileStore";
import { withStore } from "@/lib/db/store";
import { readWhole, type FileStore } from "@/lib/platform/storage";
import { s3FileStore } from "@/lib/platform/storage/s3";
import { pdfKey } from "@/lib/reports/pdfStore";
import {
  emptyPostgres,
  freshPostgres,
  type FreshPostgres,
} from "../../../tests/fixtures/freshPostgres";
import { startS3, type TestS3 } from "../../../tests/fixtures/s3Server";
import { restoreDrill } from "./drill";
import { drillDatabaseUrl } from "./postgresDump";
import { RestoreError, restoreSnapshot } from "./restore";
import type { Repository } from "./restic";
import {
  backupSite as backupSiteOf,
  IncompleteBackupError,
  initRepository,
  type BackupOptions,
} from "./snapshot";

/**
 * Issue 53's backups on PostgreSQL with the files in an S3-compatible store:
 * pg_dump of one snapshot plus the bucket's files, restored into a new,
 * empty database and a new bucket, and the monthly drill in a database of
 * its own.
 */

let top: string;
let lab: FreshPostgres;
let s3: TestS3;
let files: FileStore;
let repo: Repository;
let dataDir: string;

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.7\n${text}\n%%EOF\n`);
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const s3Of = (t: TestS3) => s3FileStore(fileStoreSettings(t.env) as S3Settings & { kind: "s3" });

/** A report with its PDF versions: the rows in PostgreSQL, the files in the bucket. */
async function addReport(ulr: string, versions: Uint8Array[]): Promise<string[]> {
  const { id } = await lab.store
    .insertInto("reports")
    .values({
      ulr,
      token: `token-${ulr}`,
      code: "1234",
      report_number: `R-${ulr}`,
      kind: "test-report",
      discipline: "Electrical",
      grp: "Cables",
      customer: "A customer",
      item_description: "A cable",
      standard: "IS 694",
      issue_date: "2026-11-01",
      signatory: "A signatory",
      created_at: "2026-11-01T00:00:00Z",
      created_by: "test",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const hashes: string[] = [];
  for (const [i, bytes] of versions.entries()) {
    const hash = sha(bytes);
    await files.put(`reports/${pdfKey(hash)}`, bytes);
    await lab.store
      .insertInto("report_pdfs")
      .values({
        report_id: id,
        version: i + 1,
        sha256: hash,
        size: bytes.length,
        added_at: "2026-11-01T00:00:00Z",
        added_by: "test",
      })
      .execute();
    hashes.push(hash);
  }
  return hashes;
}

/** Every table of a database with its row count. */
async function tableCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
    );
    const counts: Record<string, number> = {};
    for (const { name } of rows)
      counts[name] = Number(
        (await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${name}"`)).rows[0]!.n,
      );
    return counts;
  } finally {
    await client.end();
  }
}

/** The file store, counting what is read from it (the mirror's proof). */
function counted(store: FileStore): { store: FileStore; gets: string[] } {
  const gets: string[] = [];
  return {
    gets,
    store: {
      ...store,
      get: async (key) => {
        gets.push(key);
        return store.get(key);
      },
    },
  };
}

const options = (objectStore: FileStore): BackupOptions => ({
  dbPath: join(dataDir, "lab.sqlite"),
  repo,
  settings: {},
  root: top,
  siteVersion: "1.0.0-test",
  databaseUrl: lab.url,
  objectStore,
});
const backupSite = (o: BackupOptions) => withStore(lab.store, () => backupSiteOf(o));

beforeAll(async () => {
  top = mkdtempSync(join(tmpdir(), "backup-pg-"));
  dataDir = join(top, "data");
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, "secrets.key"), "a key\n", { mode: 0o600 });
  writeFileSync(join(top, "password"), "the repository's password\n", { mode: 0o600 });
  repo = { repository: join(top, "repo"), passwordFile: join(top, "password") };
  await initRepository(repo);
  lab = await freshPostgres();
  s3 = await startS3();
  files = s3Of(s3);
  await addReport("TC000126000000001F", [pdf("first"), pdf("amended")]);
  await addReport("TC000126000000002F", [pdf("second")]);
  await lab.store
    .insertInto("photos")
    .values({
      id: "AAAAAAAAAAAAAAAA",
      alt: "A bench",
      caption: "",
      album: "lab",
      width: 800,
      height: 600,
      variants: JSON.stringify([
        { format: "webp", width: 800, url: "/photos/AAAAAAAAAAAAAAAA-800.webp" },
      ]),
      created_at: "2026-11-01T00:00:00Z",
      created_by: "test",
    })
    .execute();
  await files.put("photos/AAAAAAAAAAAAAAAA-800.webp", new TextEncoder().encode("webp bytes"));
  await files.put("nabl-qr/current.json", new TextEncoder().encode('{"sha256":"x"}'));
});
afterAll(async () => {
  await lab?.drop();
  await s3?.stop();
  rmSync(top, { recursive: true, force: true });
});

describe("a backup of a lab on PostgreSQL with its files in a bucket", () => {
  let target: Awaited<ReturnType<typeof emptyPostgres>>;
  let restoredS3: TestS3;
  beforeEach(async () => {
    target = await emptyPostgres();
    restoredS3 = await startS3("restored-files");
  });
  afterEach(async () => {
    await target.drop();
    await restoredS3.stop();
  });

  it("holds pg_dump's copy and every file the database names, and restores into a new database and bucket byte for byte", async () => {
    const reading = counted(files);
    const result = await backupSite(options(reading.store));
    expect(result.missing).toEqual([]);
    expect(result.manifest.engine).toBe("postgres");
    expect(result.manifest.database.path).toBe("lab.pgdump");
    expect(result.manifest.counts).toMatchObject({ reports: 2, report_pdfs: 3, photos: 1 });
    expect(result.manifest.files.map((f) => f.path).sort()).toEqual(
      [
        "nabl-qr/current.json",
        "photos/AAAAAAAAAAAAAAAA-800.webp",
        "secrets.key",
        ...[pdf("first"), pdf("amended"), pdf("second")].map((b) => `reports/${pdfKey(sha(b))}`),
      ].sort(),
    );
    expect(reading.gets).toHaveLength(5);

    // The next night's backup fetches nothing the mirror holds already.
    const again = counted(files);
    await backupSite(options(again.store));
    expect(again.gets).toEqual([]);

    const to = join(top, "restored");
    const into = s3Of(restoredS3);
    const restored = await restoreSnapshot(repo, "latest", to, {
      databaseUrl: target.url,
      objectStore: into,
    });
    expect(restored.stored).toEqual({ copied: 5, kept: 0 });
    expect(restored.command).toBe(
      `DATABASE_URL=${target.url} DATABASE_PATH=${join(to, "lab.sqlite")} npm start`,
    );
    for (const file of result.manifest.files.filter((f) =>
      /^(reports|photos|nabl-qr)\//.test(f.path),
    )) {
      const original = await readWhole(files, file.path);
      expect(await readWhole(into, file.path)).toEqual(original);
      expect(new Uint8Array(readFileSync(join(to, file.path)))).toEqual(original);
    }
    expect(readFileSync(join(to, "secrets.key"), "utf8")).toBe("a key\n");
    // Every table holds as many rows as the lab's (the scope's seed rows, the tallies, …).
    expect(await tableCounts(target.url)).toEqual(await tableCounts(lab.url));
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ ulr: string; versions: number }>(
        `SELECT r.ulr, count(p.id)::int AS versions FROM reports r
           JOIN report_pdfs p ON p.report_id = r.id GROUP BY r.ulr ORDER BY r.ulr`,
      );
      expect(rows).toEqual([
        { ulr: "TC000126000000001F", versions: 2 },
        { ulr: "TC000126000000002F", versions: 1 },
      ]);
    } finally {
      await client.end();
    }
  });

  it("refuses a database that holds tables, and writes nothing anywhere", async () => {
    const to = join(top, "refused");
    const refused = await restoreSnapshot(repo, "latest", to, { databaseUrl: lab.url }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(RestoreError);
    expect((refused as Error).message).toMatch(
      /holds tables already: restore into a new, empty database/,
    );
    expect(existsSync(to)).toBe(false);
  });

  it("asks for a database when the snapshot is of PostgreSQL, and leaves no folder behind", async () => {
    const to = join(top, "no-database");
    await expect(restoreSnapshot(repo, "latest", to)).rejects.toThrow(
      /This snapshot is of a PostgreSQL database: name a new, empty database/,
    );
    expect(existsSync(to)).toBe(false);
  });
});

describe("the monthly restore drill on PostgreSQL", () => {
  it("restores the latest snapshot into a database of its own, checks the register's PDFs there, and drops it", async () => {
    await backupSite(options(files));
    const drill = await restoreDrill(repo, { databaseUrl: lab.url });
    expect(drill.sampled).toBe(3);
    const client = new pg.Client({ connectionString: lab.url });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [
        drillDatabaseUrl(lab.url).name,
      ]);
      expect(rows).toEqual([]);
    } finally {
      await client.end();
    }
  });
});

describe("a file the database names but the bucket lacks", () => {
  it("fails the backup and names it, after the snapshot of the rest", async () => {
    const [hash] = await addReport("TC000126000000003F", [pdf("lost")]);
    await files.remove(`reports/${pdfKey(hash!)}`);
    const failure = await backupSite(options(files)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(IncompleteBackupError);
    const { result } = failure as IncompleteBackupError;
    expect((failure as Error).message).toBe(
      "1 file the database names is missing from the bucket (FILE_STORE=s3)",
    );
    expect(result.missing.map((f) => [f.path, f.namedBy])).toEqual([
      [`reports/${pdfKey(hash!)}`, "report PDF of TC000126000000003F version 1"],
    ]);
    expect(result.snapshot).toMatch(/^[0-9a-f]{8,64}$/);
  });
});
