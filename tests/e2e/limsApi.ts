import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { makePdf } from "../fixtures/documents";
import { root } from "./ownServer";
import { recordEnv } from "./record";

/** `npm run desk -- <command> NAME` on a database, as the lab's IT runs it. */
export function deskCommand(dbPath: string, ...args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/desk.ts", ...args], {
    cwd: root,
    env: { ...process.env, ...recordEnv(dbPath) },
    encoding: "utf8",
  });
}

/** A new API token made with the command line: its name and the token it printed. */
export function addApiToken(
  dbPath: string,
  label = "lims",
  scope?: "register" | "issue",
): { name: string; token: string } {
  const name = `${label}-${randomUUID().slice(0, 8)}`;
  const result = deskCommand(dbPath, "add-api-token", name, ...(scope ? ["--scope", scope] : []));
  expect(result.status, result.stderr).toBe(0);
  return { name, token: result.stdout.trim() };
}

/**
 * A report registered through the LIMS API (`POST /api/reports`, multipart), expected to be 201;
 * with its final PDF (a token scoped to issue must send one: issue 48).
 */
export async function postReport(
  base: string,
  bearer: string,
  fields: Record<string, string>,
  pdf: Uint8Array<ArrayBuffer> = makePdf(`Report ${fields.ulr ?? fields.reportNumber ?? ""}`),
): Promise<void> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  body.set("pdf", new File([pdf], "report.pdf", { type: "application/pdf" }));
  const answer = await fetch(`${base}/api/reports`, {
    method: "POST",
    headers: { authorization: `Bearer ${bearer}` },
    body,
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
}
