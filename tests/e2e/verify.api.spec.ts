import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { verify } from "@/content/reports";
import { todayInKolkata, yearInKolkata } from "@/lib/clock";
import { formatLongDateIN } from "@/lib/format";
import { displayUlr, formatUlr } from "@/lib/reports/ulr";
import { send } from "./fromAddress";
import type { OwnServer } from "./ownServer";
import { register, someClient, unaccredited, verifyServer } from "./reportRegister";

/** What a buyer who scans a report's QR, or types its ULR and code, gets over the wire. */

// One server for the file: its tests share it, one after another.
test.describe.configure({ mode: "serial" });

let server: OwnServer;
let reg: ReturnType<typeof register>;
test.beforeAll(async () => {
  server = await verifyServer();
  reg = register(server);
});
test.afterAll(async () => {
  reg.close();
  await server.stop();
});

const text = (html: string) =>
  (/<main\b[^]*<\/main>/.exec(html)?.[0] ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

function client(address = someClient()) {
  const headers = { "x-forwarded-for": address };
  return {
    get: (path: string) => fetch(server.url + path, { headers, redirect: "manual" }),
    lookup: (ulr: string, code = "") =>
      fetch(`${server.url}/verify`, {
        method: "POST",
        headers,
        body: new URLSearchParams({ ulr, code }),
      }),
  };
}

test("a scanned QR shows an authentic report, its facts and its PDF with the PDF's SHA-256", async () => {
  const report = await reg.create();
  const pdf = await reg.attach(report, "authentic");
  const visitor = client();
  const page = await visitor.get(`/verify/${report.token}`);
  expect(page.status).toBe(200);
  expect(page.headers.get("referrer-policy")).toBe("no-referrer");
  expect(page.headers.get("x-robots-tag")).toContain("noindex");
  expect(page.headers.get("cache-control")).toBe("no-store");
  const seen = text(await page.text());
  expect(seen).toContain(verify.status.issued);
  for (const fact of [
    displayUlr(report.reference),
    report.reportNumber,
    "Test report",
    "20 November 2026",
    report.customer,
    report.signatory,
    "TC-11482",
    "DRUM-2291",
  ])
    expect(seen).toContain(fact);
  const sha = createHash("sha256").update(pdf).digest("hex");
  expect(seen).toContain(sha);

  const file = await visitor.get(`/verify/${report.token}/pdf`);
  expect(file.status).toBe(200);
  expect(file.headers.get("content-type")).toBe("application/pdf");
  expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
  // The server writes its counted checks within 2 seconds.
  await expect.poll(() => reg.checks(report), { timeout: 5000 }).toBe(1);
});

/** The answer's bytes as sent (not decoded), for a client accepting `acceptEncoding`. */
const rawGet = (path: string, acceptEncoding: string) =>
  send(server.url + path, {
    headers: { "x-forwarded-for": someClient(), "accept-encoding": acceptEncoding },
  });

test("each scan fills the kept page frame with its own report, the same page gzipped or not", async () => {
  const first = await reg.create();
  const second = await reg.create();
  for (const [report, other] of [
    [first, second],
    [second, first],
  ] as const) {
    const zipped = await rawGet(`/verify/${report.token}`, "gzip, deflate, br");
    const plain = await rawGet(`/verify/${report.token}`, "identity");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(Number(zipped.headers["content-length"])).toBe(zipped.bytes.byteLength);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(plain.bytes.byteLength);
    const html = gunzipSync(zipped.bytes).toString("utf8");
    expect(html).toBe(plain.bytes.toString("utf8"));
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
    expect(text(html)).toContain(displayUlr(report.reference));
    expect(text(html)).toContain(verify.another);
    expect(html).not.toContain(displayUlr(other.reference));
    expect(html).not.toContain(other.token);
  }
  const missing = await rawGet(`/verify/${"A".repeat(24)}`, "gzip");
  expect(missing.status).toBe(404);
  expect(text(gunzipSync(missing.bytes).toString("utf8"))).toContain(verify.result.qrMissingHelp);
});

test("withdrawn, superseded (linked both ways), past its due date, and unknown", async () => {
  const visitor = client();
  const withdrawn = await reg.withdraw(await reg.create(), "Serial number recorded wrongly");
  const withdrawnPage = text(await (await visitor.get(`/verify/${withdrawn.token}`)).text());
  // Withdrawn today, as India counts days: this year's number, whatever the year.
  expect(withdrawnPage).toMatch(
    new RegExp(`Withdrawn on \\d{1,2} \\w+ ${yearInKolkata()}: Serial number recorded wrongly`),
  );
  expect(withdrawnPage).not.toContain(verify.status.issued);

  const old = await reg.create();
  const newer = await reg.create();
  await reg.supersede(old, newer);
  const oldHtml = await (await visitor.get(`/verify/${old.token}`)).text();
  expect(text(oldHtml)).toContain(verify.status.superseded(displayUlr(newer.reference)));
  expect(oldHtml).toContain(`href="/verify/${newer.token}"`);
  const newerHtml = await (await visitor.get(`/verify/${newer.token}`)).text();
  expect(text(newerHtml)).toContain(verify.status.issued);
  expect(newerHtml).toContain(`href="/verify/${old.token}"`);

  const due = await reg.create({
    ulr: formatUlr({
      kind: "calibration-certificate",
      year: 2025,
      running: 1 + Math.floor(Math.random() * 9e8),
      scope: "F",
    }),
    kind: "calibration-certificate",
    issueDate: "2025-10-01",
    dueDate: "2026-09-30",
  });
  const duePage = text(await (await visitor.get(`/verify/${due.token}`)).text());
  expect(duePage).toContain(verify.status.issued);
  expect(duePage).toContain(verify.status.duePassed);
  expect(duePage).toContain("CC-3907");

  const unknown = await visitor.get("/verify/AAAAAAAAAAAAAAAAAAAAAAAA");
  expect(unknown.status).toBe(404);
  expect(unknown.statusText).toBe("Not Found");
  expect(text(await unknown.text())).toContain(verify.status.missing);
  expect((await visitor.get("/verify/AAAAAAAAAAAAAAAAAAAAAAAA/pdf")).status).toBe(404);
});

/** A calibration certificate issued in 2025, due again on 30 September 2026 (past by now). */
const overdueCertificate = () =>
  reg.create({
    ulr: formatUlr({
      kind: "calibration-certificate",
      year: 2025,
      running: 1 + Math.floor(Math.random() * 9e8),
      scope: "F",
    }),
    kind: "calibration-certificate",
    issueDate: "2025-10-01",
    dueDate: "2026-09-30",
  });

test("a superseded or withdrawn certificate past its due date points to the current report, never to recalibration", async () => {
  const visitor = client();
  const old = await overdueCertificate();
  const newer = await overdueCertificate();
  await reg.supersede(old, newer);
  const oldHtml = await (await visitor.get(`/verify/${old.token}`)).text();
  const newerName = displayUlr(newer.reference);
  expect(text(oldHtml)).toContain(verify.status.superseded(newerName));
  expect(text(oldHtml)).toContain(verify.status.supersededHelp(newerName));
  expect(oldHtml).toContain(`href="/verify/${newer.token}"`);
  expect(text(oldHtml)).not.toMatch(/recalibrat|Due date passed/i);
  // Its facts still say when it was due.
  expect(text(oldHtml)).toContain("30 September 2026");
  // The certificate in force, past the same date, is the one that says so.
  const newerPage = text(await (await visitor.get(`/verify/${newer.token}`)).text());
  expect(newerPage).toContain(verify.status.duePassed);

  const withdrawn = await reg.withdraw(await overdueCertificate(), "Wrong range");
  const withdrawnPage = text(await (await visitor.get(`/verify/${withdrawn.token}`)).text());
  expect(withdrawnPage).toContain(verify.status.withdrawn(todayLong(), "Wrong range"));
  expect(withdrawnPage).toContain(verify.status.withdrawnHelp);
  expect(withdrawnPage).not.toMatch(/recalibrat|Due date passed/i);
});

const otherCode = (code: string) => (code === "ABCDEFGH" ? "ABCDEFGJ" : "ABCDEFGH");
/** The page's main part with the typed values left out (they echo what was sent). */
const mainOf = async (r: Response) =>
  (/<main\b[^]*<\/main>/.exec(await r.text())?.[0] ?? "").replace(/value="[^"]*"/g, "");
const resultOf = (main: string) =>
  /<div id="verify-result"[^]*?(?=<section aria-labelledby="verify-lookup")/.exec(main)?.[0] ?? "";
/** Today's date in India, as the verdicts write it. */
const todayLong = () => formatLongDateIN(todayInKolkata());

test("a ULR or report number without its code reveals nothing: the same page for known and unknown", async () => {
  const known = await reg.create({ customer: "Confidential Customer Ltd" });
  await reg.attach(known, "no code");
  const withdrawn = await reg.withdraw(await reg.create(), "Wrong meter class");
  const outside = await reg.create(unaccredited());
  const visitor = client();
  const unknownUlr = formatUlr({ kind: "test-report", year: 2019, running: 1, scope: "F" });
  const answers = await Promise.all(
    [
      known.reference,
      displayUlr(withdrawn.reference),
      outside.reportNumber,
      unknownUlr,
      "NO/SUCH/1",
    ].map((reference) => visitor.lookup(reference)),
  );
  const mains = await Promise.all(answers.map(mainOf));
  for (const [i, answer] of answers.entries()) {
    expect(answer.status, `answer ${i}`).toBe(200);
    expect(mains[i], `answer ${i}`).toBe(mains[0]);
  }
  const result = resultOf(mains[0]!);
  expect(result).not.toBe("");
  // One neutral line asking for the code: no verdict, no colour of one, no status, no reason.
  expect(text(`<main>${result}</main>`).trim()).toBe(verify.result.needsCode);
  expect(result).not.toContain("data-verdict");
  expect(result).not.toMatch(/green|red-|amber/);
  for (const word of [
    verify.status.issued,
    "Withdrawn",
    "Wrong meter class",
    "Confidential",
    "Superseded",
  ])
    expect(mains[0]).not.toContain(word);
  // Nothing was looked up, so nothing was counted: a right lookup after them is written down
  // (the server writes its counted checks together), and theirs are not.
  const marker = await reg.create();
  expect((await visitor.lookup(marker.reference, marker.code)).status).toBe(200);
  await expect.poll(() => reg.checks(marker), { timeout: 5000 }).toBe(1);
  expect(await reg.checks(known)).toBe(0);
});

test("a wrong code and an unknown reference answer alike; only the right code shows and counts", async () => {
  const report = await reg.create({ customer: "Confidential Customer Ltd" });
  await reg.attach(report, "by ulr");
  const visitor = client();

  const wrongCode = await visitor.lookup(report.reference, otherCode(report.code));
  const unknownUlr = await visitor.lookup(
    formatUlr({ kind: "test-report", year: 2019, running: 1, scope: "F" }),
    "ABCDEFGH",
  );
  const unknownNumber = await visitor.lookup("MET/NO/SUCH/REPORT", "ABCDEFGH");
  expect(wrongCode.status).toBe(404);
  expect(unknownUlr.status).toBe(404);
  expect(unknownNumber.status).toBe(404);
  const wrongMain = await mainOf(wrongCode);
  expect(wrongMain).toBe(await mainOf(unknownUlr));
  expect(wrongMain).toBe(await mainOf(unknownNumber));
  expect(text(wrongMain)).toContain(verify.status.lookupMissing);
  expect(wrongMain).not.toContain("Confidential");

  const full = await visitor.lookup(
    displayUlr(report.reference).toLowerCase(),
    report.code.toLowerCase(),
  );
  expect(full.status).toBe(200);
  const fullText = text(await full.text());
  expect(fullText).toContain(verify.status.issued);
  expect(fullText).toContain("Confidential Customer Ltd");
  expect(fullText).toContain(verify.pdf.view);
  // The right code counted once; the wrong one did not.
  await expect.poll(() => reg.checks(report), { timeout: 5000 }).toBe(1);

  const bad = await visitor.lookup(" ", "?");
  expect(bad.status).toBe(400);
  const badText = text(await bad.text());
  expect(badText).toContain(verify.form.errors.ulr);
  expect(badText).toContain(verify.form.errors.code);
});

test("misses are limited to 20 a minute per client, refused before they are looked up; valid QR scans go on", async () => {
  const report = await reg.create({ customer: "Enumerated Industries" });
  const guesser = client();
  const guesses: number[] = [];
  // 19 misses of all three kinds: unknown tokens, wrong codes, unknown references.
  for (let i = 0; i < 19; i++) {
    const answer =
      i % 3 === 0
        ? await guesser.get(`/verify/${"B".repeat(23)}${"ABCDEFGHIJKLMNOPQRS"[i]}`)
        : i % 3 === 1
          ? await guesser.lookup(report.reference, otherCode(report.code))
          : await guesser.lookup(`MET/GUESS/${i}`, "ABCDEFGH");
    guesses.push(answer.status);
  }
  expect(guesses).toEqual(Array(19).fill(404));
  // A valid token is possession, not a guess: many scans, and they use none of the 20.
  for (let i = 0; i < 40; i++)
    expect((await guesser.get(`/verify/${report.token}`)).status, `scan ${i}`).toBe(200);
  expect((await guesser.get(`/verify/${"C".repeat(24)}`)).status).toBe(404); // the 20th miss
  // Over the limit, every guess is refused before it is answered: even a right one.
  for (const request of [
    () => guesser.get(`/verify/${"D".repeat(24)}`),
    () => guesser.lookup(report.reference, report.code),
    () => guesser.get(`/verify/${report.token}`),
    () => guesser.get(`/api/reports/check?sha256=${"0".repeat(64)}`),
  ]) {
    const refused = await request();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(await refused.text()).not.toContain("Enumerated Industries");
  }
  // Another client scanning the real QR is not held back by this one's misses.
  const scanner = client();
  for (let i = 0; i < 30; i++)
    expect((await scanner.get(`/verify/${report.token}`)).status).toBe(200);
  expect((await scanner.lookup(report.reference, report.code)).status).toBe(200);
});

test("valid-token views are bounded too: 300 a minute per client", async () => {
  const report = await reg.create();
  const flooder = client();
  const statuses: number[] = [];
  for (let i = 0; i < 305; i++)
    statuses.push((await flooder.get(`/verify/${report.token}`)).status);
  expect(statuses.slice(0, 300)).toEqual(Array(300).fill(200));
  expect(statuses.slice(300)).toEqual(Array(5).fill(429));
  expect((await client().get(`/verify/${report.token}`)).status).toBe(200);
});

test("a report awaiting authorisation: 'Not issued yet', no facts, no PDF, by QR and by code", async () => {
  const report = await reg.createAwaiting({ customer: "Draft Customer Ltd" });
  await reg.attach(report, "draft");
  const visitor = client();
  const scan = await visitor.get(`/verify/${report.token}`);
  expect(scan.status).toBe(200);
  const scanHtml = await scan.text();
  const lookup = await visitor.lookup(displayUlr(report.reference), report.code);
  expect(lookup.status).toBe(200);
  const lookupHtml = await lookup.text();
  for (const html of [scanHtml, lookupHtml]) {
    expect(html).toContain('data-verdict="awaiting"');
    const seen = text(html);
    expect(seen).toContain(verify.status.awaiting);
    expect(seen).toContain(verify.status.awaitingHelp);
    expect(seen).not.toContain(verify.status.issued);
    expect(seen).not.toContain("Draft Customer Ltd");
    expect(seen).not.toContain(report.reportNumber);
    expect(seen).not.toContain(verify.pdf.view);
    expect(html).not.toContain(`/verify/${report.token}/pdf`);
  }
  expect((await visitor.get(`/verify/${report.token}/pdf`)).status).toBe(404);
});

test("an amended report: authentic, with each amendment newest first and what changed", async () => {
  const report = await reg.create({ customer: "Old Name Pvt Ltd", serialNumber: "DRUM-1" });
  await reg.amend(report, { customer: "New Name Pvt Ltd" }, "Customer renamed");
  await reg.amend(
    report,
    { serialNumber: "DRUM-2", issueDate: "2026-11-21" },
    "Serial number and date misread",
  );
  const visitor = client();
  for (const answer of [
    await visitor.get(`/verify/${report.token}`),
    await visitor.lookup(report.reference, report.code),
  ]) {
    expect(answer.status).toBe(200);
    const seen = text(await answer.text());
    expect(seen).toContain(verify.status.issued);
    const newest = verify.amendments.heading(todayLong(), "Serial number and date misread");
    const oldest = verify.amendments.heading(todayLong(), "Customer renamed");
    expect(seen).toContain(newest);
    expect(seen).toContain(oldest);
    expect(seen.indexOf(newest)).toBeLessThan(seen.indexOf(oldest));
    expect(seen).toContain(
      verify.amendments.change("Customer", "Old Name Pvt Ltd", "New Name Pvt Ltd"),
    );
    expect(seen).toContain(verify.amendments.change("Serial number", "DRUM-1", "DRUM-2"));
    expect(seen).toContain(
      verify.amendments.change("Issue date", "20 November 2026", "21 November 2026"),
    );
    // The facts are the corrected ones.
    expect(seen).toContain("21 November 2026");
    expect(seen).toContain("S/N DRUM-2");
  }
});

test("a report outside the accredited scope: looked up by its report number, not covered by NABL accreditation", async () => {
  const report = await reg.create(unaccredited({ customer: "Scope Outside Ltd" }));
  const visitor = client();
  for (const answer of [
    await visitor.get(`/verify/${report.token}`),
    await visitor.lookup(report.reportNumber.toLowerCase(), report.code),
  ]) {
    expect(answer.status).toBe(200);
    const seen = text(await answer.text());
    expect(seen).toContain(verify.status.issued);
    expect(seen).toContain(verify.status.notAccredited);
    expect(seen).toContain(report.reportNumber);
    expect(seen).toContain("Scope Outside Ltd");
    // No "NABL accreditation" row: neither the number nor the link to the scope.
    expect(seen).not.toContain(verify.details.scope);
    expect(seen).not.toContain("TC-11482");
    // Named by its report number alone (the lookup form's own hint, below, mentions ULRs).
    expect(seen.split(verify.form.heading)[0]).not.toContain("ULR-");
  }
  const accredited = text(
    await (await visitor.get(`/verify/${(await reg.create()).token}`)).text(),
  );
  expect(accredited).not.toContain(verify.status.notAccredited);
  expect(accredited).toContain("TC-11482");
});

test("withdrawn and superseded by code: the date and reason, and the link to the newer report", async () => {
  const visitor = client();
  const withdrawn = await reg.withdraw(await reg.create(), "Calibration points missing");
  const page = text(await (await visitor.lookup(withdrawn.reference, withdrawn.code)).text());
  expect(page).toContain(verify.status.withdrawn(todayLong(), "Calibration points missing"));
  expect(page).not.toContain(verify.status.issued);

  const old = await reg.create();
  const newer = await reg.create(unaccredited());
  await reg.supersede(old, newer);
  const oldHtml = await (await visitor.lookup(old.reference, old.code)).text();
  // A newer report outside the scope is named by its report number, not as a ULR.
  expect(text(oldHtml)).toContain(verify.status.superseded(newer.reportNumber));
  expect(oldHtml).toContain(`href="/verify/${newer.token}"`);
  await expect.poll(() => reg.checks(withdrawn), { timeout: 5000 }).toBe(1);
});

test("the PDF check names the record's status: current, older version, withdrawn, superseded, not issued, no match", async () => {
  const visitor = client();
  const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
  const ask = async (bytes: Uint8Array) => {
    const answer = await visitor.get(`/api/reports/check?sha256=${sha(bytes)}`);
    expect(answer.status).toBe(200);
    return answer.json();
  };
  const report = await reg.create();
  const v1 = await reg.attach(report, "version one");
  const v2 = await reg.attach(report, "version two");
  const ref = displayUlr(report.reference);
  expect(await ask(v2)).toEqual({
    verdict: "authentic",
    match: true,
    current: true,
    message: verify.check.match(ref),
    url: expect.stringMatching(new RegExp(`/verify/${report.token}$`)),
    linkText: verify.check.open,
  });
  expect(await ask(v1)).toEqual({
    verdict: "older",
    match: true,
    current: false,
    message: verify.check.older(ref, 1, 2),
    url: expect.stringMatching(new RegExp(`/verify/${report.token}$`)),
    linkText: verify.check.openCurrent,
  });

  const gone = await reg.create();
  const gonePdf = await reg.attach(gone, "withdrawn one");
  await reg.withdraw(gone, "Tested against the wrong standard");
  expect(await ask(gonePdf)).toMatchObject({
    verdict: "withdrawn",
    match: true,
    current: false,
    message: verify.check.withdrawn(displayUlr(gone.reference), todayLong()),
    detail: verify.check.withdrawnReason("Tested against the wrong standard"),
  });

  const old = await reg.create();
  const oldPdf = await reg.attach(old, "superseded one");
  const newer = await reg.create();
  await reg.supersede(old, newer);
  expect(await ask(oldPdf)).toMatchObject({
    verdict: "superseded",
    match: true,
    current: false,
    message: verify.check.superseded(displayUlr(old.reference), displayUlr(newer.reference)),
    url: expect.stringMatching(new RegExp(`/verify/${newer.token}$`)),
    linkText: verify.check.openNewer(displayUlr(newer.reference)),
  });

  const draft = await reg.createAwaiting();
  const draftPdf = await reg.attach(draft, "awaiting one");
  const draftAnswer = await ask(draftPdf);
  expect(draftAnswer).toEqual({
    verdict: "awaiting",
    match: false,
    message: verify.check.awaiting(displayUlr(draft.reference)),
  });

  const changed = Uint8Array.from(v2);
  changed[20] = changed[20]! ^ 1;
  expect(await ask(changed)).toEqual({
    verdict: "missing",
    match: false,
    message: verify.check.noMatch,
  });
  expect((await visitor.get("/api/reports/check?sha256=nothex")).status).toBe(400);
});
