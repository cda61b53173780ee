import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { careersDesk } from "@/content/careersDesk";
import { desk } from "@/content/desk";
import { allOpenings } from "@/lib/careers/store";
import { jsonLdOfType } from "./careerBoard";
import { addUser, suiteDb } from "./deskStaff";
import { daysFromToday, openingForm, signInRequest } from "./openingsDesk";
import { root, startServer } from "./ownServer";
import { checkHtml } from "./vnu";
import { onRecord } from "./record";

const ROUTES = ["/desk/openings", "/desk/openings/edit"];

const titlesIn = async (dbPath: string) => {
  try {
    return (await onRecord(dbPath, () => allOpenings())).map((o) => o.title);
  } finally {
  }
};

async function as(
  playwright: { request: { newContext: (o: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string,
  roles: string[],
) {
  const request = await playwright.request.newContext({ baseURL });
  const email = addUser(suiteDb, roles.join("-"), roles);
  return { request, landing: await signInRequest(request, baseURL, email) };
}

test("an hr account starts on the openings; content, leads and anonymous callers are refused and change nothing", async ({
  playwright,
  request,
  baseURL,
}) => {
  const title = `Refused Opening ${randomUUID().slice(0, 6)}`;
  for (const path of ROUTES) {
    const get = await request.get(path, { maxRedirects: 0 });
    expect(get.status(), `anonymous GET ${path}`).toBe(303);
    expect(get.headers()["location"]).toBe(`/desk/sign-in?next=${encodeURIComponent(path)}`);
    const post = await request.post(path, { form: openingForm(title), maxRedirects: 0 });
    expect(post.status(), `anonymous POST ${path}`).toBe(303);
  }
  for (const role of ["content", "leads"]) {
    const { request: staff } = await as(playwright, baseURL!, [role]);
    for (const path of ROUTES) {
      const get = await staff.get(path, { maxRedirects: 0 });
      expect(get.status(), `${role} GET ${path}`).toBe(403);
      expect(await get.text()).toContain(desk.forbidden.heading);
      const post = await staff.post(path, { form: openingForm(title), maxRedirects: 0 });
      expect(post.status(), `${role} POST ${path}`).toBe(403);
    }
    const close = await staff.post("/desk/openings/edit?id=transformer-test-engineer", {
      form: { action: "close" },
      maxRedirects: 0,
    });
    expect(close.status()).toBe(403);
  }
  expect(await titlesIn(suiteDb)).not.toContain(title);
  // The menu offers the openings to hr only.
  const hr = await as(playwright, baseURL!, ["hr"]);
  expect(hr.landing).toBe("/desk/start");
  const page = await (await hr.request.get("/desk/openings")).text();
  expect(page).toContain(`href="/desk/openings"`);
  expect(page).toContain(careersDesk.list.heading);
  const leads = await as(playwright, baseURL!, ["leads"]);
  expect(await (await leads.request.get("/desk")).text()).not.toContain(`href="/desk/openings"`);
});

test("an opening leaves /career, its JSON-LD and its apply page when its deadline day is over (server clock moved)", async ({
  playwright,
  page,
}) => {
  const title = `Deadline Watcher ${randomUUID().slice(0, 6)}`;
  const deadline = daysFromToday(1);
  let server = await startServer({});
  const hr = addUser(server.dbPath, "hr", ["hr"]);
  const request = await playwright.request.newContext({ baseURL: server.url });
  try {
    await signInRequest(request, server.url, hr);
    const published = await request.post("/desk/openings/edit", {
      form: openingForm(title, { deadline }),
      maxRedirects: 0,
    });
    expect(published.status()).toBe(303);

    /** /career on the server as it runs now: the title in its rows, its JobPosting, the count. */
    const career = async () => {
      await page.goto(`${server.url}/career`);
      const postings = await jsonLdOfType(page, "JobPosting");
      return {
        row: await page
          .getByRole("heading", { level: 3, name: title, includeHidden: true })
          .count(),
        posting: postings.find((p) => p.title === title),
        count: await page
          .getByRole("radio", { name: /^Calibration Services \d+$/ })
          .evaluate((el) => Number(/(\d+)\s*$/.exec(el.closest("label")!.textContent!)![1])),
      };
    };

    const today = await career();
    expect(today.row).toBe(1);
    expect(today.posting).toMatchObject({ validThrough: `${deadline}T23:59:59+05:30` });

    /** The opening's apply page: its own form, or the notice that it has closed. */
    const id = await (async () => {
      try {
        return (await onRecord(server.dbPath, () => allOpenings())).find((o) => o.title === title)!
          .id;
      } finally {
      }
    })();
    const applyPage = async () =>
      (await fetch(`${server.url}/career/apply?${new URLSearchParams({ opening: id })}`)).text();
    const closedNotice = `Applications for ${title} have closed.`;
    const todayApply = await applyPage();
    expect(todayApply).toContain(`Apply for ${title}`);
    expect(todayApply).not.toContain(closedNotice);

    // The deadline day itself (clock one day on): still there.
    await server.stop();
    server = await startServer({ LAB_CLOCK_OFFSET_DAYS: "1" }, { database: server.dbPath });
    const lastDay = await career();
    expect(lastDay.row).toBe(1);
    expect(lastDay.posting).toBeDefined();
    const lastDayApply = await applyPage();
    expect(lastDayApply).toContain(`Apply for ${title}`);
    expect(lastDayApply).not.toContain(closedNotice);

    // The day after: gone from the rows, the JSON-LD and the count, by itself; kept on the desk.
    await server.stop();
    server = await startServer({ LAB_CLOCK_OFFSET_DAYS: "2" }, { database: server.dbPath });
    const after = await career();
    expect(after.row).toBe(0);
    expect(after.posting).toBeUndefined();
    expect(after.count).toBe(lastDay.count - 1);
    const afterApply = await applyPage();
    expect(afterApply).toContain(closedNotice);
    expect(afterApply).not.toContain(`Apply for ${title}`);
    const later = await playwright.request.newContext({ baseURL: server.url });
    await signInRequest(later, server.url, hr);
    const list = await (await later.get("/desk/openings")).text();
    expect(list).toMatch(new RegExp(`${title}[^]*?${careersDesk.states.pastDeadline}`));
  } finally {
    await server.stop();
  }
});

test("the clock's test offset never reaches the browser's code", () => {
  const dir = join(root, "dist", "client");
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) =>
    f.endsWith(".js"),
  );
  expect(files.length).toBeGreaterThan(0);
  for (const file of files)
    expect(readFileSync(join(dir, file), "utf8"), file).not.toContain("LAB_CLOCK_OFFSET_DAYS");
});

test("the openings' desk pages are valid HTML, a filtered list, a wrong filter and a refused form included", async ({
  playwright,
  baseURL,
}) => {
  const { request } = await as(playwright, baseURL!, ["hr"]);
  const pages = [];
  for (const [path, status] of [
    ["/desk/openings", 200],
    ["/desk/openings?state=on-site&category=calibration-services", 200],
    ["/desk/openings?state=open", 400],
    ["/desk/openings/edit", 200],
    ["/desk/openings/edit?id=transformer-test-engineer", 200],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    pages.push({ path, html: await response.text() });
  }
  const refused = await request.post("/desk/openings/edit", {
    form: openingForm("", { deadline: "2026-02-30", categoryId: "x" }),
  });
  expect(refused.status()).toBe(400);
  pages.push({ path: "refused form", html: await refused.text() });
  const errors = (await checkHtml(pages))
    // The checker's CSS parser predates some of Tailwind's output (see html-valid.api.spec.ts).
    .filter((m) => m.type !== "info" && !m.message.startsWith("CSS:"))
    .map((m) => `${m.url}:${m.lastLine}:${m.lastColumn} ${m.message} “${m.extract?.trim() ?? ""}”`);
  expect(errors).toEqual([]);
});
