import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { upload } from "@/content/forms";
import { cvUpload } from "@/content/forms/application";
import {
  CADDY_TIMEOUTS,
  INBOX_PROCESSING,
  INBOX_RECEIVING,
  SERVER_TIMEOUTS,
  UPLOAD_RATE,
} from "@/lib/fairShare/limits";

/**
 * The inboxes' slots, the minimum upload rate and the server's and Caddy's
 * timeouts, written out by hand (never read from the constants): a number
 * changed in the code fails here, and is changed on purpose in both places.
 */
const root = join(import.meta.dirname, "..", "..");

describe("the limits on request bodies", () => {
  it("gives each inbox 16 bodies being received, 2 per client, and 16 being processed, 2 per client", () => {
    expect(INBOX_RECEIVING).toEqual({ total: 16, perClient: 2, retryAfterSeconds: 10 });
    expect(INBOX_PROCESSING).toEqual({ total: 16, perClient: 2, retryAfterSeconds: 5 });
  });

  it("cuts a body slower than 10 KB/s after a 10 s grace, looked at every second", () => {
    expect(UPLOAD_RATE).toEqual({
      graceMs: 10_000,
      minBytesPerSecond: 10_240,
      checkEveryMs: 1_000,
    });
    // A refused client is told to come back once a trickler's bodies have been cut.
    expect(INBOX_RECEIVING.retryAfterSeconds * 1000).toBeGreaterThanOrEqual(UPLOAD_RATE.graceMs);
  });

  it("sets Node's timeouts: headers in 10 s, a whole request in 30 minutes, idle keep-alive 65 s", () => {
    expect(SERVER_TIMEOUTS).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 1_800_000,
      keepAliveTimeoutMs: 65_000,
      connectionsCheckingIntervalMs: 1_000,
    });
    const serve = readFileSync(join(root, "scripts/serve.mjs"), "utf8");
    for (const name of Object.keys(SERVER_TIMEOUTS)) expect(serve).toContain(`timeouts.${name}`);
    expect(serve).toContain("watchUploadRate(req, res)");
  });

  it("lets a 10 MB CV from a slow 3G phone (20 KB/s) through every limit", () => {
    const phone = 20 * 1024;
    const largest = Math.max(cvUpload.maxBytes, upload.maxBytes) + 1024 * 1024;
    expect(largest).toBeLessThanOrEqual(11 * 1024 * 1024);
    expect(phone).toBeGreaterThanOrEqual(2 * UPLOAD_RATE.minBytesPerSecond);
    const seconds = largest / phone;
    expect(seconds).toBeLessThan(SERVER_TIMEOUTS.requestTimeoutMs / 1000);
    expect(seconds).toBeLessThan(CADDY_TIMEOUTS.readBodySeconds);
  });

  it.each(["deploy/Caddyfile", "deploy/several-servers/Caddyfile"])(
    "writes Caddy's timeouts into %s as limits.ts says, closing idle upstreams before the server does",
    (file) => {
      expect(CADDY_TIMEOUTS).toEqual({
        readHeaderSeconds: 10,
        readBodySeconds: 1800,
        idleSeconds: 120,
        upstreamKeepAliveSeconds: 60,
      });
      const caddyfile = readFileSync(join(root, file), "utf8");
      const seconds = (option: string) => {
        const match = new RegExp(`\\n\\s*${option} (\\d+)([smh])\\n`).exec(caddyfile);
        if (!match) throw new Error(`${option} is not in ${file}`);
        return Number(match[1]) * { s: 1, m: 60, h: 3600 }[match[2] as "s" | "m" | "h"];
      };
      expect({
        readHeaderSeconds: seconds("read_header"),
        readBodySeconds: seconds("read_body"),
        idleSeconds: seconds("idle"),
        upstreamKeepAliveSeconds: seconds("keepalive"),
      }).toEqual(CADDY_TIMEOUTS);
      expect(CADDY_TIMEOUTS.readHeaderSeconds * 1000).toBe(SERVER_TIMEOUTS.headersTimeoutMs);
      expect(CADDY_TIMEOUTS.upstreamKeepAliveSeconds * 1000).toBeLessThan(
        SERVER_TIMEOUTS.keepAliveTimeoutMs,
      );
    },
  );
});
