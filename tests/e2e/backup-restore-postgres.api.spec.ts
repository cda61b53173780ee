import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { fileStoreSettings, type S3Settings } from "@/lib/env/fileStore";
import { within } from "@/lib/platform/storage";
import { s3FileStore } from "@/lib/platform/storage/s3";
import { createReport, type Report } from "@/lib/reports/register";
import { makePdf } from "../fixtures/documents";
import { attachAsLab } from "../fixtures/reportPdfs";
import { startS3, type TestS3 } from "../fixtures/s3Server";
import {
  databaseUrl,
  startPostgres,
  type ThrowawayPostgres,
} from "../../scripts/postgres/throwaway";
import { addUser, postApplication, postEnquiry, signInRequest } from "./deskStaff";
import { startServer, type OwnServer } from "./ownServer";
import { onRecordStore, openRecord } from "./record";
import { record } from "./reportRegister";
import { jpeg, npmRun, siteViews } from "./siteViews";

/**
 * Issue 53's backups on a PostgreSQL deployment: a server on PostgreSQL with
 * its files in an S3-compatible bucket is backed up with `npm run backup`
 * (pg_dump plus the bucket's files); the database, the bucket and the data
 * folder are all lost; `npm run restore --database` rebuilds them into a new
 * database and a new bucket; a new server there serves every /verify page
 * and PDF and every photo byte for byte, the desk lists every lead and
 * application, and the administrator signs in with the same authenticator.
 * The PostgreSQL server and the bucket are the spec's own, whichever engine
 * the suite runs on.
 */

test.describe.configure({ mode: "serial" });

let database: ThrowawayPostgres;
let s3: TestS3 | undefined;
let restoredS3: TestS3 | undefined;
let server: OwnServer | undefined;
let folder = "";

const createDatabase = async (name: string) => {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return databaseUrl(database.url, name);
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  folder = mkdtempSync(join(tmpdir(), "e2e-backup-pg-"));
  database = await startPostgres();
  s3 = await startS3();
});
test.afterAll(async () => {
  await server?.stop();
  await s3?.stop();
  await restoredS3?.stop();
  database?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test("a lab on PostgreSQL and a bucket, all lost, is restored from its backup and serves the same site", async ({
  playwright,
}) => {
  test.slow();
  const bucketS3 = s3!;
  const url = await createDatabase("lab");
  const dataDir = join(folder, "data");
  const dbPath = join(dataDir, "lab.sqlite");
  const backupEnv = {
    DATABASE_URL: url,
    DATABASE_PATH: dbPath,
    BACKUP_REPOSITORY: join(folder, "repo"),
    BACKUP_PASSWORD_FILE: join(folder, "restic-password"),
    ...bucketS3.env,
  };
  writeFileSync(backupEnv.BACKUP_PASSWORD_FILE, `${randomUUID()}\n`, { mode: 0o600 });
  const serverEnv = (files: TestS3) => ({
    ...files.env,
    DATABASE_PATH: dbPath,
    TRUST_PROXY_HOPS: "1",
  });
  server = await startServer(serverEnv(bucketS3), { database: url });
  const admin = addUser(url, "backup-pg-admin", ["admin"], { env: { DATABASE_PATH: dbPath } });

  const leads = [await postEnquiry(server.url, "pg-1"), await postEnquiry(server.url, "pg-2")];
  const applications = [await postApplication(server.url, "अनिल कुमार")];
  const desk = await playwright.request.newContext({ baseURL: server.url });
  expect((await signInRequest(desk, admin)).status()).toBe(303);
  const alt = `The bench ${randomUUID().slice(0, 8)}`;
  const uploaded = await desk.post("/desk/photos", {
    multipart: {
      action: "upload",
      file: { name: "bench.jpg", mimeType: "image/jpeg", buffer: await jpeg(7) },
      alt,
      caption: "",
      album: "energy",
    },
    maxRedirects: 0,
  });
  expect(uploaded.status()).toBe(303);
  const photo = await onRecordStore(url, (store) =>
    store.selectFrom("photos").select("id").where("alt", "=", alt).executeTakeFirstOrThrow(),
  );

  // Reports with PDFs in the bucket, one amended (two versions).
  const bucket = s3FileStore(fileStoreSettings(bucketS3.env) as S3Settings & { kind: "s3" });
  const reportFiles = within(bucket, "reports");
  const lab = openRecord(url);
  const reports: Report[] = [];
  try {
    for (const n of [1, 2, 3]) {
      const report = await lab.within(() => createReport(record(), { by: "test", issues: true }));
      await attachAsLab(lab.store, reportFiles, report, makePdf(`report ${n} ${randomUUID()}`));
      reports.push(report);
    }
    await attachAsLab(lab.store, reportFiles, reports[0]!, makePdf(`corrected ${randomUUID()}`));
  } finally {
    await lab.close();
  }

  expect((await npmRun("backup", ["--init"], backupEnv)).status).toBe(0);
  const backup = await npmRun("backup", [], backupEnv);
  expect(backup.stderr).toBe("");
  expect(backup.stdout).toMatch(/^Backup [0-9a-f]{8}: the database and \d+ files/m);
  expect(backup.status).toBe(0);

  const seen = { tokens: reports.map((r) => r.token), photos: [photo.id], leads, applications };
  const before = await siteViews(server.url, desk, seen);
  await desk.dispose();
  expect(Object.values(before).filter((v) => String(v).startsWith("200 "))).toHaveLength(
    2 * reports.length + 2,
  );

  let stored = 0;
  for await (const file of bucket.list("")) if (file.key) stored++;
  expect(stored).toBeGreaterThan(reports.length + 1);

  // Everything is lost: the app server's disk, the database and the bucket.
  await server.stop();
  server = undefined;
  const admin2 = new pg.Client({ connectionString: database.url });
  await admin2.connect();
  await admin2.query("DROP DATABASE lab WITH (FORCE)");
  await admin2.end();
  s3 = undefined;
  await bucketS3.stop();
  rmSync(dataDir, { recursive: true, force: true });

  // Restored into a new database and a new bucket.
  const newUrl = await createDatabase("lab_restored");
  restoredS3 = await startS3("restored-files");
  const restoreEnv = { ...backupEnv, ...restoredS3.env, DATABASE_URL: "" };
  const restored = await npmRun(
    "restore",
    ["--snapshot", "latest", "--to", dataDir, "--database", newUrl],
    restoreEnv,
  );
  expect(restored.stderr).toBe("");
  expect(restored.stdout).toContain(`The database was restored into ${newUrl}`);
  expect(restored.stdout).toContain(
    `The files were put into the file store FILE_STORE names: ${stored} copied, 0 there already`,
  );
  expect(restored.stdout).toContain(`DATABASE_URL=${newUrl} DATABASE_PATH=${dbPath} npm start`);
  expect(restored.status).toBe(0);
  // Never over a database that holds the lab's record.
  const again = await npmRun(
    "restore",
    ["--snapshot", "latest", "--to", join(folder, "again"), "--database", newUrl],
    restoreEnv,
  );
  expect(again.stderr).toContain("holds tables already");
  expect(again.status).toBe(1);
  expect(existsSync(join(folder, "again"))).toBe(false);

  server = await startServer(serverEnv(restoredS3), { database: newUrl });
  const deskAfter = await playwright.request.newContext({ baseURL: server.url });
  // The same password and authenticator: the secrets' key came back with the data folder.
  expect((await signInRequest(deskAfter, admin)).status()).toBe(303);
  const after = await siteViews(server.url, deskAfter, seen);
  await deskAfter.dispose();
  expect(after).toEqual(before);
  expect(String(after.leads)).not.toContain(":false");
  expect(String(after.applications)).not.toContain(":false");
});
