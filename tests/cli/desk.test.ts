// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cli, npmRun } from "./run";
import { deskSession, deskSignIn } from "./seed";

/** `npm run desk`: staff accounts, run as the lab runs it, against a database of its own. */

const FIRST = "correct horse battery staple";
const SECOND = "another long passphrase";
let dir: string;
let db: string;

const deskCli = (args: string[], input?: string) => cli("desk", args, { db, input });
const listed = async () => {
  const list = await deskCli(["list-users"]);
  expect(list.status, list.stderr).toBe(0);
  return list.stdout
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split("\t")[0]);
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "desk-cli-"));
  db = join(dir, "leads.sqlite");
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

// Each case runs the command line a few times (about half a second each on this machine).
describe("npm run desk", { timeout: 20_000 }, () => {
  it("add-user takes the password from stdin; the account signs in and is listed", async () => {
    expect(await listed()).toEqual([]);
    // `echo PASSWORD | npm run desk -- ...`, as typed: the line break is not part of the password.
    const added = await npmRun(
      "desk",
      ["add-user", "Asha@Lab.example", "--role", "leads", "--password-stdin"],
      { db, input: `${FIRST}\n` },
    );
    expect(added.status, added.stderr).toBe(0);
    expect(added.stdout).toContain("Account added: Asha@Lab.example");
    expect(await listed()).toEqual(["asha@lab.example"]);
    expect(await deskSignIn(db, "asha@lab.example", FIRST)).toBeDefined();

    const twice = await deskCli(
      ["add-user", "asha@lab.example", "--role", "leads", "--password-stdin"],
      SECOND,
    );
    expect(twice.status).toBe(1);
    expect(twice.stderr).toContain("asha@lab.example already has an account (use reset-password).");
    const short = await deskCli(
      ["add-user", "ravi@lab.example", "--role", "leads", "--password-stdin"],
      "short",
    );
    expect(short.status).toBe(1);
    expect(short.stderr).toMatch(/The password must have at least \d+ characters\./);
    const notEmail = await deskCli(
      ["add-user", "ravi", "--role", "leads", "--password-stdin"],
      FIRST,
    );
    expect(notEmail.status).toBe(1);
    expect(notEmail.stderr).toContain("Not an e-mail address: ravi");
    expect(await listed()).toEqual(["asha@lab.example"]);
  });

  it("reset-password replaces the password and ends every session", async () => {
    expect(
      (
        await deskCli(
          ["add-user", "asha@lab.example", "--role", "leads", "--password-stdin"],
          FIRST,
        )
      ).status,
    ).toBe(0);
    const token = await deskSignIn(db, "asha@lab.example", FIRST);
    expect(await deskSession(db, token!)).toBe("asha@lab.example");

    const reset = await deskCli(["reset-password", "asha@lab.example", "--password-stdin"], SECOND);
    expect(reset.status, reset.stderr).toBe(0);
    expect(reset.stdout).toContain("Password reset; asha@lab.example is signed out everywhere.");
    expect(await deskSession(db, token!)).toBeUndefined();
    expect(await deskSignIn(db, "asha@lab.example", FIRST)).toBeUndefined();
    expect(await deskSignIn(db, "asha@lab.example", SECOND)).toBeDefined();

    const unknown = await deskCli(
      ["reset-password", "ravi@lab.example", "--password-stdin"],
      SECOND,
    );
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("No account for ravi@lab.example.");
  });

  it("remove-user removes the account: it no longer signs in, its sessions end", async () => {
    for (const email of ["asha@lab.example", "ravi@lab.example"])
      expect(
        (await deskCli(["add-user", email, "--role", "leads", "--password-stdin"], FIRST)).status,
      ).toBe(0);
    const token = await deskSignIn(db, "asha@lab.example", FIRST);
    const removed = await deskCli(["remove-user", "asha@lab.example"]);
    expect(removed.status, removed.stderr).toBe(0);
    expect(removed.stdout).toContain("Account removed: asha@lab.example");
    expect(await listed()).toEqual(["ravi@lab.example"]);
    expect(await deskSession(db, token!)).toBeUndefined();
    expect(await deskSignIn(db, "asha@lab.example", FIRST)).toBeUndefined();

    const again = await deskCli(["remove-user", "asha@lab.example"]);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("No account for asha@lab.example.");
  });

  it("--password-stdin takes the first line only, and refuses a control character", async () => {
    // What a person does after reading "the password is asked twice".
    const piped = await deskCli(
      ["add-user", "asha@lab.example", "--role", "leads", "--password-stdin"],
      `${FIRST}\n${FIRST}\n`,
    );
    expect(piped.status, piped.stderr).toBe(0);
    expect(await deskSignIn(db, "asha@lab.example", FIRST)).toBeDefined();
    const tab = await deskCli(
      ["add-user", "ravi@lab.example", "--role", "leads", "--password-stdin"],
      `${FIRST}\tmore\n`,
    );
    expect(tab.status).toBe(1);
    expect(tab.stderr).toContain("The password may not contain control characters");
    expect(await listed()).toEqual(["asha@lab.example"]);
  });

  it("roles: add-user needs one, set-roles replaces them and signs the person out", async () => {
    const none = await deskCli(["add-user", "asha@lab.example", "--password-stdin"], FIRST);
    expect(none.status).toBe(1);
    expect(none.stderr).toContain("Roles: admin, leads, hr, content, reports");
    const unknown = await deskCli(
      ["add-user", "asha@lab.example", "--role", "boss", "--password-stdin"],
      FIRST,
    );
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("Unknown role: boss");

    const added = await deskCli(
      ["add-user", "asha@lab.example", "--role", "leads", "--role", "hr", "--password-stdin"],
      FIRST,
    );
    expect(added.status, added.stderr).toBe(0);
    const roles = async () =>
      (await deskCli(["list-users"])).stdout.trim().split("\t").slice(0, 2).join(" ");
    expect(await roles()).toBe("asha@lab.example hr,leads");
    // Made when, in India time as the desk writes it, not an ISO timestamp in UTC.
    expect((await deskCli(["list-users"])).stdout.trim().split("\t")[2]).toMatch(
      /^\d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d\d [ap]m$/,
    );
    const token = await deskSignIn(db, "asha@lab.example", FIRST);
    const set = await deskCli(["set-roles", "asha@lab.example", "--role", "admin"]);
    expect(set.status, set.stderr).toBe(0);
    expect(await roles()).toBe("asha@lab.example admin");
    expect(await deskSession(db, token!)).toBeUndefined();
  });

  it("a signatory is added with the name and designation they sign with, or refused", async () => {
    const bare = await deskCli(
      ["add-user", "verma@lab.example", "--role", "signatory", "--password-stdin"],
      FIRST,
    );
    expect(bare.status).toBe(1);
    expect(bare.stderr).toContain(
      "Enter the name an authorised signatory signs with, for example R. K. Verma. Enter the designation an authorised signatory signs with, for example Technical Manager.",
    );
    expect(await listed()).toEqual([]);
    const added = await deskCli(
      [
        "add-user",
        "verma@lab.example",
        "--role",
        "signatory",
        "--name",
        "R. K. Verma",
        "--designation",
        "Technical Manager",
        "--password-stdin",
      ],
      FIRST,
    );
    expect(added.status, added.stderr).toBe(0);
    expect((await deskCli(["list-users"])).stdout.trim().split("\t")[3]).toBe(
      "R. K. Verma, Technical Manager",
    );

    // The role given later needs the name too: given with it, or refused.
    await deskCli(["add-user", "asha@lab.example", "--role", "leads", "--password-stdin"], FIRST);
    const refused = await deskCli(["set-roles", "asha@lab.example", "--role", "signatory"]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("An authorised signatory needs a name and designation");
    const given = await deskCli([
      "set-roles",
      "asha@lab.example",
      "--role",
      "signatory",
      "--name",
      "Asha Verma",
      "--designation",
      "Engineer",
    ]);
    expect(given.status, given.stderr).toBe(0);
  });

  it("add-user --totp-secret turns two-factor sign-in on at once; reset-two-factor takes it off", async () => {
    const key = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"; // 20 bytes, base32
    const added = await deskCli(
      [
        "add-user",
        "tf@lab.example",
        "--role",
        "admin",
        "--password-stdin",
        "--totp-secret",
        key.toLowerCase(),
      ],
      FIRST,
    );
    expect(added.status, added.stderr).toBe(0);
    expect(added.stdout).toContain("Two-factor sign-in is on, with the setup key given.");
    const codes = added.stdout.match(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/gm);
    expect(codes).toHaveLength(10);
    // The password alone makes no session now: the code step follows it.
    expect(await deskSignIn(db, "tf@lab.example", FIRST)).toBeUndefined();

    const short = await deskCli(
      [
        "add-user",
        "ravi@lab.example",
        "--role",
        "admin",
        "--password-stdin",
        "--totp-secret",
        "ABC",
      ],
      FIRST,
    );
    expect(short.status).toBe(1);
    expect(short.stderr).toContain("--totp-secret must be base32");
    expect(await listed()).toEqual(["tf@lab.example"]);

    const reset = await deskCli(["reset-two-factor", "tf@lab.example"]);
    expect(reset.status, reset.stderr).toBe(0);
    expect(await deskSignIn(db, "tf@lab.example", FIRST)).toBeDefined();

    const made = await deskCli(
      ["add-user", "ravi@lab.example", "--role", "reports", "--password-stdin", "--totp"],
      FIRST,
    );
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/Setup key: ([A-Z2-7]{4} ){7}[A-Z2-7]{4}\n/);
    expect(made.stdout).toContain("otpauth://totp/");
  });

  it("a missing command or e-mail prints the usage and fails", async () => {
    for (const args of [[], ["add-user"], ["promote", "asha@lab.example"]]) {
      const run = await deskCli(args);
      expect(run.status, args.join(" ")).toBe(1);
      expect(run.stderr, args.join(" ")).toContain("Usage: npm run desk -- add-user EMAIL");
    }
  });
});
