import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { makePdf } from "../fixtures/documents";
import { enquiryForm } from "../fixtures/leads";
import {
  databaseUrl,
  startPostgres,
  type ThrowawayPostgres,
} from "../../scripts/postgres/throwaway";
import { startS3, type TestS3 } from "../fixtures/s3Server";
import { addUser, PASSWORD } from "./deskStaff";
import { send } from "./fromAddress";
import { openingForm, signInRequest } from "./openingsDesk";
import { freePort, root, startServer, type OwnServer } from "./ownServer";
import { onRecordStore } from "./record";
import { header, smtpSink, staffMail } from "./smtpSink";

/**
 * Two app servers behind Caddy on one PostgreSQL and one S3-compatible store
 * (issue 53): deploy/several-servers/Caddyfile as shipped (round robin, health
 * checks on /api/ready, a request that cannot reach one server tried on the
 * other) in front of two production servers with DATABASE_URL, FILE_STORE=s3
 * and THROTTLES=database. The PostgreSQL server is the spec's own (Debian's
 * PostgreSQL 15, tests/fixtures/postgres.ts), whichever engine the suite's
 * own server runs on.
 */

test.describe.configure({ mode: "serial" });

let database: ThrowawayPostgres;
let url: string;
let s3: TestS3;
let sink: Awaited<ReturnType<typeof smtpSink>>;
let servers: OwnServer[] = [];
let caddy: ChildProcess | undefined;
let site: string;
let folder: string;

const env = (extra: Record<string, string> = {}) => ({
  ...s3.env,
  THROTTLES: "database",
  TRUST_PROXY_HOPS: "1",
  SITE_URL: site,
  SMTP_URL: sink.url,
  LEADS_NOTIFY_TO: "leads@lab.example",
  LEADS_NOTIFY_FROM: "Website <website@lab.example>",
  LEADS_RATE_PER_MINUTE: "1000",
  LEADS_MAX_CONCURRENT: "1000",
  TEST_CLIENT_SHARE_SCALE: "100",
  ...extra,
});

async function startBoth(extra: Record<string, string> = {}): Promise<void> {
  servers = await Promise.all([0, 1].map(() => startServer(env(extra), { database: url })));
  await startCaddy();
}

async function stopAll(): Promise<void> {
  if (caddy && caddy.exitCode === null) {
    const exited = once(caddy, "exit");
    caddy.kill();
    await exited;
  }
  caddy = undefined;
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
}

/** deploy/several-servers/Caddyfile as shipped, on a test port over plain HTTP, the log in a temp folder. */
async function startCaddy(): Promise<void> {
  const port = Number(new URL(site).port);
  const shipped = readFileSync(join(root, "deploy/several-servers/Caddyfile"), "utf8");
  const caddyfile = shipped
    .replace(
      /^\{\n/m,
      `{\n\tadmin off\n\thttp_port ${port}\n\tstorage file_system {\n\t\troot ${join(folder, "caddy")}\n\t}\n`,
    )
    .replace("{$SITE_HOST} {", `http://127.0.0.1:${port} {`)
    .replace("/var/log/caddy/malwa-electrotest-access.log", join(folder, "access.log"));
  expect(caddyfile).toContain("reverse_proxy {$APP_SERVER_1} {$APP_SERVER_2}");
  expect(caddyfile).toContain("health_uri /api/serving");
  const config = join(folder, "Caddyfile");
  writeFileSync(config, caddyfile);
  const child = spawn(
    process.env.CADDY_PATH ?? "/usr/bin/caddy",
    ["run", "--config", config, "--adapter", "caddyfile"],
    {
      env: {
        ...process.env,
        APP_SERVER_1: `127.0.0.1:${servers[0]!.port}`,
        APP_SERVER_2: `127.0.0.1:${servers[1]!.port}`,
        HOME: folder,
        XDG_DATA_HOME: folder,
        XDG_CONFIG_HOME: folder,
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let log = "";
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  caddy = child;
  for (let i = 0; ; i++) {
    try {
      if ((await send(`${site}/`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (i > 100 || child.exitCode !== null) throw new Error(`Caddy did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  folder = mkdtempSync(join(tmpdir(), "several-servers-"));
  database = await startPostgres();
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  await admin.query("CREATE DATABASE lab");
  await admin.end();
  url = databaseUrl(database.url, "lab");
  s3 = await startS3();
  sink = await smtpSink();
  site = `http://127.0.0.1:${await freePort()}`;
  await startBoth();
});

test.afterAll(async () => {
  await stopAll();
  await sink?.close();
  await s3?.stop();
  database?.stop();
  rmSync(folder, { recursive: true, force: true });
});

/** A consultation request as a browser posts it (no file: many at once do not wait for the file checks). */
function consultationForm(name: string): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    lib_version: "4.4.1",
    user_id: "local-inbox",
    service_id: "service_contact",
    template_id: "template_contact",
    form_name: "consultation",
    user_service: "Calibration Services",
    user_name: name,
    user_email: "buyer@utility.example",
    user_phone: "9826012345",
    message: `A consultation for ${name}`,
  }))
    form.append(k, v);
  return form;
}

/** A consultation request posted through Caddy: the reference and the server that answered. */
async function enquire(name: string, from = "127.0.0.1") {
  const wire = new Response(consultationForm(name));
  const answer = await send(`${site}/api/v1.0/email/send-form`, {
    method: "POST",
    raw: Buffer.from(await wire.arrayBuffer()),
    headers: { "content-type": wire.headers.get("content-type")! },
    from,
  });
  return {
    status: answer.status,
    reference: answer.body.slice(3),
    server: String(answer.headers["x-server-instance"]),
  };
}

const leadsNamed = (prefix: string) =>
  onRecordStore(url, async (store) =>
    (
      await store
        .selectFrom("leads")
        .select("reference")
        .where("fields", "like", `%${prefix}%`)
        .execute()
    ).map((r) => String(r.reference)),
  );

test("200 enquiries at once through Caddy are spread over both servers, stored once each and e-mailed once each", async () => {
  test.setTimeout(180_000);
  const marker = `Spread ${randomUUID().slice(0, 8)}`;
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, i) => enquire(`${marker} ${i}`)),
  );
  expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  // Both servers answered some: Caddy spread them.
  expect(new Set(answers.map((a) => a.server)).size).toBe(2);
  const references = answers.map((a) => a.reference);
  expect(new Set(references).size).toBe(200);
  expect((await leadsNamed(marker)).sort()).toEqual([...references].sort());
  // Both servers' notifiers drain the one outbox: each lead's e-mail goes once.
  const subjects = () => staffMail(sink.messages).map((m) => header(m.raw, "Subject"));
  await expect
    .poll(() => references.filter((r) => subjects().some((s) => s.includes(r))).length, {
      timeout: 60_000,
      intervals: [500],
    })
    .toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const reference of references)
    expect(
      subjects().filter((s) => s.includes(reference)),
      reference,
    ).toHaveLength(1);
});

test("an opening published on one server shows on the other's /career within 5 s", async ({
  playwright,
}) => {
  const [first, second] = servers as [OwnServer, OwnServer];
  const title = `Several Servers Engineer ${randomUUID().slice(0, 6)}`;
  const careerOn = async (server: OwnServer) => (await fetch(`${server.url}/career`)).text();
  expect(await careerOn(second)).not.toContain(title);
  const request = await playwright.request.newContext({ baseURL: first.url });
  try {
    await signInRequest(request, first.url, addUser(url, "hr", ["hr"]));
    const published = await request.post("/desk/openings/edit", {
      form: openingForm(title),
      maxRedirects: 0,
    });
    expect(published.status()).toBe(303);
  } finally {
    await request.dispose();
  }
  await expect.poll(() => careerOn(second), { timeout: 5_000, intervals: [250] }).toContain(title);
});

test("the sign-in lock counts failures on both servers together", async () => {
  const email = addUser(url, "lock", ["leads"]);
  const attempt = (password: string) =>
    send(`${site}/desk/sign-in`, {
      method: "POST",
      form: { email, password },
      from: "127.0.0.2",
    });
  const answers = [];
  for (let i = 0; i < 5; i++) answers.push(await attempt("wrong password!!"));
  // Round robin: the five went to both servers, and the fifth still locked the account.
  expect(new Set(answers.map((a) => a.headers["x-server-instance"])).size).toBe(2);
  expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 429]);
  expect((await attempt(PASSWORD)).status).toBe(429);
  expect((await attempt(PASSWORD)).status).toBe(429);
});

test("the inbox's limit counts a client's posts on both servers together", async () => {
  test.setTimeout(180_000);
  await stopAll();
  await startBoth({ LEADS_RATE_PER_MINUTE: "4" });
  const marker = `Limited ${randomUUID().slice(0, 8)}`;
  const answers = [];
  for (let i = 0; i < 6; i++) answers.push(await enquire(`${marker} ${i}`, "127.0.0.3"));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 429, 429]);
  // Round robin: the four taken were answered by both servers, and each counted the other's.
  expect(new Set(answers.slice(0, 4).map((a) => a.server)).size).toBe(2);
  expect(await leadsNamed(marker)).toHaveLength(4);
  // Another client is not held by this one's posts.
  expect((await enquire(`${marker} other`, "127.0.0.4")).status).toBe(200);
});

test("a server killed in the middle of an upload loses no stored lead, and the other keeps serving", async () => {
  test.setTimeout(180_000);
  await stopAll();
  await startBoth();
  const marker = `Killed ${randomUUID().slice(0, 8)}`;
  const before = `Before ${marker}`;
  const stored = await Promise.all(Array.from({ length: 10 }, (_, i) => enquire(`${before} ${i}`)));
  expect(stored.every((a) => a.status === 200)).toBe(true);

  // An enquiry with a 3 MB specification, sent slowly straight to the first server.
  const form = enquiryForm(`${marker} upload`);
  form.set("specification_file", new File([makePdf("x".repeat(3_000_000))], "spec.pdf"));
  const wire = new Response(form);
  const body = Buffer.from(await wire.arrayBuffer());
  const [doomed] = servers as [OwnServer, OwnServer];
  const upload = new Promise<string>((resolve) => {
    const request = http.request(`${doomed.url}/api/v1.0/email/send-form`, {
      method: "POST",
      headers: {
        "content-type": wire.headers.get("content-type")!,
        "content-length": String(body.length),
      },
    });
    request.on("error", (error) => resolve(error.message));
    request.on("response", (response) => resolve(`answered ${response.statusCode}`));
    let sent = 0;
    const next = () => {
      if (sent >= body.length) return request.end();
      request.write(body.subarray(sent, sent + 64 * 1024));
      sent += 64 * 1024;
      if (sent === 10 * 64 * 1024) doomed.child.kill("SIGKILL");
      setTimeout(next, 20);
    };
    next();
  });
  expect(await upload).not.toMatch(/^answered 200/);

  // Until Caddy's check (every 5 s) takes the dead server out, the requests it sends there
  // fail (502; the visitor's form keeps what was typed and says to send it again). Then every
  // visitor is answered by the other: three in a row first, then the ten below.
  let probes = 0;
  const probe = () =>
    enquire(`Probe ${marker} ${probes++}`).then(
      (a) => a.status,
      () => 0,
    );
  await expect
    .poll(async () => [await probe(), await probe(), await probe()], {
      timeout: 30_000,
      intervals: [500],
    })
    .toEqual([200, 200, 200]);
  const after = [];
  for (let i = 0; i < 10; i++) after.push(await enquire(`After ${marker} ${i}`));
  expect(after.map((a) => `${a.status} ${a.server}`)).toEqual(
    Array(10).fill(expect.stringMatching(/^200 /)),
  );
  // All by the one left: one of the two that answered before.
  expect(new Set(after.map((a) => a.server)).size).toBe(1);
  expect(stored.map((a) => a.server)).toContain(after[0]!.server);
  expect((await send(`${site}/verify`)).status).toBe(200);
  expect((await leadsNamed(before)).sort()).toEqual(stored.map((a) => a.reference).sort());
  expect((await leadsNamed(`After ${marker}`)).sort()).toEqual(
    after.map((a) => a.reference).sort(),
  );
  expect(await leadsNamed(`${marker} upload`)).toEqual([]);
});
