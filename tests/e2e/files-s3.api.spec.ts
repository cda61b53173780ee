import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { pdfKey } from "@/lib/reports/pdfStore";
import { startS3, TEST_S3_KEY, type TestS3 } from "../fixtures/s3Server";
import { addUser, signInRequest } from "./deskStaff";
import { addApiToken } from "./limsApi";
import { startServer, type OwnServer } from "./ownServer";
import { record } from "./reportRegister";
import { dataDirOf, onRecordStore } from "./record";

/**
 * The lab's files in an S3-compatible bucket (FILE_STORE=s3, issue 53 item 3):
 * a server of its own pointed at s3rver keeps a report's PDF sent by the LIMS
 * and a photo uploaded on the desk in the bucket, under the names the disk
 * would use, none on the disk; and serves both from there, byte for byte.
 */

test.describe.configure({ mode: "serial" });

let s3: TestS3;
let bucket: S3Client;
let server: OwnServer;
test.beforeAll(async () => {
  s3 = await startS3();
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: TEST_S3_KEY,
  });
  server = await startServer(s3.env);
});
test.afterAll(async () => {
  await server?.stop();
  bucket?.destroy();
  await s3?.stop();
});

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const dataFolder = () => dataDirOf(server.dbPath);

/** The object under `key` in the bucket, or undefined. */
async function inBucket(key: string): Promise<Uint8Array | undefined> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: key }));
  if (!listed.Contents?.some((o) => o.Key === key)) return undefined;
  const object = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return await object.Body!.transformToByteArray();
}

/** A PDF of some size (about 1.5 MB: several of a stream's chunks). */
function largePdf(): Uint8Array<ArrayBuffer> {
  const filler = Array.from({ length: 24_000 }, (_, i) => `% line ${i} of the readings\n`).join("");
  const body = `%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n${filler}trailer\n<< /Root 1 0 R >>\n%%EOF\n`;
  return new Uint8Array(new TextEncoder().encode(body));
}

test("a report's PDF sent by the LIMS is kept in the bucket and the verification page serves it byte for byte", async () => {
  const { token } = addApiToken(server.dbPath, "lims-s3", "issue");
  const fields = record() as unknown as Record<string, string>;
  const pdf = largePdf();
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set("pdf", new File([pdf], "report.pdf", { type: "application/pdf" }));
  const created = await fetch(`${server.url}/api/reports`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const answer = (await created.json()) as { verifyUrl: string; pdf: { sha256: string } };
  expect(answer.pdf.sha256).toBe(sha(pdf));

  // In the bucket under the disk's name (reports/ab/ab….pdf), and not on the disk.
  const key = `reports/${pdfKey(sha(pdf))}`;
  expect(sha((await inBucket(key))!)).toBe(sha(pdf));
  expect(existsSync(join(dataFolder(), key))).toBe(false);

  const served = await fetch(`${server.url}${new URL(answer.verifyUrl).pathname}/pdf`);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("application/pdf");
  expect(served.headers.get("content-length")).toBe(String(pdf.length));
  const bytes = new Uint8Array(await served.arrayBuffer());
  expect(bytes.length).toBe(pdf.length);
  expect(sha(bytes)).toBe(sha(pdf));
});

test("a photo uploaded on the desk is kept in the bucket and served from it", async ({
  playwright,
}) => {
  const content: APIRequestContext = await playwright.request.newContext({ baseURL: server.url });
  try {
    const email = addUser(server.dbPath, "photos-s3", ["content"]);
    expect((await signInRequest(content, email)).status()).toBe(303);
    const pixels = Buffer.alloc(640 * 480 * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
    const jpeg = await sharp(pixels, { raw: { width: 640, height: 480, channels: 3 } })
      .jpeg()
      .toBuffer();
    const alt = "A meter on the bench, kept in the bucket";
    const uploaded = await content.post("/desk/photos", {
      multipart: {
        action: "upload",
        file: { name: "bench.jpg", mimeType: "image/jpeg", buffer: jpeg },
        alt,
        caption: "",
        album: "energy",
      },
      maxRedirects: 0,
    });
    expect(uploaded.status()).toBe(303);
    const id = await onRecordStore(server.dbPath, async (store) =>
      String(
        (
          await store
            .selectFrom("photos")
            .select("id")
            .where("alt", "=", alt)
            .executeTakeFirstOrThrow()
        ).id,
      ),
    );

    const key = `photos/${id}-480.webp`;
    const kept = await inBucket(key);
    expect(kept?.length).toBeGreaterThan(0);
    expect(existsSync(join(dataFolder(), key))).toBe(false);

    const served = await content.get(`/photos/${id}-480.webp`);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(sha(await served.body())).toBe(sha(kept!));
    expect((await content.get(`/photos/${id}-481.webp`)).status()).toBe(404);
  } finally {
    await content.dispose();
  }
});
