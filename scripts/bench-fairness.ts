/**
 * npm run bench:fairness — one hostile client against everyone else's share.
 *
 * Needs a production build. Starts the production server (its event loop
 * watched) with a throwaway database, a desk account, an API token for the
 * LIMS and TRUST_PROXY_HOPS=1, so each X-Forwarded-For address stands for a
 * client of its own (as Caddy writes it). For ATTACK_S seconds one client
 * (203.0.113.66, in a process of its own: scripts/bench/hostileClient.ts) at once:
 * - holds 16 slow enquiries and 16 slow job applications open (Content-Length
 *   500,000, one byte every 10 s; each one cut is opened again: row 1);
 * - sends a 60 KB PDF whose Flate object stream inflates to 60 MB every 3 s,
 *   to the enquiry inbox and to the applications inbox (row 3);
 * - posts staff sign-ins for unknown addresses from 32 loops in parallel
 *   (row 4; each loop waits for its answer and at least 250 ms).
 * Meanwhile honest clients, each on an address of its own, send 10 enquiries
 * with a real PDF, 6 LIMS report PDFs and 6 staff sign-ins, spread over the
 * attack, and one polls /api/health every 200 ms. Fails unless at least 95 %
 * of each honest kind succeeds at the first try and health's p99 stays under
 * 100 ms. Then, the attack over, the legitimate heavy case of row 8: a
 * 25,000-row scope imported on the desk (dry run and Apply, added and then
 * changed), with health polled meanwhile (printed, no budget).
 */
import { fork } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { Secret, TOTP } from "otpauth";
import sharp from "sharp";
import { formatUlr } from "@/lib/reports/ulr";
import { scopeToCsv } from "@/lib/scope/csv";
import { flateObjectStreamBomb } from "./bench/hostileFiles";
import type { HostileReport } from "./bench/hostileClient";
import {
  HOST,
  addApiToken,
  addDeskUser,
  enquiryForm,
  file,
  ms,
  percentile,
  postSignIn,
  root,
  signIn,
  startWatchedServer,
  stopServer,
  takeLoopDelay,
} from "./bench/siteUnderTest";

const PORT = Number(process.env.BENCH_PORT ?? 3195);
const BASE = `http://${HOST}:${PORT}`;
const ATTACK_S = Number(process.env.BENCH_ATTACK_S ?? 60);
const PASSWORD = "correct horse battery staple";
const STAFF = "bench-fairness@lab.example";
/** The scope's keeper: the quality role signs in with a second factor. */
const QUALITY = "bench-quality@lab.example";
const QUALITY_SECRET = new Secret({ size: 20 });
const BUDGET = { successShare: 0.95, healthP99Ms: 100 };
const HONEST = { enquiries: 10, limsUploads: 6, signIns: 6 };

/** A real report PDF of a few hundred KB: text pages and a photograph, saved with object streams. */
async function realReportPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const width = 640;
  const height = 480;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  const photo = await doc.embedJpg(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 70 })
      .toBuffer(),
  );
  for (let n = 1; n <= 12; n++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Test report MET/TR/2026/${n}: insulation resistance and tan delta`, {
      x: 48,
      y: 800,
      size: 11,
      font,
    });
    if (n === 1) page.drawImage(photo, { x: 48, y: 380, width: 480, height: 360 });
  }
  return doc.save({ useObjectStreams: true });
}

/** The fields of a new report as the LIMS sends them. */
function reportFields(running: number): Record<string, string> {
  return {
    ulr: formatUlr({ kind: "test-report", year: 2026, running, scope: "F" }),
    reportNumber: `MET/TR/2026/${running}`,
    kind: "test-report",
    discipline: "Electrical",
    group: "Cables",
    customer: "Narmada Cables Pvt Ltd, Pithampur",
    itemDescription: "XLPE power cable, 3C x 300 sq mm, 11 kV",
    make: "Narmada",
    model: "NX-300",
    serialNumber: `DRUM-${running}`,
    standard: "IS 7098 (Part 2): 2011",
    issueDate: "2026-11-20",
    signatory: "R. K. Verma, Technical Manager",
  };
}

/** A scope of `count` rows as NABL's schedule is exported (the desk's import reads it back). */
function scopeCsvOf(count: number, variant: string): Uint8Array {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    kind: "testing" as const,
    discipline: "Electrical",
    group: `Group ${i % 40}`,
    product: `Product ${i % 500}`,
    parameter: `Parameter ${i}`,
    method: `IS ${1000 + (i % 200)}: 2020 ${variant}`,
    range: "0 to 11 kV",
    cmc: "",
    accredited: true,
    pricePaise: 150_000,
    services: [],
  }));
  return new TextEncoder().encode(scopeToCsv(rows));
}

/**
 * The legitimate heavy case the review timed (row 8): a 25,000-row scope
 * imported on the desk, its dry run and its Apply, with /api/health polled
 * meanwhile.
 */
async function importScope(cookie: string, csv: Uint8Array, what: string) {
  const desk = (body: FormData | URLSearchParams) =>
    fetch(`${BASE}/desk/scope`, {
      method: "POST",
      body,
      headers: { cookie, origin: BASE, "x-forwarded-for": "198.51.100.90" },
      redirect: "manual",
    });
  let started = performance.now();
  const until = Date.now() + 120_000;
  const polling = new AbortController();
  const health = pollHealth(until, "198.51.100.251", polling.signal);
  const form = new FormData();
  form.set("csv", file(csv, "scope.csv", "text/csv"));
  const dry = await desk(form);
  const page = await dry.text();
  const dryMs = performance.now() - started;
  const plan = /name="plan" value="([^"]+)"/.exec(page)?.[1];
  if (dry.status !== 200 || !plan)
    throw new Error(`the dry run answered ${dry.status} ${dry.headers.get("location") ?? ""}`);
  started = performance.now();
  const applied = await desk(new URLSearchParams({ action: "apply", plan }));
  await applied.arrayBuffer();
  const applyMs = performance.now() - started;
  polling.abort();
  const { times } = await health;
  if (applied.status !== 303) throw new Error(`the Apply answered ${applied.status}`);
  console.log(
    `| ${what} (${(csv.length / 1024 / 1024).toFixed(2)} MB) | dry run ${ms(dryMs)} | Apply ${ms(applyMs)} | health p99 ${ms(percentile(times, 99))}, max ${ms(Math.max(...times))} (${times.length} polls) |`,
  );
}

interface Honest {
  what: string;
  ok: number;
  of: number;
  statuses: Map<number, number>;
  ms: number[];
}

/**
 * `count` requests spread evenly over the attack (the first after the hostile
 * client has had 5 s to take what it can), each counted once: a refusal is a
 * failure, as it is for the person who sent it.
 */
async function spread(
  what: string,
  count: number,
  until: number,
  send: (i: number) => Promise<boolean | Response>,
): Promise<Honest> {
  const result: Honest = { what, ok: 0, of: count, statuses: new Map(), ms: [] };
  const first = Date.now() + 5_000;
  const step = (until - first - 2_000) / count;
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      await sleep(Math.max(0, first + i * step - Date.now()));
      const started = performance.now();
      const answer = await send(i).catch(() => false as const);
      result.ms.push(performance.now() - started);
      const status = answer instanceof Response ? answer.status : answer ? 1 : 0;
      result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);
      if (answer === true) result.ok++;
    }),
  );
  return result;
}

/** /api/health every 200 ms, one at a time: each answer's time (a failure counts as 5 s). */
async function pollHealth(
  until: number,
  client: string,
  stop?: AbortSignal,
): Promise<{ times: number[]; failed: number }> {
  const times: number[] = [];
  let failed = 0;
  while (Date.now() < until && !stop?.aborted) {
    const started = performance.now();
    try {
      const answer = await fetch(`${BASE}/api/health`, {
        headers: { "x-forwarded-for": client },
        signal: AbortSignal.timeout(5_000),
      });
      await answer.arrayBuffer();
      if (!answer.ok) failed++;
      times.push(performance.now() - started);
    } catch {
      failed++;
      times.push(5_000);
    }
    await sleep(Math.max(0, 200 - (performance.now() - started)));
  }
  return { times, failed };
}

/** The hostile client, in a process of its own (scripts/bench/hostileClient.ts), until `until`. */
function runHostileClient(until: number): Promise<HostileReport> {
  const child = fork(join(root, "scripts/bench/hostileClient.ts"), {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    env: { ...process.env, BENCH_BASE: BASE, BENCH_UNTIL: String(until) },
  });
  return new Promise((done, failed) => {
    child.once("message", (report) => done(report as HostileReport));
    child.once("exit", (code) => failed(new Error(`the hostile client exited with ${code}`)));
  });
}

async function main() {
  if (!existsSync(join(root, "dist/server/untrusted-worker.mjs")))
    throw new Error("No production build: run `npm run build` first.");
  const dir = mkdtempSync(join(tmpdir(), "bench-fairness-"));
  const db = join(dir, "site.sqlite");
  addDeskUser(db, STAFF, PASSWORD, ["leads"]);
  addDeskUser(db, QUALITY, PASSWORD, ["quality"], QUALITY_SECRET.base32);
  const lims = addApiToken(db, "bench-lims", "register");
  const server = await startWatchedServer(db, PORT, { TRUST_PROXY_HOPS: "1" });
  try {
    const pdf = await realReportPdf();
    const bomb = flateObjectStreamBomb();
    console.log(
      `Real PDF ${(pdf.length / 1024).toFixed(0)} KB; the hostile PDF ${(bomb.length / 1024).toFixed(0)} KB`,
    );
    // Each route's code is loaded on its first request: not the attack's cost.
    const warm = await fetch(`${BASE}/api/v1.0/email/send-form`, {
      method: "POST",
      body: enquiryForm("Warm-up", pdf),
      headers: { "x-forwarded-for": "198.51.100.1" },
    });
    if (warm.status !== 200) throw new Error(`the warm-up enquiry answered ${warm.status}`);
    await (await postSignIn(BASE, STAFF, PASSWORD, "198.51.100.2")).arrayBuffer();
    await takeLoopDelay(server);

    console.log(`Attack: ${ATTACK_S} s, one hostile client, honest clients beside it`);
    const until = Date.now() + ATTACK_S * 1000;
    let running = 70_000 + Math.floor(Math.random() * 20_000);
    const hostile = runHostileClient(until);
    const [health, enquiries, uploads, signIns] = await Promise.all([
      pollHealth(until, "198.51.100.250"),
      spread("Enquiries with a real PDF", HONEST.enquiries, until, async (i) => {
        const answer = await fetch(`${BASE}/api/v1.0/email/send-form`, {
          method: "POST",
          body: enquiryForm(`Honest customer ${i}`, pdf),
          headers: { "x-forwarded-for": `198.51.100.${10 + i}` },
        });
        const text = await answer.text();
        return answer.status === 200 && text.startsWith("OK") ? true : answer;
      }),
      spread("LIMS report PDF uploads", HONEST.limsUploads, until, async () => {
        const body = new FormData();
        for (const [key, value] of Object.entries(reportFields(running++))) body.set(key, value);
        body.set("pdf", file(pdf, "report.pdf", "application/pdf"));
        const answer = await fetch(`${BASE}/api/reports`, {
          method: "POST",
          body,
          headers: { authorization: `Bearer ${lims}`, "x-forwarded-for": "198.51.100.200" },
        });
        await answer.arrayBuffer();
        return answer.status === 201 ? true : answer;
      }),
      spread("Staff sign-ins", HONEST.signIns, until, async (i) => {
        const answer = await postSignIn(BASE, STAFF, PASSWORD, `198.51.100.${60 + i}`);
        await answer.arrayBuffer();
        return answer.status === 303 && answer.headers.get("location") === "/desk/start"
          ? true
          : answer;
      }),
    ]);
    const { sent, trickled } = await hostile;
    const loop = await takeLoopDelay(server);

    console.log("\nWhat the hostile client was answered");
    for (const a of sent.filter((kind) => kind.statuses.length > 0))
      console.log(
        `  ${a.what}: ${a.statuses.map(([s, n]) => `${n} x ${s || "no answer"}`).join(", ")}; median ${ms(a.medianMs)}`,
      );
    console.log(
      `  32 slow bodies (one byte every 10 s): ${trickled.opened} opened, ${trickled.cut} cut by the server, held at most ${(trickled.longestHeldMs / 1000).toFixed(1)} s; answers ${trickled.answers.map(([s, n]) => `${n} x ${s}`).join(", ") || "none"}`,
    );

    let failed = false;
    console.log("\nHonest clients (each on an address of its own)");
    console.log("| what | succeeded | answers | median | longest |");
    console.log("|---|---|---|---|---|");
    for (const h of [enquiries, uploads, signIns]) {
      if (h.ok < BUDGET.successShare * h.of) failed = true;
      const answers = [...h.statuses]
        .map(([s, n]) => `${n} x ${s === 1 ? "ok" : s || "no answer"}`)
        .join(", ");
      console.log(
        `| ${h.what} | ${h.ok} of ${h.of} | ${answers} | ${ms(percentile(h.ms, 50))} | ${ms(Math.max(...h.ms))} |`,
      );
    }
    const p99 = percentile(health.times, 99);
    if (p99 >= BUDGET.healthP99Ms || health.failed > 0) failed = true;
    console.log(
      `| /api/health every 200 ms | ${health.times.length - health.failed} of ${health.times.length} | p50 ${ms(percentile(health.times, 50))}, p99 ${ms(p99)} | | ${ms(Math.max(...health.times))} |`,
    );
    console.log(
      `\nThe server's event loop under attack: longest delay ${ms(loop.maxMs)}, p99 ${ms(loop.p99Ms)}`,
    );
    console.log(
      "\nLegitimate heavy work, the attack over (/api/health polled every 200 ms meanwhile)",
    );
    console.log("| scope import | dry run | Apply | health |");
    console.log("|---|---|---|---|");
    const cookie = await signIn(BASE, QUALITY, PASSWORD, () =>
      TOTP.generate({ secret: QUALITY_SECRET }),
    );
    await importScope(cookie, scopeCsvOf(25_000, "A"), "25,000 rows added");
    await importScope(cookie, scopeCsvOf(25_000, "B"), "25,000 rows changed");
    console.log(
      `\nBudget: at least ${BUDGET.successShare * 100} % of each honest kind at the first try, health p99 under ${BUDGET.healthP99Ms} ms.`,
    );
    console.log(failed ? "FAILED" : "Within budget.");
    process.exitCode = failed ? 1 : 0;
  } finally {
    stopServer(server);
    await sleep(500);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
