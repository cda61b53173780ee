import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { desk } from "@/content/desk";
import type { ReportInput } from "@/lib/reports/schema";
import { displayUlr } from "@/lib/reports/ulr";
import { parseCsv } from "./deskCsv";
import { addUser, postEnquiry, signInRequest } from "./deskStaff";
import { moveClock, root, startServer, type OwnServer } from "./ownServer";
import { record } from "./reportRegister";

/**
 * One clock for people: what the desk shows of a moment is India's date and
 * time, never UTC's. The server (a test's own) starts
 * with its clock at 18:00 UTC on 26 November 2026, which is 23:30 in India,
 * and is then moved 40 minutes on (tests/fixtures/movableClock.mjs), to 00:10
 * on the 27th in India while UTC is still on the 26th.
 */

const movableClock = pathToFileURL(resolve(root, "tests/fixtures/movableClock.mjs")).href;

let server: OwnServer;
/** How far the server's clock runs ahead of this one (for its sign-in codes): a few seconds' slack. */
let serverClockOffset = 0;
test.beforeAll(async () => {
  serverClockOffset = Date.parse("2026-11-26T18:00:00.000Z") - Date.now();
  server = await startServer({
    NODE_OPTIONS: `--import ${movableClock}`,
    LAB_TEST_NOW: "2026-11-26T18:00:00.000Z",
    LAB_TEST_STEP_MS: String(40 * 60_000),
  });
});
test.afterAll(() => server.stop());

/** Past India's midnight: 18:40 UTC, 00:10 in India. */
const pastMidnight = () => moveClock(server);

async function signIn(request: APIRequestContext, email: string) {
  const response = await signInRequest(request, email, { clockOffsetMs: serverClockOffset });
  expect(response.status()).toBe(303);
}

/** Puts a report in the register through the desk's form; answers its ULR. */
async function putInRegister(request: APIRequestContext): Promise<string> {
  const input: ReportInput = record({ customer: `Midnight Cables ${randomUUID().slice(0, 6)}` });
  const form = Object.fromEntries(
    Object.entries({ ...input, dueDate: "" }).map(([k, v]) => [k, String(v ?? "")]),
  );
  const response = await request.post("/desk/reports/new", { form, maxRedirects: 0 });
  expect(response.status(), await response.text()).toBe(303);
  return input.ulr!;
}

/** The report's "Put in the register by … on …" line on its desk page. */
const registeredLine = async (request: APIRequestContext, ulr: string) => {
  const response = await request.get(`/desk/reports/view?id=${encodeURIComponent(ulr)}`);
  expect(response.status()).toBe(200);
  return /Put in the register by [^<]*/.exec(await response.text())?.[0];
};

/** The text of the "When" cell of the audit log's line whose detail holds this. */
async function auditWhen(request: APIRequestContext, detail: string): Promise<string> {
  const response = await request.get("/desk/audit");
  expect(response.status()).toBe(200);
  // The rows only: the filter's list of actions, before the table, names them too.
  // Without the break opportunities (<wbr>) in addresses and references.
  const rows = (await response.text())
    .replace(/<wbr\/?>/g, "")
    .split("<tr")
    .slice(1);
  const row = rows.find((r) => r.includes(detail));
  expect(row, detail).toBeDefined();
  return /<td[^>]*>([^<]*)<\/td>/.exec(row!)![1]!;
}

async function exportCsv(request: APIRequestContext) {
  const response = await request.get("/desk/export.csv");
  expect(response.status()).toBe(200);
  return {
    disposition: response.headers()["content-disposition"],
    rows: parseCsv((await response.text()).replace(/^\uFEFF/, "")),
  };
}

test("after India's midnight the desk shows India's date and time, not UTC's", async ({
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: server.url });
  const admin = addUser(server.dbPath, "midnight", ["admin"]);
  await signIn(request, admin);

  // 23:30 in India on the 26th (18:00 UTC).
  const before = await putInRegister(request);
  expect(await registeredLine(request, before)).toBe(
    `Put in the register by ${admin} on 26 November 2026`,
  );
  expect((await exportCsv(request)).disposition).toBe(
    'attachment; filename="leads-2026-11-26.csv"',
  );

  await pastMidnight(); // 00:10 in India on the 27th; UTC is still on the 26th (18:40)

  const after = await putInRegister(request);
  expect(await registeredLine(request, after)).toBe(
    `Put in the register by ${admin} on 27 November 2026`,
  );
  // The one before midnight keeps its day.
  expect(await registeredLine(request, before)).toBe(
    `Put in the register by ${admin} on 26 November 2026`,
  );

  // The audit log's lines, in India time.
  expect(await auditWhen(request, displayUlr(after))).toMatch(/^27 November 2026, 12:1\d am$/);
  expect(await auditWhen(request, displayUlr(before))).toMatch(/^26 November 2026, 11:[3-4]\d pm$/);

  // A lead received now: its page, its CSV row and the file's name have the India date.
  const marker = randomUUID().slice(0, 8);
  const reference = await postEnquiry(server.url, marker);
  const lead = await (await request.get(`/desk/lead?id=${reference}`)).text();
  expect(lead.match(/\d+ November 2026, \d+:\d\d [ap]m/g)).toEqual([
    expect.stringMatching(/^27 November 2026, 12:1\d am$/),
  ]);
  const csv = await exportCsv(request);
  expect(csv.disposition).toBe('attachment; filename="leads-2026-11-27.csv"');
  const row = csv.rows.find((r) => Object.values(r).includes(reference));
  expect(row?.[desk.csv.received]).toMatch(/^2026-11-27 00:1\d$/);
  expect(await auditWhen(request, desk.audit.actionWords("leads exported"))).toMatch(
    /^27 November 2026, 12:1\d am$/,
  );

  // The sign-in lockout says until when in India time.
  const locked = addUser(server.dbPath, "midnight-locked", ["leads"]);
  let answer = "";
  for (let i = 0; i < 6; i += 1) {
    const response = await fetch(`${server.url}/desk/sign-in`, {
      method: "POST",
      body: new URLSearchParams({ email: locked, password: "not the password at all" }),
      redirect: "manual",
    });
    answer = await response.text();
  }
  expect(/locked until [^.]*\./.exec(answer)?.[0]).toMatch(
    /^locked until 27 November 2026, 12:2\d am\.$/,
  );

  await request.dispose();
});
