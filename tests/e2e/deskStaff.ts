import { spawnSync } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";

import { setTimeout as sleep } from "node:timers/promises";
import { expect, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";
import { HOTP, Secret, TOTP } from "otpauth";
import { isRole, needsSecondFactor } from "@/lib/desk/roles";
import { makePdf } from "../fixtures/documents";
import { enquiryForm } from "../fixtures/leads";
import { root } from "./ownServer";
import { recordEnv, suiteRecord } from "./record";

/** What the desk's specs share: the suite server's database, a staff account, a real lead. */

/** The suite server's record: its SQLite file, or its PostgreSQL database's URL (./record.ts). */
export const suiteDb = suiteRecord();
export const PASSWORD = "correct horse battery staple";

/** The code step after the password, for an account with two-factor sign-in (lib/desk/signIn.ts). */
export const CODE_PATH = "/desk/sign-in/code";

/**
 * The setup key of a test account's second factor: derived from its e-mail, so
 * any process of the suite can compute the account's codes.
 */
export const totpSecretOf = (email: string): string =>
  new Secret({
    buffer: new Uint8Array(createHash("sha1").update(`e2e second factor ${email}`).digest()).buffer,
  }).base32;

/** The time steps each account of this process has used, so no code is spent twice. */
const usedSteps = new Map<string, number>();

/**
 * A code for an account's next sign-in, as its authenticator app would show it
 * (on a server whose clock runs `clockOffsetMs` ahead of this one's, if given).
 * The desk accepts the current 30-second step or one either side, each step
 * once and only later than the last accepted (lib/desk/twoFactor.ts). So the
 * first sign-in of a step uses the current one, a second uses the next, and
 * only a third within one step waits until a step is free. Accounts are made
 * per test process (random e-mails), so this process's record is complete.
 */
export async function nextCode(email: string, clockOffsetMs = 0): Promise<string> {
  const current = TOTP.counter({ timestamp: Date.now() + clockOffsetMs });
  const step = Math.max(current, (usedSteps.get(email) ?? 0) + 1);
  usedSteps.set(email, step);
  if (step > current + 1) await sleep((step - 1) * 30_000 - (Date.now() + clockOffsetMs) + 100);
  return HOTP.generate({ secret: Secret.fromBase32(totpSecretOf(email)), counter: step });
}

/** The name a test signatory is added with (`addUser`), from its label. */
export const signingNameOf = (label: string) => `Signatory ${label}`;

/**
 * A new staff account, added the way the lab does it (scripts/desk.ts). An
 * account whose roles need two-factor sign-in gets it at once, with the key of
 * `totpSecretOf` (`--totp-secret`), unless `secondFactor` is false: such an
 * account is sent to set it up after its password, as a real one would be.
 * `env` adds settings (a server's DATABASE_PATH on PostgreSQL: where its key file is).
 */
export function addUser(
  dbPath: string,
  label: string,
  roles: string[] = ["admin"],
  {
    secondFactor = needsSecondFactor(roles.filter(isRole)),
    env = {},
  }: { secondFactor?: boolean; env?: Record<string, string> } = {},
): string {
  const email = `staff-${label}-${randomUUID().slice(0, 8)}@lab.example`;
  const result = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/desk.ts",
      "add-user",
      email,
      ...roles.flatMap((role) => ["--role", role]),
      "--password-stdin",
      ...(secondFactor ? ["--totp-secret", totpSecretOf(email)] : []),
      // A signatory is added with the name and designation they sign with (scripts/desk.ts).
      ...(roles.includes("signatory")
        ? ["--name", signingNameOf(label), "--designation", "Technical Manager"]
        : []),
    ],
    {
      cwd: root,
      input: PASSWORD,
      env: { ...process.env, ...recordEnv(dbPath), ...env },
      encoding: "utf8",
    },
  );
  expect(result.status, result.stderr).toBe(0);
  return email;
}

/**
 * An enquiry with a PDF, as a visitor's browser posts it (with these fields
 * changed); answers the lead's reference.
 */
export async function postEnquiry(
  baseURL: string,
  marker: string,
  fields: Record<string, string> = {},
): Promise<string> {
  const fd = enquiryForm(`S. Joshi ${marker}`);
  fd.set("specification_file", new File([makePdf()], "../spec sheet.pdf"));
  for (const [name, value] of Object.entries(fields)) fd.set(name, value);
  const response = await fetch(`${baseURL}/api/v1.0/email/send-form`, { method: "POST", body: fd });
  expect(response.status).toBe(200);
  return (await response.text()).slice(3);
}

/** A consultation request (other field names than the enquiry's), as a browser posts it. */
export async function postConsultation(
  baseURL: string,
  fields: Record<string, string>,
): Promise<string> {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    lib_version: "4.4.1",
    user_id: "local-inbox",
    service_id: "service_contact",
    template_id: "template_contact",
    form_name: "consultation",
    user_service: "Calibration Services",
    ...fields,
  }))
    fd.append(k, v);
  const response = await fetch(`${baseURL}/api/v1.0/email/send-form`, { method: "POST", body: fd });
  expect(response.status).toBe(200);
  return (await response.text()).slice(3);
}

/** A job application (a PDF CV unless given), as a browser without script posts it; answers its reference. */
export async function postApplication(
  baseURL: string,
  name = "Asha Verma",
  { opening = "", cv = new File([makePdf()], "cv.pdf") }: { opening?: string; cv?: File } = {},
): Promise<string> {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    opening,
    applicant_name: name,
    email: "asha@example.in",
    phone: "98260 12345",
    current_role: "Test technician",
    experience: "3-5 years",
    notice_period: "30 days",
    consent: "on",
    adult: "on",
  }))
    fd.append(k, v);
  fd.set("cv", cv);
  const response = await fetch(`${baseURL}/career/apply/send`, {
    method: "POST",
    body: fd,
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location") ?? "", baseURL).searchParams.get("ref") ?? "";
}

/**
 * Fills the desk's sign-in form already open in the page with the account's
 * password and, where the account has two-factor sign-in, its code on the next
 * page: every spec signs in through here (or `signInRequest`, `signInCookie`).
 */
export async function fillSignIn(page: Page, email: string): Promise<void> {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname !== "/desk/sign-in");
  if (new URL(page.url()).pathname !== CODE_PATH) return;
  await page.getByLabel("Code", { exact: true }).fill(await nextCode(email));
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname !== CODE_PATH);
}

/** Signs in through the desk's own form (at `base`, the suite's server by default). */
export async function signInAs(page: Page, email: string, base = ""): Promise<void> {
  await page.goto(`${base}/desk/sign-in`);
  await fillSignIn(page, email);
  // Each account starts on what needs its attention (lib/desk/access.ts deskHome).
  await expect(page).toHaveURL(/\/desk\/(start|forbidden)$/);
}

/**
 * Signs a request context in (its cookies stay in it): the password, then the
 * code where the account has two-factor sign-in. Answers the last answer (a
 * 303 to the page asked for, or the account's home).
 */
export async function signInRequest(
  request: APIRequestContext,
  email: string,
  {
    base = "",
    next,
    clockOffsetMs = 0,
  }: { base?: string; next?: string; clockOffsetMs?: number } = {},
): Promise<APIResponse> {
  const password = await request.post(`${base}/desk/sign-in`, {
    form: { email, password: PASSWORD, ...(next ? { next } : {}) },
    maxRedirects: 0,
  });
  const location = password.headers()["location"] ?? "";
  if (password.status() !== 303 || !location.startsWith(CODE_PATH)) return password;
  return request.post(`${base}${CODE_PATH}`, {
    form: { code: await nextCode(email, clockOffsetMs), ...(next ? { next } : {}) },
    maxRedirects: 0,
  });
}

const cookiePair = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .find((pair) => pair.startsWith(`${name}=`) || pair.startsWith(`__Host-${name}=`));

/**
 * Signs in with plain fetch (no cookie jar): answers the session's cookie as a
 * request header ("desk-session=…"), after the code step where there is one.
 */
export async function signInCookie(
  base: string,
  email: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const password = await fetch(`${base}/desk/sign-in`, {
    method: "POST",
    headers,
    body: new URLSearchParams({ email, password: PASSWORD }),
    redirect: "manual",
  });
  expect(password.status, `sign-in of ${email}`).toBe(303);
  if (!(password.headers.get("location") ?? "").startsWith(CODE_PATH))
    return cookiePair(password, "desk-session") ?? "";
  const code = await fetch(`${base}${CODE_PATH}`, {
    method: "POST",
    headers: { ...headers, cookie: cookiePair(password, "desk-pending") ?? "" },
    body: new URLSearchParams({ code: await nextCode(email) }),
    redirect: "manual",
  });
  expect(code.status, `sign-in code of ${email}`).toBe(303);
  return cookiePair(code, "desk-session") ?? "";
}

/** The lead's entry in the list as shown (a table row or a card), by its reference link. */
export const leadEntry = (page: Page, reference: string) =>
  page
    .locator("tr, li")
    .filter({ has: page.getByRole("link", { name: reference, exact: true }) })
    .filter({ visible: true });

/**
 * A case page's <main> as a record of the case, for "nothing changed" checks:
 * less the owner's choices, since the colleagues who may own a case grow as
 * other tests add accounts.
 */
export const casePageState = (html: string): string =>
  (/<main\b[^]*<\/main>/.exec(html)?.[0] ?? "").replace(
    /<select id="case-owner"[^]*?<\/select>/,
    "",
  );
