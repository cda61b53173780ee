import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { readinessWords } from "@/content/backups";
import { renderArticle } from "@/lib/articles/renderArticle";
import { saveArticle } from "@/lib/articles/articles";
import { openDatabase } from "@/lib/db/connection";
import { makePdf } from "../fixtures/documents";
import { attachAsLab } from "../fixtures/reportPdfs";
import { addUser, postApplication, postEnquiry, signInRequest } from "./deskStaff";
import { startServer, type OwnServer } from "./ownServer";
import { register } from "./reportRegister";
import { onRecord } from "./record";
import { jpeg, mainText, npmRun as npmRunWith, siteViews, sizeOf } from "./siteViews";

/**
 * Issue 50's proof: a server with leads, applications, articles with photos
 * and reports with PDFs (amended, withdrawn, superseded) is backed up with
 * `npm run backup` to a local restic repository; its data folder is deleted;
 * `npm run restore` rebuilds it; a new server on the restored folder serves
 * every /verify page and PDF byte for byte, the desk lists every lead and
 * application, and the photos show. A second backup after more reports grows
 * the repository by about the new files only.
 */

test.describe.configure({ mode: "serial" });

// The test's own folder (made in beforeAll: this module is loaded by more than the worker).
let top = "";
let dataDir = "";
let dbPath = "";
let backupEnv = { DATABASE_PATH: "", BACKUP_REPOSITORY: "", BACKUP_PASSWORD_FILE: "" };
const MB = 1024 * 1024;

/** A report's PDF of about `size` bytes that does not compress or deduplicate. */
const bigPdf = (label: string, size = MB) =>
  makePdf(`${label} ${randomBytes(size * 0.75).toString("base64")}`);

let server: OwnServer;
let admin: string;
const tokens: string[] = [];
const leads: string[] = [];
const applications: string[] = [];
const photos: { id: string; alt: string }[] = [];
let article = "";

/** What visitors and staff get from a server: every page and file the test compares. */
async function views(base: string, desk: APIRequestContext) {
  const seen = await siteViews(base, desk, {
    tokens,
    photos: photos.map((p) => p.id),
    leads,
    applications,
  });
  const articlePage = await (await fetch(`${base}/blog-details?id=${article}`)).text();
  seen.article = mainText(articlePage);
  seen.articlePhoto = articlePage.includes(`/photos/${photos[1]!.id}-480.webp`)
    ? "shown"
    : "absent";
  return seen;
}

/** `npm run <script>` with the backups' settings. */
const npmRun = (script: "backup" | "restore", args: string[] = []) =>
  npmRunWith(script, args, backupEnv);

test.beforeAll(async () => {
  top = mkdtempSync(join(tmpdir(), "e2e-backup-"));
  dataDir = join(top, "data");
  dbPath = join(dataDir, "lab.sqlite");
  backupEnv = {
    DATABASE_PATH: dbPath,
    BACKUP_REPOSITORY: join(top, "repo"),
    BACKUP_PASSWORD_FILE: join(top, "restic-password"),
  };
  writeFileSync(backupEnv.BACKUP_PASSWORD_FILE, `${randomUUID()}\n`, { mode: 0o600 });
  server = await startServer({ TRUST_PROXY_HOPS: "1" }, { database: dbPath });
  admin = addUser(server.dbPath, "backup-admin", ["admin"]);
});
test.afterAll(async () => {
  await server?.stop();
  if (top) rmSync(top, { recursive: true, force: true });
});

test("a backup of everything, restored after the data folder is lost, serves the same site", async ({
  playwright,
}) => {
  test.slow();
  // The site's state: leads, applications, photos and an article showing one, reports with PDFs.
  for (const n of [1, 2, 3]) leads.push(await postEnquiry(server.url, `backup-${n}`));
  applications.push(await postApplication(server.url, "Asha Verma"));
  applications.push(await postApplication(server.url, "Ravi Sharma"));

  const desk = await playwright.request.newContext({ baseURL: server.url });
  expect((await signInRequest(desk, admin)).status()).toBe(303);
  for (const seed of [1, 2]) {
    const alt = `The bench ${randomUUID().slice(0, 8)}`;
    const uploaded = await desk.post("/desk/photos", {
      multipart: {
        action: "upload",
        file: { name: "bench.jpg", mimeType: "image/jpeg", buffer: await jpeg(seed) },
        alt,
        caption: "",
        album: seed === 1 ? "energy" : "article",
      },
      maxRedirects: 0,
    });
    expect(uploaded.status()).toBe(303);
    const db = openDatabase(server.dbPath);
    photos.push({
      id: String(db.prepare("SELECT id FROM photos WHERE alt = ?").get(alt)!.id),
      alt,
    });
    db.close();
  }
  {
    const body = `Our bench.\n\n![${photos[1]!.alt}](/photos/${photos[1]!.id})`;
    const rendered = renderArticle({ markdown: body });
    if (!rendered.ok) throw new Error(rendered.problem);
    const saved = await onRecord(server.dbPath, () =>
      saveArticle(
        "test",
        undefined,
        {
          title: `Backups ${randomUUID().slice(0, 8)}`,
          date: "2026-11-20",
          excerpt: "How the lab keeps its records.",
          cover: "/images/blog/post-1.svg",
          coverAlt: "A drawing of a meter",
          slug: "",
          author: "",
          metaDescription: "",
          body,
        },
        rendered.html,
        { kind: "publish" },
      ),
    );
    article = saved.id;
  }

  const reg = register(server);
  const issued = await reg.create();
  await reg.attach(issued, `issued ${randomUUID()}`);
  const amended = await reg.create();
  await reg.attach(amended, `first ${randomUUID()}`);
  await reg.attach(amended, `corrected ${randomUUID()}`);
  const withdrawn = await reg.create();
  await reg.attach(withdrawn, `withdrawn ${randomUUID()}`);
  await reg.withdraw(withdrawn, "Issued to the wrong customer");
  const old = await reg.create();
  await reg.attach(old, `old ${randomUUID()}`);
  const newer = await reg.create();
  await reg.attach(newer, `newer ${randomUUID()}`);
  await reg.supersede(old, newer);
  for (const report of [issued, amended, withdrawn, old, newer]) tokens.push(report.token);
  // The bulk of the register: PDFs of a megabyte each.
  const attachBig = async (label: string) => {
    const report = await reg.create();
    const db = openDatabase(server.dbPath);
    await attachAsLab(db, join(dataDir, "reports"), report, bigPdf(label));
    db.close();
    tokens.push(report.token);
  };
  for (const n of [1, 2, 3, 4]) await attachBig(`bulk ${n}`);

  // The first backup.
  const initialised = await npmRun("backup", ["--init"]);
  expect(initialised.stderr).toBe("");
  expect(initialised.status).toBe(0);
  const first = await npmRun("backup");
  expect(first.stderr).toBe("");
  expect(first.stdout).toMatch(/^Backup [0-9a-f]{8}: the database and \d+ files/m);
  expect(first.status).toBe(0);
  const afterFirst = sizeOf(backupEnv.BACKUP_REPOSITORY);
  expect(afterFirst).toBeGreaterThan(4 * MB);

  // Two more reports of a megabyte each: the second backup stores them, not the rest again.
  for (const n of [1, 2]) await attachBig(`later ${n}`);
  reg.close();
  const second = await npmRun("backup");
  expect(second.stderr).toBe("");
  expect(second.status).toBe(0);
  const grown = sizeOf(backupEnv.BACKUP_REPOSITORY) - afterFirst;
  expect(grown).toBeGreaterThan(2 * MB);
  // The two new PDFs, the changed pages of the database and restic's own index and trees.
  expect(grown).toBeLessThan(2 * MB + 1.5 * MB);

  const before = await views(server.url, desk);
  await desk.dispose();
  expect(Object.values(before).filter((v) => String(v).startsWith("200 ")).length).toBeGreaterThan(
    tokens.length,
  );

  // The disk is lost.
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });

  const restored = await npmRun("restore", ["--snapshot", "latest", "--to", dataDir]);
  expect(restored.stderr).toBe("");
  expect(restored.stdout).toContain(`DATABASE_PATH=${dbPath} npm start`);
  expect(restored.status).toBe(0);
  // A second restore over the live folder is refused.
  const again = await npmRun("restore", ["--snapshot", "latest", "--to", dataDir]);
  expect(again.stderr).toContain("holds a data folder already");
  expect(again.status).toBe(1);

  server = await startServer({ TRUST_PROXY_HOPS: "1" }, { database: dbPath });
  const deskAfter = await playwright.request.newContext({ baseURL: server.url });
  // The administrator signs in with the same password and authenticator: the secrets' key came back too.
  expect((await signInRequest(deskAfter, admin)).status()).toBe(303);
  const after = await views(server.url, deskAfter);
  // The administrator's start page says when the last good backup was (the first: the second's
  // record came after its own snapshot), and which readiness check fails (no e-mail set up here).
  const start = await (await deskAfter.get("/desk/start")).text();
  expect(start).toMatch(/Last good backup \d+ hours? ago/);
  expect(start).toMatch(/data-ready="mail"><span[^>]*>not ok<\/span>/);
  expect(start).toContain(readinessWords.mail);
  await deskAfter.dispose();
  // Anyone may ask whether the server is ready, and hears only that.
  const ready = await fetch(`${server.url}/api/ready`);
  expect(ready.status).toBe(503);
  expect(await ready.text()).toBe("not ok");
  expect(ready.headers.get("cache-control")).toBe("no-store");
  expect(after).toEqual(before);
  expect(String(after.leads)).not.toContain(":false");
  expect(String(after.applications)).not.toContain(":false");
  for (const { id } of photos) expect(String(after[`/photos/${id}-480.webp`])).toMatch(/^200 /);
  expect(after.articlePhoto).toBe("shown");
});
