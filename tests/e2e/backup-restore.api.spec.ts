import { spawnSync } from "node:child_process";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { readinessWords } from "@/content/backups";
import { renderArticle } from "@/lib/articles/renderArticle";
import { saveArticle } from "@/lib/articles/articles";
import { openDatabase } from "@/lib/db/connection";
import { makePdf } from "../fixtures/documents";
import { attachAsLab } from "../fixtures/reportPdfs";
import { addUser, postApplication, postEnquiry, signInRequest } from "./deskStaff";
import { root, startServer, type OwnServer } from "./ownServer";
import { register } from "./reportRegister";
import { onRecord } from "./record";

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

/** `npm run <script>` as the lab types it (tsx on this Node), with the backups' settings. */
function npmRun(script: "backup" | "restore", args: string[] = []) {
  const run = spawnSync(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, ...backupEnv },
    encoding: "utf8",
    timeout: 5 * 60_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The repository's size on disk. */
function sizeOf(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

/** A report's PDF of about `size` bytes that does not compress or deduplicate. */
const bigPdf = (label: string, size = MB) =>
  makePdf(`${label} ${randomBytes(size * 0.75).toString("base64")}`);

/** An answer's status and its bytes' SHA-256 and length: the same file byte for byte, said briefly. */
const bytesOf = async (answer: Response) => {
  const bytes = Buffer.from(await answer.arrayBuffer());
  return `${answer.status} ${createHash("sha256").update(bytes).digest("hex")} ${bytes.length}`;
};

const mainText = (html: string) =>
  (/<main\b[^]*<\/main>/.exec(html)?.[0] ?? "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const jpeg = (seed: number) => {
  const pixels = Buffer.alloc(640 * 480 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i + seed) * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: 640, height: 480, channels: 3 } })
    .jpeg()
    .toBuffer();
};

let server: OwnServer;
let admin: string;
const tokens: string[] = [];
const leads: string[] = [];
const applications: string[] = [];
const photos: { id: string; alt: string }[] = [];
let article = "";

/** What visitors and staff get from a server: every page and file the test compares. */
async function views(base: string, desk: APIRequestContext) {
  const seen: Record<string, string | number> = {};
  const get = (path: string) => fetch(base + path, { redirect: "manual" });
  for (const token of tokens) {
    const page = await get(`/verify/${token}`);
    seen[`/verify/${token}`] = `${page.status} ${mainText(await page.text())}`;
    const pdf = await get(`/verify/${token}/pdf`);
    seen[`/verify/${token}/pdf`] = await bytesOf(pdf);
  }
  for (const { id } of photos)
    for (const file of [`/photos/${id}-480.webp`, `/photos/${id}-480.avif`]) {
      const answer = await get(file);
      seen[file] = await bytesOf(answer);
    }
  seen.gallery = (await get("/gallery")).status;
  const articlePage = await (await get(`/blog-details?id=${article}`)).text();
  seen.article = mainText(articlePage);
  seen.articlePhoto = articlePage.includes(`/photos/${photos[1]!.id}-480.webp`)
    ? "shown"
    : "absent";
  const leadList = await (await desk.get("/desk")).text();
  const applicationList = await (await desk.get("/desk/applications")).text();
  seen.leads = leads.map((ref) => `${ref}:${leadList.includes(ref)}`).join(" ");
  seen.applications = applications
    .map((ref) => `${ref}:${applicationList.includes(ref)}`)
    .join(" ");
  return seen;
}

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
  const initialised = npmRun("backup", ["--init"]);
  expect(initialised.stderr).toBe("");
  expect(initialised.status).toBe(0);
  const first = npmRun("backup");
  expect(first.stderr).toBe("");
  expect(first.stdout).toMatch(/^Backup [0-9a-f]{8}: the database and \d+ files/m);
  expect(first.status).toBe(0);
  const afterFirst = sizeOf(backupEnv.BACKUP_REPOSITORY);
  expect(afterFirst).toBeGreaterThan(4 * MB);

  // Two more reports of a megabyte each: the second backup stores them, not the rest again.
  for (const n of [1, 2]) await attachBig(`later ${n}`);
  reg.close();
  const second = npmRun("backup");
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

  const restored = npmRun("restore", ["--snapshot", "latest", "--to", dataDir]);
  expect(restored.stderr).toBe("");
  expect(restored.stdout).toContain(`DATABASE_PATH=${dbPath} npm start`);
  expect(restored.status).toBe(0);
  // A second restore over the live folder is refused.
  const again = npmRun("restore", ["--snapshot", "latest", "--to", dataDir]);
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
