// @vitest-environment node
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { serverDatabase } from "@/lib/db/server";
import * as checkRoute from "@/pages/api/reports/check";
import { makePdf } from "../../../tests/fixtures/documents";
import { attachAsLab } from "../../../tests/fixtures/reportPdfs";
import { reportRecords } from "../../../tests/fixtures/reportRecords";
import { createReport as createReportIn } from "./register";
import { reportFiles } from "./server";
import { onDb } from "../../../tests/fixtures/onDb";

const createReport = onDb(createReportIn);

/**
 * The limit on guesses (lib/reports/server.ts), through the public PDF check
 * (GET /api/reports/check?sha256=…) as the server calls it, on a temporary
 * SQLite file and at a fixed moment: a miss is a hash no report's PDF has, a
 * hit the hash of a PDF in the register.
 */

const dir = mkdtempSync(join(tmpdir(), "lookup-limits-"));
process.env.DATABASE_PATH = join(dir, "lab.sqlite");
const db = serverDatabase();
afterAll(() => {
  vi.useRealTimers();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Monday 23 November 2026, 11:30 in India. */
const T0 = new Date("2026-11-23T06:00:00.000Z").getTime();

const pdf = makePdf("ULR-TC114822600000701F");
const HIT = createHash("sha256").update(pdf).digest("hex");
/** A hash no PDF in the register has (the n-th of them). */
const miss = (n: number) => createHash("sha256").update(`no such report ${n}`).digest("hex");

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(T0);
  const report = await createReport(db, reportRecords(700)({ signatory: "R. K. Verma" }), {
    by: "api:lims",
    issues: true,
  });
  await attachAsLab(db, reportFiles(), report, pdf, "api:lims");
});

/** The check's answer to one client (by its address): the status and the verdict, if any. */
async function check(client: string, sha256: string) {
  const url = new URL(`https://lab.example/api/reports/check?sha256=${sha256}`);
  const response = await checkRoute.GET({
    request: new Request(url),
    url,
    clientAddress: client,
  } as never);
  const body = (await response.json()) as { verdict?: string };
  return { status: response.status, verdict: body.verdict };
}

const answered = (verdict: string) => ({ status: 200, verdict });
const refused = { status: 429, verdict: undefined };

describe("the limit on lookups that miss: 20 a minute per client", () => {
  it("answers the 20th miss in a minute and refuses the 21st, and a right guess after it; hits do not count", async () => {
    vi.setSystemTime(T0);
    for (let n = 1; n <= 20; n++) {
      // A PDF in the register before each miss: answered, and no miss.
      expect(await check("203.0.113.5", HIT), `hit before miss ${n}`).toEqual(
        answered("authentic"),
      );
      expect(await check("203.0.113.5", miss(n)), `miss ${n}`).toEqual(answered("missing"));
    }
    expect(await check("203.0.113.5", miss(21))).toEqual(refused);
    expect(await check("203.0.113.5", HIT)).toEqual(refused);
    // Another client's guesses are its own.
    expect(await check("198.51.100.7", miss(22))).toEqual(answered("missing"));
    // The misses leave the window a minute after they were made.
    vi.setSystemTime(T0 + 59_999);
    expect(await check("203.0.113.5", miss(23))).toEqual(refused);
    vi.setSystemTime(T0 + 60_000);
    expect(await check("203.0.113.5", miss(24))).toEqual(answered("missing"));
  });

  it("a client that only hits is not refused at its 21st hit", async () => {
    vi.setSystemTime(T0 + 120_000);
    for (let n = 1; n <= 25; n++)
      expect(await check("192.0.2.9", HIT), `hit ${n}`).toEqual(answered("authentic"));
  });
});
