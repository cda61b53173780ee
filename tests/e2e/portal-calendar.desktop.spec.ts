import { mkdirSync } from "node:fs";
import { randomInt, randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { expect, test, type Page } from "@playwright/test";
import { calendarSettingsWords as words } from "@/content/portalCalendar";
import { todayInKolkata } from "@/lib/clock";
import { CALENDAR_FEEDS } from "@/lib/fairShare/limits";
import { addDays, instrumentKey } from "@/lib/portal/instruments";
import { formatUlr } from "@/lib/reports/ulr";
import { expectNoAxeViolations } from "./axe";
import { send } from "./fromAddress";
import { addApiToken, postReport } from "./limsApi";
import { freePort, startServer, type OwnServer } from "./ownServer";
import { signInCustomer } from "./portalCustomer";
import { record } from "./reportRegister";
import { smtpSink } from "./smtpSink";

/**
 * Due dates in the customer's calendar (issue 49 item 5), on a server of its
 * own with a real SMTP server for the sign-in link: the link made in Settings
 * and shown once, the feed fetched as a calendar app does (no cookie) and read
 * with ical.js, the link replaced (the old one 404 at once) and revoked, any
 * key that opens nothing 404, and the limits answering 429.
 */

test.describe.configure({ mode: "serial" });

let server: OwnServer;
let sink: Awaited<ReturnType<typeof smtpSink>>;
let bearer: string;
const run = randomUUID().slice(0, 8);
const customer = `qa@plant-${run}.example`;
const stranger = `buyer@other-${run}.example`;
let running = randomInt(1, 90_000) * 10;
const SCREENS = "/tmp/calendar-screens";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await smtpSink();
  const port = await freePort();
  server = await startServer({
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: sink.url,
    LEADS_NOTIFY_FROM: "Lab <website@lab.example>",
    LEADS_NOTIFY_TO: "calibration@lab.example",
  });
  bearer = addApiToken(server.dbPath, "calendar", "issue").token;
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

/** A calibration certificate issued through the LIMS API to this address. */
async function certify(customerEmail: string, instrument: Record<string, string>) {
  await postReport(server.url, bearer, {
    ...record(),
    kind: "calibration-certificate",
    ulr: formatUlr({ kind: "calibration-certificate", year: 2026, running: running++, scope: "F" }),
    reportNumber: `MET/CC/${run}/${running}`,
    customerEmail,
    ...instrument,
  } as Record<string, string>);
}

/** The feed as a calendar app reads it: each event's UID, summary, start and description. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((v) => {
    const e = new ICAL.Event(v);
    return { uid: e.uid, summary: e.summary, start: e.startDate.toString(), text: e.description };
  });
}

/** The link shown once in Settings, after pressing `button`. */
async function makeLink(page: Page, button: string): Promise<string> {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(words.shown);
  const url = await page.getByLabel(words.urlLabel).inputValue();
  expect(url).toMatch(
    new RegExp(
      `^${server.url.replace(/\./g, "\\.")}/portal/calendar\\.ics\\?key=[A-Za-z0-9_-]{43}$`,
    ),
  );
  await expect(page.getByRole("link", { name: words.webcal })).toHaveAttribute(
    "href",
    url.replace(/^http:/, "webcal:"),
  );
  return url;
}

test("a customer subscribes to their due dates, replaces and revokes the link; the feed is limited", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const today = todayInKolkata();
  const at = (days: number) => addDays(today, days);
  const meter = { make: "Fluke", model: "87V", itemDescription: "Digital multimeter" };
  await certify(customer, {
    ...meter,
    serialNumber: `S-${run}`,
    issueDate: at(-30),
    dueDate: at(335),
  });
  await certify(customer, {
    make: "Megger",
    model: "MIT525",
    itemDescription: "Insulation resistance tester",
    serialNumber: `M-${run}`,
    issueDate: at(-355),
    dueDate: at(10),
  });
  await certify(customer, {
    make: "Yokogawa",
    model: "CW500",
    itemDescription: "Power quality analyser",
    serialNumber: `Y-${run}`,
    issueDate: at(-370),
    dueDate: at(-5),
  });
  await certify(stranger, {
    ...meter,
    serialNumber: `X-${run}`,
    issueDate: at(-20),
    dueDate: at(20),
  });

  await signInCustomer(page, sink, server.url, customer);
  await page.goto(`${server.url}/portal/settings`);
  await expect(page.getByRole("heading", { name: words.heading })).toBeVisible();
  const first = await makeLink(page, words.create);
  await expectNoAxeViolations(page);

  // Screenshots of Settings with the link shown, at 1440 and 390 px.
  mkdirSync(SCREENS, { recursive: true });
  const section = page.getByRole("region", { name: words.heading });
  await page.screenshot({ path: `${SCREENS}/settings-calendar-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/settings-calendar-390-page.png`, fullPage: true });
  await section.screenshot({ path: `${SCREENS}/settings-calendar-390.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Fetched twice as a calendar app does (no cookie): the same events, one per instrument.
  const fetchFeed = (url: string, from?: string) => send(url, from ? { from } : {});
  const one = await fetchFeed(first);
  expect(one.status).toBe(200);
  expect(one.headers["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(one.headers["cache-control"]).toBe("no-store");
  expect(one.headers["x-robots-tag"]).toContain("noindex");
  const two = await fetchFeed(first);
  const events = eventsOf(one.body);
  expect(eventsOf(two.body)).toEqual(events);
  expect(two.body).toBe(one.body);
  const key = (serialNumber: string, make: string, model: string) =>
    instrumentKey({ make, model, serialNumber, reference: "" });
  expect(events.map((e) => [e.uid, e.summary, e.start]).sort()).toEqual(
    [
      [
        `${key(`S-${run}`, "Fluke", "87V")}-${at(335)}@127.0.0.1:${server.port}`,
        `Calibration due: Fluke 87V, serial S-${run}`,
        at(335),
      ],
      [
        `${key(`M-${run}`, "Megger", "MIT525")}-${at(10)}@127.0.0.1:${server.port}`,
        `Calibration due: Megger MIT525, serial M-${run}`,
        at(10),
      ],
      [
        `${key(`Y-${run}`, "Yokogawa", "CW500")}-${at(-5)}@127.0.0.1:${server.port}`,
        `Calibration due: Yokogawa CW500, serial Y-${run}`,
        at(-5),
      ],
    ].sort(),
  );
  expect(one.body).not.toContain(`X-${run}`);
  const fluke = events.find((e) => e.summary.includes("Fluke"))!;
  expect(fluke.text).toContain(
    `${server.url}/portal/instrument?id=${key(`S-${run}`, "Fluke", "87V")}`,
  );

  // Shown once: the page again says a link exists, and not the link.
  await page.goto(`${server.url}/portal/settings`);
  await expect(page.getByText(/A calendar link exists \(made on .+\)\./)).toBeVisible();
  await expect(page.getByLabel(words.urlLabel)).toHaveCount(0);
  expect(await page.content()).not.toContain(new URL(first).searchParams.get("key")!);

  // Replaced: the old link stops at once, the new one works.
  const second = await makeLink(page, words.replace);
  expect(second).not.toBe(first);
  expect((await fetchFeed(first)).status).toBe(404);
  expect(eventsOf((await fetchFeed(second)).body).map((e) => e.uid)).toEqual(
    events.map((e) => e.uid),
  );

  // Any key that opens nothing: the same 404.
  const unknown = `${server.url}/portal/calendar.ics?key=${"A".repeat(43)}`;
  for (const url of [
    unknown,
    `${server.url}/portal/calendar.ics?key=short`,
    `${server.url}/portal/calendar.ics`,
  ]) {
    const answer = await fetchFeed(url);
    expect(answer.status).toBe(404);
    expect(answer.body).toBe((await fetchFeed(unknown)).body);
  }

  // A client past its misses is refused (429) before any lookup, a right key too; others go on.
  for (let i = 0; i < CALENDAR_FEEDS.missesPerClient; i++)
    expect((await fetchFeed(unknown, "127.0.0.9")).status).toBe(404);
  const refused = await fetchFeed(second, "127.0.0.9");
  expect(refused.status).toBe(429);
  expect(refused.headers["retry-after"]).toBe(String(CALENDAR_FEEDS.retryAfterSeconds));
  expect((await fetchFeed(second, "127.0.0.10")).status).toBe(200);

  // A link fetched past its share in the hour: 429 with Retry-After.
  let fetched = 2; // the two fetches of `second` above
  while (fetched < CALENDAR_FEEDS.perKey) {
    expect((await fetchFeed(second)).status).toBe(200);
    fetched++;
  }
  const tooMany = await fetchFeed(second);
  expect(tooMany.status).toBe(429);
  expect(tooMany.headers["retry-after"]).toBe(String(CALENDAR_FEEDS.retryAfterSeconds));

  // Revoked: the link 404, and Settings offers to make one again.
  await page.getByRole("button", { name: words.revoke }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(words.done.revoked);
  await expect(page.getByRole("button", { name: words.create })).toBeVisible();
  expect((await fetchFeed(second, "127.0.0.11")).status).toBe(404);
});
