// @vitest-environment node
import { EventEmitter } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { PORTAL_ZIPS } from "@/lib/fairShare/limits";
import { drained } from "@/lib/http/drained";
import { openOnDisk, type ZipFile, type ZipSource } from "./zip";
import { zipDownloads } from "./zipDownload";

const dir = mkdtempSync(join(tmpdir(), "portal-zip-paced-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CHUNK = PORTAL_ZIPS.chunkBytes;
/** Three big reports of 4 MB each (16 chunks each). */
const files: ZipFile[] = ["A", "B", "C"].map((name, i) => {
  const path = join(dir, name);
  writeFileSync(path, Buffer.alloc(16 * CHUNK, i + 1));
  return { name: `ULR-${name}.pdf`, path };
});

/** Opens files on disk, counting the bytes read from them. */
function countingDisk() {
  const counted = { bytes: 0 };
  const openFile = async (path: string): Promise<ZipSource> => {
    const source = await openOnDisk(path);
    return {
      read: async (buffer) => {
        const n = await source.read(buffer);
        counted.bytes += n;
        return n;
      },
      close: () => source.close(),
    };
  };
  return { counted, openFile };
}

/** Lets every read the stream has started finish, and any it would start next: many turns of the loop. */
async function settle() {
  for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
}

const asker = (customer: string, client = "203.0.113.7") => ({ customer, client });

describe("the portal's zip of reports", () => {
  it("reads from disk only as its reader reads: a reader that stops holds a chunk or two", async () => {
    const { counted, openFile } = countingDisk();
    const response = zipDownloads(openFile)(files, asker("slow@customer.example"));
    const reader = response.body!.getReader();
    const first = await reader.read();
    await settle();
    expect(counted.bytes).toBeGreaterThan(0);
    expect(counted.bytes).toBeLessThanOrEqual(2 * CHUNK);

    const chunks: Uint8Array[] = [first.value!];
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
    expect(counted.bytes).toBe(3 * 16 * CHUNK);
    const whole = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    chunks.reduce((at, c) => (whole.set(c, at), at + c.length), 0);
    const unzipped = unzipSync(whole);
    expect(Object.keys(unzipped)).toEqual(["ULR-A.pdf", "ULR-B.pdf", "ULR-C.pdf"]);
  });

  it("reads no further while the connection has not sent the chunk before, whoever pulls", async () => {
    const { counted, openFile } = countingDisk();
    const response = new EventEmitter() as EventEmitter & {
      writableNeedDrain: boolean;
      destroyed: boolean;
    };
    response.writableNeedDrain = false;
    response.destroyed = false;
    const body = zipDownloads(openFile)(files, {
      ...asker("drain@customer.example"),
      sent: () => drained(response),
    }).body!;
    const reader = body.getReader();
    await reader.read();
    const before = counted.bytes;
    expect(before).toBeGreaterThan(0);
    // The client stops reading: Astro's writer still pulls, but the socket has not drained.
    response.writableNeedDrain = true;
    const writer = (async () => {
      for (let i = 0; i < 4; i++) await reader.read();
    })();
    await settle();
    expect(counted.bytes).toBe(before);
    response.writableNeedDrain = false;
    response.emit("drain");
    await writer;
    expect(counted.bytes).toBeGreaterThan(before);
    await reader.cancel();
  });

  it("sends one customer two zips at once; a third is refused 429 with Retry-After until one is over", async () => {
    const download = zipDownloads();
    const first = download(files, asker("busy@customer.example"));
    const second = download(files, asker("busy@customer.example", "198.51.100.9"));
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = download(files, asker("busy@customer.example", "192.0.2.44"));
    expect(third.status).toBe(429);
    expect(third.headers.get("Retry-After")).toBe("30");
    expect(await third.text()).toBe(
      "Your zips already on their way are as many as we send at once. Wait until they have downloaded, then try again.",
    );
    // Another customer is not refused for it.
    const other = download(files, asker("other@customer.example", "192.0.2.45"));
    expect(other.status).toBe(200);
    await other.body!.cancel();

    // The first one's reader gives up: its slot is free again.
    await first.body!.cancel();
    const again = download(files, asker("busy@customer.example", "192.0.2.44"));
    expect(again.status).toBe(200);
    await again.body!.cancel();
    await second.body!.cancel();
  });

  it("sends one network four zips at once, whoever is signed in", async () => {
    const download = zipDownloads();
    const office = "203.0.113.0";
    const held = [1, 2, 3, 4].map((n) => download(files, asker(`colleague${n}@x.example`, office)));
    expect(held.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const fifth = download(files, asker("colleague5@x.example", office));
    expect(fifth.status).toBe(429);
    // The fifth's refusal took no customer slot: elsewhere they are served.
    const elsewhere = download(files, asker("colleague5@x.example", "198.51.100.1"));
    expect(elsewhere.status).toBe(200);
    for (const r of [...held, elsewhere]) await r.body!.cancel();
  });

  it("frees its slots when it has been sent whole", async () => {
    const download = zipDownloads();
    for (let n = 0; n < 3; n++) {
      const response = download(files.slice(0, 1), asker("serial@customer.example"));
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
  });
});
