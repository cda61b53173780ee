/**
 * What the attack benchmarks (bench:hostile, bench:fairness) share: the
 * production server on a throwaway database with its event loop watched
 * (loop-serve.mjs), desk accounts and API tokens made as the lab's IT makes
 * them, the site's own forms, and the arithmetic of the results.
 */
import { fork, spawnSync, type ChildProcess } from "node:child_process";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { percentile as sortedPercentile } from "./measure";

export const root = resolve(import.meta.dirname, "../..");
export const HOST = "127.0.0.1";

/** `npm run desk -- …` on `db`; its standard output. */
function desk(db: string, args: string[], input?: string): string {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/desk.ts", ...args], {
    cwd: root,
    input,
    env: { ...process.env, DATABASE_PATH: db },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`desk ${args[0]} failed: ${result.stderr}`);
  return result.stdout;
}

/** A desk account; with `totpSecret`, its second factor already set up (the roles that need one). */
export function addDeskUser(
  db: string,
  email: string,
  password: string,
  roles: string[],
  totpSecret?: string,
): void {
  desk(
    db,
    [
      "add-user",
      email,
      ...roles.flatMap((r) => ["--role", r]),
      ...(totpSecret ? ["--totp-secret", totpSecret] : []),
      "--password-stdin",
    ],
    password,
  );
}

export const addApiToken = (db: string, name: string, scope: "register" | "issue") =>
  desk(db, ["add-api-token", name, "--scope", scope]).trim();

export type LoopDelay = { maxMs: number; p99Ms: number };

/** The server's event-loop delay since the last time it was taken. */
export function takeLoopDelay(server: ChildProcess): Promise<LoopDelay> {
  return new Promise((done) => {
    server.once("message", (m) => done(m as LoopDelay));
    server.send("take");
  });
}

/** The production server in its own process group, answering /api/health. */
export async function startWatchedServer(
  db: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const server = fork(join(root, "scripts/bench/loop-serve.mjs"), {
    cwd: root,
    // Plain Node, never this script's own loader (tsx transformed each route's chunk as it was
    // first asked for, a second of the server's thread). BENCH_SERVER_ARGS="--cpu-prof
    // --cpu-prof-dir=/tmp/p": the server's own Node flags, to profile it.
    execArgv: process.env.BENCH_SERVER_ARGS?.split(" ").filter(Boolean) ?? [],
    detached: true,
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: {
      ...process.env,
      HOST,
      PORT: String(port),
      DATABASE_PATH: db,
      NODE_ENV: "production",
      ...env,
    },
  });
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://${HOST}:${port}/api/health`)).ok) return server;
    } catch {
      await sleep(500);
    }
  }
  throw new Error("the server did not start within 60 s");
}

export function stopServer(server: ChildProcess): void {
  try {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  } catch {
    /* already gone */
  }
}

/** A staff sign-in as the desk's form posts it; 303 to the desk when it worked. */
export const postSignIn = (base: string, email: string, password: string, client?: string) =>
  fetch(`${base}/desk/sign-in`, {
    method: "POST",
    body: new URLSearchParams({ email, password }),
    headers: client ? { "x-forwarded-for": client } : {},
    redirect: "manual",
  });

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** The session cookie of a staff member; `code` gives the second factor's code when it asks. */
export async function signIn(
  base: string,
  email: string,
  password: string,
  code?: () => string,
): Promise<string> {
  const response = await postSignIn(base, email, password);
  const cookie = cookiesOf(response);
  if (response.status !== 303 || !cookie) throw new Error(`sign-in answered ${response.status}`);
  if (!code || !(response.headers.get("location") ?? "").startsWith("/desk/sign-in/code"))
    return cookie;
  const second = await fetch(`${base}/desk/sign-in/code`, {
    method: "POST",
    body: new URLSearchParams({ code: code() }),
    headers: { cookie, origin: base },
    redirect: "manual",
  });
  const session = cookiesOf(second);
  if (second.status !== 303 || !session) throw new Error(`the code step answered ${second.status}`);
  return session;
}

export const file = (bytes: Uint8Array, name: string, type = "application/octet-stream") =>
  new File([new Uint8Array(bytes)], name, { type });

/** A tiny PDF a reader opens. */
export const plainPdf = () =>
  new TextEncoder().encode(
    "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
  );

/** An enquiry as the site's form sends it through the e-mail protocol, with `pdf` as its file. */
export function enquiryForm(contactPerson: string, pdf: Uint8Array = plainPdf()): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    lib_version: "4.4.1",
    user_id: "local-inbox",
    service_id: "service_leads",
    template_id: "template_enquiry",
    form_name: "enquiry",
    company_name: "Narmada Cables Pvt Ltd",
    contact_person: contactPerson,
    email: "joshi@narmada.in",
    phone: "0731 2345678",
    selected_service: "Cables",
    equipment_details: "11 kV XLPE cable, 3 drums",
    selected_service_id: "cables",
  }))
    form.append(name, value);
  form.append("specification_file", file(pdf, "spec.pdf", "application/pdf"));
  return form;
}

/** A job application with `cv` (a PDF or DOCX), as the careers form posts it. */
export function applicationForm(name: string, cv: Uint8Array, cvName = "cv.pdf"): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    applicant_name: name,
    email: "applicant@example.com",
    phone: "9826012345",
    current_role: "Engineer",
    experience: "3-5 years",
    notice_period: "30 days",
    consent: "yes",
  }))
    form.set(k, v);
  form.set("cv", file(cv, cvName));
  return form;
}

export interface Sent {
  what: string;
  statuses: Map<number, number>;
  ms: number[];
}

/** Sends `send()` every `everyMs` until `until`, one at a time, counting the answers. */
export async function keepSending(
  what: string,
  everyMs: number,
  until: number,
  send: () => Promise<Response>,
): Promise<Sent> {
  const sent: Sent = { what, statuses: new Map(), ms: [] };
  while (Date.now() < until) {
    const started = performance.now();
    const response = await send().catch(() => undefined);
    await response?.arrayBuffer().catch(() => undefined);
    sent.ms.push(performance.now() - started);
    const status = response?.status ?? 0;
    sent.statuses.set(status, (sent.statuses.get(status) ?? 0) + 1);
    await sleep(Math.max(0, everyMs - (performance.now() - started)));
  }
  return sent;
}

/** The p-th percentile of values in any order (NaN for none). */
export const percentile = (values: number[], p: number) =>
  values.length
    ? sortedPercentile(
        [...values].sort((a, b) => a - b),
        p,
      )
    : NaN;
export const ms = (n: number) => `${n.toFixed(1)} ms`;
