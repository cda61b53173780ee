/**
 * Staff accounts of the lead desk (/desk).
 *
 *   npm run desk -- add-user EMAIL [--password-stdin]
 *   npm run desk -- reset-password EMAIL [--password-stdin]
 *   npm run desk -- remove-user EMAIL
 *   npm run desk -- list-users
 *
 * Without --password-stdin the password is asked on the terminal (twice, not shown).
 * The database is LEADS_DB_PATH, the same file as the server's.
 */
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { openDatabase } from "@/lib/db/connection";
import { AccountError, addUser, listUsers, removeUser, resetPassword } from "@/lib/desk/accounts";
import { serverEnv } from "@/lib/env/server";

const USAGE =
  "Usage: npm run desk -- add-user EMAIL | reset-password EMAIL | remove-user EMAIL | list-users  [--password-stdin]";

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

/** Asks on the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _enc, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    muted = true;
  });
}

async function password(fromStdin: boolean): Promise<string> {
  if (fromStdin) return readStdin();
  const first = await askHidden("Password (at least 12 characters): ");
  const second = await askHidden("Again: ");
  if (first !== second) throw new AccountError("The two passwords differ.");
  return first;
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { "password-stdin": { type: "boolean", default: false } },
  });
  const [command, email] = positionals;
  const db = openDatabase(serverEnv.LEADS_DB_PATH);
  try {
    switch (command) {
      case "add-user":
        if (!email) break;
        await addUser(db, email, await password(values["password-stdin"]));
        console.log(`Account added: ${email}`);
        return 0;
      case "reset-password":
        if (!email) break;
        await resetPassword(db, email, await password(values["password-stdin"]));
        console.log(`Password reset; ${email} is signed out everywhere.`);
        return 0;
      case "remove-user":
        if (!email) break;
        removeUser(db, email);
        console.log(`Account removed: ${email}`);
        return 0;
      case "list-users":
        for (const u of listUsers(db)) console.log(`${u.email}\t${u.createdAt}`);
        return 0;
    }
    console.error(USAGE);
    return 1;
  } catch (error) {
    if (error instanceof AccountError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    db.close();
  }
}

process.exitCode = await main();
