import { expect, test } from "@playwright/test";
import { portal } from "@/content/portal";
import { PORTAL_PAGES } from "@/lib/portal/pages";
import { startServer } from "./ownServer";

/** The portal on a server without e-mail: no link can reach anyone, so the page says to contact the lab. */

test("without e-mail on the server the portal's sign-in says it is not available, in private headers", async () => {
  test.setTimeout(90_000);
  const server = await startServer({});
  try {
    const page = await fetch(`${server.url}/portal`);
    expect(page.status).toBe(200);
    for (const [name, value] of Object.entries({
      "cache-control": "no-store",
      "x-robots-tag": "noindex, nofollow",
      "referrer-policy": "same-origin",
    }))
      expect(page.headers.get(name)).toBe(value);
    const html = await page.text();
    expect(html).toContain(portal.signIn.notAvailable);
    expect(html).not.toContain(portal.signIn.submit);

    // A post answers the same, sends nothing, and one from another site is refused.
    const posted = await fetch(`${server.url}/portal`, {
      method: "POST",
      body: new URLSearchParams({ email: "qa@utility.example" }),
    });
    expect(await posted.text()).toContain(portal.signIn.notAvailable);
    const foreign = await fetch(`${server.url}/portal`, {
      method: "POST",
      headers: { origin: "https://elsewhere.example" },
      body: new URLSearchParams({ email: "qa@utility.example" }),
    });
    expect(foreign.status).toBe(403);

    // Not signed in: the list sends to the sign-in page; a made-up link is refused.
    const list = await fetch(`${server.url}/portal/reports`, { redirect: "manual" });
    expect(list.status).toBe(303);
    expect(list.headers.get("location")).toBe("/portal");
    const guess = await fetch(`${server.url}/portal/sign-in?token=${"A".repeat(43)}`, {
      redirect: "manual",
    });
    expect(guess.headers.get("location")).toBe("/portal?link=used");
    expect(guess.headers.getSetCookie()).toEqual([]);

    // The portal's door: every page of its registry for customers sends to sign in before it
    // runs (read or post), and a path the registry does not list is not found.
    for (const [path, access] of Object.entries(PORTAL_PAGES)) {
      if (access !== "customer") continue;
      for (const method of ["GET", "POST"]) {
        const answer = await fetch(`${server.url}${path}?id=x`, {
          method,
          redirect: "manual",
          headers: { origin: server.url },
          ...(method === "POST" ? { body: new URLSearchParams({ choose: "all" }) } : {}),
        });
        expect(`${method} ${path} ${answer.status} ${answer.headers.get("location")}`).toBe(
          `${method} ${path} 303 /portal`,
        );
        expect(answer.headers.get("cache-control")).toBe("no-store");
      }
    }
    for (const path of ["/portal/admin", "/portal/reports.json", "/portal/constructor"]) {
      const missing = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(`${path} ${missing.status}`).toBe(`${path} 404`);
      expect(missing.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    }
  } finally {
    await server.stop();
  }
});
