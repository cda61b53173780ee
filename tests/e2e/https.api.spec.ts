import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { desk } from "@/content/desk";
import { inviteUser } from "@/lib/desk/accounts";
import { setPasswordUrl } from "@/lib/desk/passwordMail";
import { unsubscribePage } from "@/content/portalReminders";
import { createCalendarFeed } from "@/lib/portal/calendarFeeds";
import { unsubscribeToken } from "@/lib/portal/settings";
import { newRequestKey } from "@/lib/request/links";
import { addUser, PASSWORD } from "./deskStaff";
import { send, setCookies, type Answer } from "./fromAddress";
import { freePort, root, startServer, type OwnServer } from "./ownServer";
import { consultationFields } from "../fixtures/leads";
import { onRecord } from "./record";
import { onRecordStore } from "./record";

/**
 * The deployment of deploy/: Caddy (`tls internal` here, a real certificate
 * there) in front of the production server with TRUST_PROXY_HOPS=1. Clients
 * are told apart by the local address they send from (127.0.0.2, 127.0.0.3);
 * the server only ever sees Caddy's.
 */

test.describe.configure({ mode: "serial" });

// Caddy's ports, free ones chosen before it starts; the app's is its own server's.
let HTTP_PORT: number;
let HTTPS_PORT: number;
let site: string;

let server: OwnServer;
let caddy: ChildProcess;
let dir: string;
const accessLog = () => join(dir, "access.log");

/**
 * deploy/Caddyfile as shipped (its global options, its timeouts among them,
 * kept), with a local certificate, test ports and the log in the temp folder.
 */
async function startCaddy(): Promise<ChildProcess> {
  dir = mkdtempSync(join(tmpdir(), "caddy-e2e-"));
  const shipped = readFileSync(join(root, "deploy/Caddyfile"), "utf8");
  const testOptions = `{
\tadmin off
\thttp_port ${HTTP_PORT}
\thttps_port ${HTTPS_PORT}
\tskip_install_trust
\tstorage file_system {
\t\troot ${join(dir, "storage")}
\t}
`;
  const caddyfile = shipped
    .replace(/^\{\n/m, testOptions)
    .replace("{$SITE_HOST} {", "{$SITE_HOST} {\n\ttls internal")
    .replace("reverse_proxy 127.0.0.1:3000", `reverse_proxy 127.0.0.1:${server.port}`)
    .replace("/var/log/caddy/malwa-electrotest-access.log", accessLog());
  expect(caddyfile).toContain("\tadmin off\n");
  expect(caddyfile).toContain("read_body");
  expect(caddyfile).toContain(`reverse_proxy 127.0.0.1:${server.port}`);
  expect(caddyfile).toContain(accessLog());
  const config = join(dir, "Caddyfile");
  writeFileSync(config, caddyfile);
  const child = spawn(
    process.env.CADDY_PATH ?? "/usr/bin/caddy",
    ["run", "--config", config, "--adapter", "caddyfile"],
    {
      env: {
        ...process.env,
        SITE_HOST: "localhost",
        HOME: dir,
        XDG_DATA_HOME: dir,
        XDG_CONFIG_HOME: dir,
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let log = "";
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  let failed = false;
  child.on("error", (error) => {
    failed = true;
    log += `${error.message} (scripts/ensure-caddy.sh installs Caddy; CADDY_PATH names another binary)`;
  });
  for (let i = 0; ; i++) {
    try {
      if ((await send(`${site}/`)).status === 200) return child;
    } catch {
      if (i > 100 || failed || child.exitCode !== null)
        throw new Error(`Caddy did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

test.beforeAll(async () => {
  HTTP_PORT = await freePort();
  HTTPS_PORT = await freePort();
  site = `https://localhost:${HTTPS_PORT}`;
  server = await startServer({
    TRUST_PROXY_HOPS: "1",
    SITE_URL: site,
    LEADS_RATE_PER_MINUTE: "2",
  });
  caddy = await startCaddy();
});

test.afterAll(async () => {
  if (caddy && caddy.exitCode === null) {
    caddy.kill();
    await once(caddy, "exit");
  }
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function audited(action: string): Promise<string[]> {
  return onRecordStore(server.dbPath, async (store) =>
    (
      await store
        .selectFrom("desk_audit")
        .select(["detail", "count"])
        .where("action", "=", action)
        .orderBy("id")
        .execute()
    ).flatMap((r) => Array<string>(Number(r.count)).fill(r.detail)),
  );
}

const signIn = (email: string, password: string, from: string) =>
  send(`${site}/desk/sign-in`, { method: "POST", form: { email, password }, from });

test("plain HTTP is redirected to HTTPS", async () => {
  const answer = await send(`http://localhost:${HTTP_PORT}/desk/sign-in?x=1`);
  expect([301, 308]).toContain(answer.status);
  // Caddy takes https_port for an inside port and names the standard one (443) outside.
  expect(answer.headers.location).toBe("https://localhost/desk/sign-in?x=1");
});

test("the security headers arrive through Caddy as the server sends them", async () => {
  const names = [
    "content-security-policy",
    "strict-transport-security",
    "x-frame-options",
    "x-content-type-options",
    "referrer-policy",
    "permissions-policy",
    "cross-origin-resource-policy",
    "cross-origin-opener-policy",
    "reporting-endpoints",
    "cache-control",
    "x-robots-tag",
  ];
  const pick = (a: Answer) => Object.fromEntries(names.map((n) => [n, a.headers[n]]));
  for (const path of ["/", "/desk/sign-in", "/contact-us", "/api/v1.0/email/send-form"]) {
    const direct = await send(`${server.url}${path}`, {
      headers: { Host: `localhost:${HTTPS_PORT}` },
    });
    const proxied = await send(`${site}${path}`);
    expect(proxied.status, path).toBe(direct.status);
    expect(pick(proxied), path).toEqual(pick(direct));
  }
  const page = await send(`${site}/`);
  expect(page.headers["content-security-policy"]).toContain("default-src");
  expect(page.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(page.headers["x-frame-options"]).toBe("DENY");
});

test("the desk cookie is __Host- and Secure; sign-out deletes it with the same attributes", async () => {
  const email = addUser(server.dbPath, "https", ["leads"]);
  const answer = await signIn(email, PASSWORD, "127.0.0.3");
  expect(answer.status).toBe(303);
  const [cookie, ...others] = setCookies(answer);
  expect(others).toEqual([]);
  expect(cookie).toMatch(/^__Host-desk-session=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
  const pair = cookie!.split(";")[0]!;
  expect((await send(`${site}/desk`, { headers: { Cookie: pair } })).status).toBe(200);
  // The plain name is not read behind HTTPS.
  const plain = pair.replace("__Host-desk-session", "desk-session");
  expect((await send(`${site}/desk`, { headers: { Cookie: plain } })).status).toBe(303);

  const out = await send(`${site}/desk/sign-out`, {
    method: "POST",
    headers: { Cookie: pair, Origin: site },
  });
  expect(out.status).toBe(303);
  const [deleted] = setCookies(out);
  expect(deleted).toMatch(/^__Host-desk-session=[^;]*; /);
  for (const attribute of ["Path=/", "HttpOnly", "Secure", "SameSite=Strict"])
    expect(deleted!.split("; ")).toContain(attribute);
  expect(deleted).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  expect((await send(`${site}/desk`, { headers: { Cookie: pair } })).status).toBe(303);
  expect(await audited("signed in")).toContain("127.0.0.3");
});

test("the desk's lock sees the client's address, not Caddy's, and the audit log records it", async () => {
  const email = addUser(server.dbPath, "proxied-lock", ["leads"]);
  for (let i = 0; i < 4; i++)
    expect((await signIn(email, "wrong password!!", "127.0.0.2")).status).toBe(401);
  expect((await signIn(email, "wrong password!!", "127.0.0.2")).status).toBe(429);
  expect((await signIn(email, PASSWORD, "127.0.0.2")).status).toBe(429);
  // Another client behind the same proxy is not locked out.
  const other = await signIn(email, PASSWORD, "127.0.0.3");
  expect(other.status).toBe(303);
  expect((await audited("failed sign-in")).filter((a) => a === "127.0.0.2")).toHaveLength(5);
  expect(await audited("failed sign-in")).not.toContain("127.0.0.1");
  // Caddy's access log (deploy/Caddyfile) names the visitor too.
  const lines = readFileSync(accessLog(), "utf8").trim().split("\n");
  const signIns = lines
    .map((line) => JSON.parse(line) as { request: { remote_ip: string; uri: string } })
    .filter((entry) => entry.request.uri === "/desk/sign-in");
  expect(signIns.map((entry) => entry.request.remote_ip)).toContain("127.0.0.2");
});

test("the inbox's rate limit counts each client, not Caddy", async () => {
  const lead = consultationFields;
  const post = async (from: string) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(lead)) form.append(k, v);
    const encoded = new Response(form);
    return (
      await send(`${site}/api/v1.0/email/send-form`, {
        method: "POST",
        raw: Buffer.from(await encoded.arrayBuffer()),
        headers: { "Content-Type": encoded.headers.get("content-type")! },
        from,
      })
    ).status;
  };
  expect(await post("127.0.0.2")).toBe(200);
  expect(await post("127.0.0.2")).toBe(200);
  expect(await post("127.0.0.2")).toBe(429);
  expect(await post("127.0.0.3")).toBe(200);
});

test("a set-password link's one-time token never reaches Caddy's access log", async () => {
  let token: string;
  try {
    ({ token } = await onRecord(server.dbPath, () =>
      inviteUser(
        { email: `invited-${Date.now()}@lab.example`, roles: ["leads"] },
        "admin@lab.example",
      ),
    ));
  } finally {
  }
  // The link as the e-mail carries it, opened through Caddy.
  const link = new URL(setPasswordUrl(token));
  expect(link.searchParams.get("token")).toBe(token);
  const page = `${site}${link.pathname}${link.search}`;
  const opened = await send(page, { from: "127.0.0.4" });
  expect(opened.status).toBe(200);
  expect(opened.body).toContain(desk.setPassword.heading);
  // What a browser sends next from that page: its pictures and the form, the page as Referer.
  expect(
    (await send(`${site}/icon.svg`, { headers: { Referer: page }, from: "127.0.0.4" })).status,
  ).toBe(200);
  const set = await send(`${site}/desk/set-password`, {
    method: "POST",
    form: { token, password: "a brand new passphrase", repeat: "a brand new passphrase" },
    headers: { Origin: site, Referer: page },
    from: "127.0.0.4",
  });
  // The password is set and its owner signed in, on their home page.
  expect(set.status).toBe(303);
  expect(set.headers.location).toBe("/desk/start?welcome=password");
  expect(setCookies(set).some((c) => c.startsWith("__Host-desk-session="))).toBe(true);

  // Caddy writes a line when it has answered: wait for all three.
  type Entry = { request: { remote_ip: string; method: string; uri: string }; status: number };
  const entries = async () => {
    for (let i = 0; ; i++) {
      const lines = readFileSync(accessLog(), "utf8").trim().split("\n");
      const mine = lines
        .map((line) => JSON.parse(line) as Entry)
        .filter((entry) => entry.request.remote_ip === "127.0.0.4");
      if (mine.length >= 3 || i > 50) return { text: lines.join("\n"), mine };
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const { text, mine } = await entries();
  expect(mine.map((e) => [e.request.method, e.request.uri.split("?")[0], e.status])).toEqual([
    ["GET", "/desk/set-password", 200],
    ["GET", "/icon.svg", 200],
    ["POST", "/desk/set-password", 303],
  ]);
  expect(text).not.toContain(token);
  expect(text).not.toContain(encodeURIComponent(token));
});

test("private keys in addresses never reach Caddy's log, and their pages are never stored or indexed", async () => {
  let token: string;
  try {
    token = await onRecord(server.dbPath, () =>
      unsubscribeToken(`reminded-${Date.now()}@utility.example`),
    );
  } finally {
  }
  const key = newRequestKey();
  const pages = [
    `${site}/request/sent?ref=LEAD-2026-000001&key=${key}`,
    `${site}/request/pdf?ref=LEAD-2026-000001&key=${key}`,
    `${site}/portal/unsubscribe?token=${token}`,
  ];
  for (const page of pages) {
    const opened = await send(page, { from: "127.0.0.5" });
    expect([200, 404]).toContain(opened.status);
    expect(opened.headers["cache-control"]).toBe("no-store");
    expect(opened.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(opened.headers["referrer-policy"]).toBe("same-origin");
    // What the page's pictures send: the page's address as Referer.
    expect(
      (await send(`${site}/icon.svg`, { headers: { Referer: page }, from: "127.0.0.5" })).status,
    ).toBe(200);
  }
  const unsubscribe = await send(pages[2]!, { from: "127.0.0.5" });
  expect(unsubscribe.status).toBe(200);
  expect(unsubscribe.body).toContain(unsubscribePage.title);

  type Entry = {
    request: { remote_ip: string; uri: string; headers: Record<string, string[]> };
  };
  const entries = async () => {
    for (let i = 0; ; i++) {
      const lines = readFileSync(accessLog(), "utf8").trim().split("\n");
      const mine = lines
        .map((line) => JSON.parse(line) as Entry)
        .filter((entry) => entry.request.remote_ip === "127.0.0.5");
      if (mine.length >= 7 || i > 50) return { text: lines.join("\n"), mine };
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const { text, mine } = await entries();
  expect(mine).toHaveLength(7);
  expect(mine[0]!.request.uri).toBe("/request/sent?ref=LEAD-2026-000001");
  expect(mine[1]!.request.headers.Referer).toEqual([
    `${site}/request/sent?ref=LEAD-2026-000001&key=REDACTED`,
  ]);
  expect(mine[4]!.request.uri).toBe("/portal/unsubscribe");
  for (const secret of [key, token]) {
    expect(text).not.toContain(secret);
    expect(text).not.toContain(encodeURIComponent(secret));
  }
});

test("a calendar feed's key never reaches Caddy's log; the feed is never stored or indexed", async () => {
  let key: string;
  try {
    key = await onRecord(server.dbPath, () =>
      createCalendarFeed(`subscribed-${Date.now()}@utility.example`),
    );
  } finally {
  }
  const feed = await send(`${site}/portal/calendar.ics?key=${key}`, { from: "127.0.0.6" });
  expect(feed.status).toBe(200);
  expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(feed.headers["cache-control"]).toBe("no-store");
  expect(feed.headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(feed.body).toContain("BEGIN:VCALENDAR");

  type Entry = { request: { remote_ip: string; uri: string } };
  let mine: Entry[] = [];
  let text = "";
  for (let i = 0; mine.length < 1 && i <= 50; i++) {
    if (i) await new Promise((r) => setTimeout(r, 100));
    text = readFileSync(accessLog(), "utf8").trim();
    mine = text
      .split("\n")
      .map((line) => JSON.parse(line) as Entry)
      .filter((entry) => entry.request.remote_ip === "127.0.0.6");
  }
  expect(mine.map((entry) => entry.request.uri)).toEqual(["/portal/calendar.ics"]);
  expect(text).not.toContain(key);
});
