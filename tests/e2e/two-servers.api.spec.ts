import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { addUser } from "./deskStaff";
import { openingForm, signInRequest } from "./openingsDesk";
import { startServer } from "./ownServer";

/**
 * Two app servers on one database file (issue 52): what one server's desk
 * changes shows on the other's public pages, which each keeps rendered in
 * memory, within 5 s (the content version, lib/site/contentChanged.ts).
 */
test("an opening published through one server shows on the other server's /career within 5 s", async ({
  playwright,
}) => {
  const first = await startServer({});
  const second = await startServer({}, { database: first.dbPath });
  const request = await playwright.request.newContext({ baseURL: first.url });
  try {
    const title = `Two Servers Engineer ${randomUUID().slice(0, 6)}`;
    const careerOn = async (url: string) => (await fetch(`${url}/career`)).text();
    // The second server draws /career now and keeps it.
    expect(await careerOn(second.url)).not.toContain(title);
    expect(await careerOn(second.url)).not.toContain(title);

    await signInRequest(request, first.url, addUser(first.dbPath, "hr", ["hr"]));
    const published = await request.post("/desk/openings/edit", {
      form: openingForm(title),
      maxRedirects: 0,
    });
    expect(published.status()).toBe(303);
    expect(await careerOn(first.url)).toContain(title);
    await expect
      .poll(() => careerOn(second.url), { timeout: 5_000, intervals: [250] })
      .toContain(title);
  } finally {
    await request.dispose();
    await second.stop();
    await first.stop();
  }
});
