import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "@playwright/test";
import { addUser } from "./deskStaff";
import { daysFromToday, openingForm, signInRequest } from "./openingsDesk";
import { moveClock, root, startServer, type OwnServer } from "./ownServer";

/**
 * The day changes while the server runs: the page it keeps for the day must
 * not outlive it. The server's clock is moved one day on by a signal
 * (tests/fixtures/movableClock.mjs), with no restart, so /career is answered
 * from the page cache until the day changes.
 */

const movableClock = pathToFileURL(resolve(root, "tests/fixtures/movableClock.mjs")).href;

let server: OwnServer;
test.beforeAll(async () => {
  server = await startServer({
    NODE_OPTIONS: `--import ${movableClock}`,
  });
});
test.afterAll(() => server.stop());

const nextDay = () => moveClock(server);

test("a kept page is rendered afresh when the day changes, without a restart", async ({
  playwright,
}) => {
  const title = `Day Watcher ${randomUUID().slice(0, 6)}`;
  const request = await playwright.request.newContext({ baseURL: server.url });
  await signInRequest(request, server.url, addUser(server.dbPath, "hr", ["hr"]));
  const published = await request.post("/desk/openings/edit", {
    form: openingForm(title, { deadline: daysFromToday(1) }),
    maxRedirects: 0,
  });
  expect(published.status()).toBe(303);

  const career = async () => (await fetch(`${server.url}/career`)).text();
  expect(await career()).toContain(title);
  // Asked again the same day: the same kept page.
  expect(await career()).toContain(title);

  await nextDay(); // the deadline day: still on the board
  expect(await career()).toContain(title);
  await nextDay(); // the day after: gone, though the page was kept a moment ago
  expect(await career()).not.toContain(title);
});
