import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { expect } from "@playwright/test";
import { makePdf } from "../fixtures/documents";
import { enquiryForm } from "../fixtures/leads";
import { root } from "./ownServer";

/** What the desk's specs share: the suite server's database, a staff account, a real lead. */

export const suiteDb = resolve(root, process.env.LEADS_DB_PATH ?? "data/e2e-leads.sqlite");
export const PASSWORD = "correct horse battery staple";

/** A new staff account, added the way the lab does it (scripts/desk.ts). */
export function addUser(dbPath: string, label: string): string {
  const email = `staff-${label}-${randomUUID().slice(0, 8)}@lab.example`;
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/desk.ts", "add-user", email, "--password-stdin"],
    {
      cwd: root,
      input: PASSWORD,
      env: { ...process.env, LEADS_DB_PATH: dbPath },
      encoding: "utf8",
    },
  );
  expect(result.status, result.stderr).toBe(0);
  return email;
}

/** An enquiry with a PDF, as a visitor's browser posts it; answers the lead's reference. */
export async function postEnquiry(baseURL: string, marker: string): Promise<string> {
  const fd = enquiryForm(`S. Joshi ${marker}`);
  fd.set("specification_file", new File([makePdf()], "../spec sheet.pdf"));
  const response = await fetch(`${baseURL}/api/v1.0/email/send-form`, { method: "POST", body: fd });
  expect(response.status).toBe(200);
  return (await response.text()).slice(3);
}
