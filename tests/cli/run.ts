import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../../", import.meta.url));

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run -s <script> -- <args>` from the project's root, as the lab types it. */
export function npmRun(
  script: "leads" | "desk",
  args: string[],
  { db, input }: { db: string; input?: string },
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "-s", script, "--", ...args], {
      cwd: root,
      env: { ...process.env, LEADS_DB_PATH: db },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (c: string) => (stdout += c));
    child.stderr.setEncoding("utf8").on("data", (c: string) => (stderr += c));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(input ?? "");
  });
}
