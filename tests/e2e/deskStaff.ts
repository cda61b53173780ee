import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { expect, type Page } from "@playwright/test";
import { makePdf } from "../fixtures/documents";
import { enquiryForm } from "../fixtures/leads";
import { root } from "./ownServer";

/** What the desk's specs share: the suite server's database, a staff account, a real lead. */

export const suiteDb = resolve(root, process.env.DATABASE_PATH ?? "data/e2e-lab.sqlite");
export const PASSWORD = "correct horse battery staple";

/** A new staff account, added the way the lab does it (scripts/desk.ts). */
export function addUser(dbPath: string, label: string, roles: string[] = ["admin"]): string {
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
    ],
    {
      cwd: root,
      input: PASSWORD,
      env: { ...process.env, DATABASE_PATH: dbPath },
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

/** A job application with a PDF CV, as a browser without script posts it; answers its reference. */
export async function postApplication(baseURL: string, name = "Asha Verma"): Promise<string> {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    opening: "",
    applicant_name: name,
    email: "asha@example.in",
    phone: "98260 12345",
    current_role: "Test technician",
    experience: "3-5 years",
    notice_period: "30 days",
    consent: "on",
  }))
    fd.append(k, v);
  fd.set("cv", new File([makePdf()], "cv.pdf"));
  const response = await fetch(`${baseURL}/career/apply/send`, {
    method: "POST",
    body: fd,
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location") ?? "", baseURL).searchParams.get("ref") ?? "";
}

/** Signs in through the desk's own form. */
export async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto("/desk/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Each account starts on what needs its attention (lib/desk/access.ts deskHome).
  await expect(page).toHaveURL(/\/desk\/(start|forbidden)$/);
}

/** The lead's entry in the list as shown (a table row or a card), by its reference link. */
export const leadEntry = (page: Page, reference: string) =>
  page
    .locator("tr, li")
    .filter({ has: page.getByRole("link", { name: reference, exact: true }) })
    .filter({ visible: true });
