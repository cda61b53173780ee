import { spawnSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { root, startServer } from "./ownServer";

/** Five failed sign-ins lock the account and the address for 15 minutes (on a server of its own). */

const port = Number(process.env.E2E_PORT ?? 3100) + 60;

test("five failed sign-ins lock the account, and the page says until when", async () => {
  const server = await startServer(port, {});
  try {
    const added = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "scripts/desk.ts",
        "add-user",
        "lock@lab.example",
        "--role",
        "leads",
        "--password-stdin",
      ],
      {
        cwd: root,
        input: "correct horse battery staple",
        env: { ...process.env, LEADS_DB_PATH: server.dbPath },
        encoding: "utf8",
      },
    );
    expect(added.status, added.stderr).toBe(0);
    const attempt = (password: string) =>
      fetch(`${server.url}/desk/sign-in`, {
        method: "POST",
        body: new URLSearchParams({ email: "lock@lab.example", password }),
        redirect: "manual",
      });
    for (let i = 0; i < 4; i++) {
      const wrong = await attempt("wrong password!!");
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).toContain("That e-mail and password do not match an account.");
    }
    const fifth = await attempt("wrong password!!");
    expect(fifth.status).toBe(429);
    expect(await fifth.text()).toMatch(
      /Too many failed sign-ins\. This account and this address are locked until/,
    );
    // Even the right password waits now.
    expect((await attempt("correct horse battery staple")).status).toBe(429);
  } finally {
    await server.stop();
  }
});
