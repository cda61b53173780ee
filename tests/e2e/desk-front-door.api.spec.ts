import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { desk } from "@/content/desk";
import { addUser, nextCode, PASSWORD, signInRequest, suiteDb } from "./deskStaff";
import { send, setCookies } from "./fromAddress";
import { startServer } from "./ownServer";
import { smtpSink } from "./smtpSink";
import { onRecordStore } from "./record";

/**
 * The desk's front door over HTTP: next= after sign-in (and hostile values of
 * it), and Forgot password on a server of its own whose e-mails reach a real
 * SMTP server (smtp-server).
 */

/** The limits the README states, written out by hand (lib/desk/forgotPassword.ts). */
const ADDRESS_LINKS_PER_HOUR = 3;
const CLIENT_REQUESTS_PER_HOUR = 10;

test("a signed-out GET names the page asked for; a POST does not", async ({ request }) => {
  const asked = "/desk/reports/view?id=TC114822600000001F";
  const get = await request.get(asked, { maxRedirects: 0 });
  expect(get.status()).toBe(303);
  expect(get.headers()["location"]).toBe(`/desk/sign-in?next=${encodeURIComponent(asked)}`);
  const post = await request.post("/desk/reports/new", { form: { x: "1" }, maxRedirects: 0 });
  expect(post.headers()["location"]).toBe("/desk/sign-in");
  // The bare front door needs no next: every account has a home.
  expect((await request.get("/desk", { maxRedirects: 0 })).headers()["location"]).toBe(
    "/desk/sign-in",
  );
});

test("a link of the old form (an e-mailed /desk/lead?ref=…) moves to the page's ?id= address", async ({
  request,
}) => {
  for (const [old, current] of [
    ["/desk/lead?ref=LEAD-2026-000001", "/desk/lead?id=LEAD-2026-000001"],
    ["/desk/reports/view?ulr=TC114822600000001F", "/desk/reports/view?id=TC114822600000001F"],
    ["/desk/accounts/edit?email=a%40lab.example", "/desk/accounts/edit?id=a%40lab.example"],
  ]) {
    const response = await request.get(old!, { maxRedirects: 0 });
    expect(response.status(), old).toBe(301);
    expect(response.headers()["location"], old).toBe(current);
  }
});

test("after sign-in, next leads to a desk page only; anything else to the account's home", async ({
  playwright,
  baseURL,
}) => {
  // A reports account has two-factor sign-in: next is carried through its code step.
  const email = addUser(suiteDb, "next-api", ["reports"]);
  const signIn = async (next: string, who = email) => {
    const context = await playwright.request.newContext({ baseURL });
    const answer = await signInRequest(context, who, { next });
    await context.dispose();
    expect(answer.status(), next).toBe(303);
    return answer.headers()["location"];
  };
  const passwordOnly = await (
    await playwright.request.newContext({ baseURL })
  ).post("/desk/sign-in", {
    form: { email, password: PASSWORD, next: "/desk/reports/new" },
    maxRedirects: 0,
  });
  expect(passwordOnly.headers()["location"]).toBe(
    `/desk/sign-in/code?next=${encodeURIComponent("/desk/reports/new")}`,
  );
  expect(await signIn("/desk/reports/new")).toBe("/desk/reports/new");
  expect(await signIn("/desk/reports/view?id=TC1")).toBe("/desk/reports/view?id=TC1");
  // Hostile values, with an account that signs in with its password alone (no codes to spend).
  const clerk = addUser(suiteDb, "next-api-leads", ["leads"]);
  for (const hostile of [
    "//evil.example",
    "https://evil.example",
    "https://evil.example/desk/reports",
    "/desk/sign-out",
    "/desk/sign-in",
    "/desk/forgot-password",
    "/\\evil.example",
    "/desk/..//evil.example",
    "/desk/../verify",
    "javascript:alert(1)",
    "/deskevil",
    "",
  ])
    expect(await signIn(hostile, clerk), hostile).toBe("/desk/start");

  // The page reads next only when it is safe: nothing hostile reaches the form.
  const page = await (
    await playwright.request.newContext({ baseURL })
  ).get(`/desk/sign-in?next=${encodeURIComponent("https://evil.example")}`);
  expect(await page.text()).not.toContain("evil.example");

  // An account without the page's role is refused there, as it would be anyway.
  const leads = addUser(suiteDb, "next-leads", ["leads"]);
  const context = await playwright.request.newContext({ baseURL });
  const answer = await context.post("/desk/sign-in", {
    form: { email: leads, password: PASSWORD, next: "/desk/reports/new" },
    maxRedirects: 0,
  });
  expect(answer.headers()["location"]).toBe("/desk/reports/new");
  expect((await context.get("/desk/reports/new", { maxRedirects: 0 })).status()).toBe(403);
  await context.dispose();
});

/** The main part of a page: what a person reads. */
const main = (html: string) => /<main\b[^]*<\/main>/.exec(html)?.[0] ?? "";

test("Forgot password e-mails an account its link (the same answer without one), limited per address and per client", async () => {
  test.setTimeout(90_000);
  const sink = await smtpSink();
  const server = await startServer({
    SMTP_URL: sink.url,
    LEADS_NOTIFY_FROM: "Website <website@lab.example>",
  });
  const ask = (email: string, from: string) =>
    send(`${server.url}/desk/forgot-password`, { method: "POST", form: { email }, from });
  try {
    const email = addUser(server.dbPath, "forgot", ["reports"]);
    const known = await ask(email.toUpperCase(), "127.0.0.2");
    const unknown = await ask(`nobody-${randomUUID().slice(0, 8)}@lab.example`, "127.0.0.2");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(main(known.body)).toContain(desk.forgotPassword.sent);
    expect(main(known.body)).toBe(main(unknown.body));

    await expect.poll(() => sink.messages.length, { timeout: 15_000 }).toBe(1);
    const [mail] = sink.messages;
    expect(mail!.to).toEqual([email]);
    const text = mail!.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const link = /https?:\/\/\S+\/desk\/set-password\?token=[A-Za-z0-9_-]{43}/.exec(text)?.[0];
    expect(link).toBeDefined();
    const { pathname, search } = new URL(link!);
    const token = new URLSearchParams(search).get("token")!;

    // The link works, and signs its owner in: after the code of their second factor (a link is
    // not one), on their home page.
    const opened = await send(`${server.url}${pathname}${search}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toContain(desk.setPassword.heading);
    const set = await send(`${server.url}/desk/set-password`, {
      method: "POST",
      form: { token, password: "a brand new passphrase", repeat: "a brand new passphrase" },
      headers: { Origin: server.url },
    });
    expect(set.status).toBe(303);
    expect(set.headers.location).toBe(
      `/desk/sign-in/code?next=${encodeURIComponent("/desk/start?welcome=password")}`,
    );
    expect(setCookies(set).find((c) => c.startsWith("desk-session="))).toBeUndefined();
    const pending = setCookies(set).find((c) => c.startsWith("desk-pending="));
    // Short-lived (five minutes), out of scripts' reach, never sent by another site.
    for (const part of ["Max-Age=300", "Path=/", "HttpOnly", "SameSite=Strict"])
      expect(pending!.split("; ")).toContain(part);
    const coded = await send(`${server.url}/desk/sign-in/code`, {
      method: "POST",
      form: { code: await nextCode(email), next: "/desk/start?welcome=password" },
      headers: { Origin: server.url, Cookie: pending!.split(";")[0]! },
    });
    expect(coded.status).toBe(303);
    expect(coded.headers.location).toBe("/desk/start?welcome=password");
    const cookie = setCookies(coded).find((c) => c.startsWith("desk-session="));
    expect(cookie).toBeDefined();
    const home = await send(`${server.url}${coded.headers.location}`, {
      headers: { Cookie: cookie!.split(";")[0]! },
    });
    expect(home.status).toBe(200);
    expect(home.body).toContain(desk.setPassword.signedIn);
    expect(home.body).not.toContain("signed out everywhere");

    // Per address: a few links an hour, then the same answer and no e-mail.
    for (let i = 0; i < ADDRESS_LINKS_PER_HOUR + 1; i++) {
      const again = await ask(email, `127.0.0.${10 + i}`);
      expect(again.status).toBe(200);
      expect(main(again.body)).toBe(main(unknown.body));
    }
    await expect.poll(() => sink.messages.length, { timeout: 15_000 }).toBe(ADDRESS_LINKS_PER_HOUR);
    // Another account's link, asked for after them, arrives; no more of this address's came.
    const other = addUser(server.dbPath, "forgot-other", ["reports"]);
    expect((await ask(other, "127.0.0.40")).status).toBe(200);
    await expect.poll(() => sink.messages.filter((m) => m.to.includes(other)).length).toBe(1);
    expect(sink.messages.filter((m) => m.to.includes(email))).toHaveLength(ADDRESS_LINKS_PER_HOUR);

    // Per client: after its requests for the hour, 429 whatever the address.
    for (let i = 0; i < CLIENT_REQUESTS_PER_HOUR; i++)
      expect((await ask(`n${i}-${randomUUID().slice(0, 6)}@lab.example`, "127.0.0.3")).status).toBe(
        200,
      );
    const refused = await ask(email, "127.0.0.3");
    expect(refused.status).toBe(429);
    expect(refused.body).toContain(desk.forgotPassword.tooMany);
    expect((await ask(email, "127.0.0.4")).status).toBe(200);

    // Audited: the account's requests by name, the others as no account, none by the typed name.
    const rows = await onRecordStore(server.dbPath, (store) =>
      store
        .selectFrom("desk_audit")
        .select(["who", "action", "detail", "count"])
        .where("action", "like", "password link%")
        .execute(),
    );
    {
      expect(rows).toContainEqual(
        expect.objectContaining({
          who: email,
          action: "password link requested",
          detail: "127.0.0.2",
        }),
      );
      expect(JSON.stringify(rows)).not.toContain("nobody-");
    }
  } finally {
    await server.stop();
    await sink.close();
  }
});
