/**
 * Staff accounts of the lead desk (/desk).
 *
 *   npm run desk -- add-user EMAIL --role ROLE [--role ROLE …] [--password-stdin]
 *                  [--name "R. K. Verma" --designation "Technical Manager"]
 *                  [--totp | --totp-secret BASE32]
 *                  (--name and --designation: how the account signs the reports it authorises;
 *                  needed with --role signatory, optional otherwise.)
 *                  (--totp gives the account two-factor sign-in at once and prints its setup key,
 *                  otpauth:// address and recovery codes; --totp-secret does so with a key of
 *                  yours, for scripted set-ups. Without either, an account whose roles need it
 *                  sets it up in the browser at its first sign-in.)
 *   npm run desk -- reset-two-factor EMAIL
 *                  (a lost phone: removes the second factor; the account sets it up again)
 *   npm run desk -- set-roles EMAIL --role ROLE [--role ROLE …] [--name … --designation …]
 *                  (the signatory role needs a name and designation: given here, or already kept)
 *   npm run desk -- reset-password EMAIL [--password-stdin]
 *   npm run desk -- remove-user EMAIL
 *   npm run desk -- list-users
 *                  (e-mail, roles, when added, and the name and designation it signs with)
 *   npm run desk -- add-api-token NAME [--scope register|issue]
 *                  (prints the token once; only its hash is kept. register, the default: the
 *                  LIMS's reports await a signatory's authorisation; issue: they are issued at once)
 *   npm run desk -- list-api-tokens
 *   npm run desk -- revoke-api-token NAME
 *
 * Roles: admin (everything), leads, hr, content, reports, signatory, quality.
 * Without --password-stdin the password is asked on the terminal (twice, not
 * shown); with it, the first line of standard input is the password.
 * The database is DATABASE_PATH, the same file as the server's.
 */
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { openCommandStore } from "@/lib/db/command";
import { formatDateTimeIN } from "@/lib/format";
import {
  AccountError,
  addUser,
  listUsers,
  removeUser,
  resetPassword,
  resetTwoFactor,
  setProfile,
  setRoles,
} from "@/lib/desk/accounts";
import {
  cleanSecret,
  enrolWithSecret,
  groupedKey,
  newSecret,
  otpauthUri,
} from "@/lib/desk/twoFactor";
import { recordAudit } from "@/lib/platform/audit/store";
import { ROLES } from "@/lib/desk/roles";
import { lims } from "@/content/reports";
import {
  ApiTokenError,
  createApiToken,
  isTokenScope,
  listApiTokens,
  revokeApiToken,
} from "@/lib/reports/apiTokens";

const USAGE = `Usage: npm run desk -- add-user EMAIL --role ROLE… [--name NAME --designation DESIGNATION] [--totp | --totp-secret BASE32] | set-roles EMAIL --role ROLE… [--name NAME --designation DESIGNATION] | reset-password EMAIL | reset-two-factor EMAIL | remove-user EMAIL | list-users  [--password-stdin]
       npm run desk -- add-api-token NAME [--scope register|issue] | list-api-tokens | revoke-api-token NAME
Roles: ${ROLES.join(", ")}`;

/** The first line of standard input: a person who pipes the password twice gets it once. */
async function readStdinLine(): Promise<string> {
  const rl = createInterface({ input: process.stdin, terminal: false });
  try {
    for await (const line of rl) return checkControl(line);
    return "";
  } finally {
    rl.close();
  }
}

function checkControl(password: string): string {
  if (/[\u0000-\u001f\u007f]/.test(password))
    throw new AccountError("The password may not contain control characters (tabs, newlines).");
  return password;
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
  if (fromStdin) return readStdinLine();
  const first = await askHidden("Password (at least 12 characters): ");
  const second = await askHidden("Again: ");
  if (first !== second) throw new AccountError("The two passwords differ.");
  return checkControl(first);
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      "password-stdin": { type: "boolean", default: false },
      role: { type: "string", multiple: true, default: [] },
      scope: { type: "string", default: "register" },
      totp: { type: "boolean", default: false },
      name: { type: "string" },
      designation: { type: "string" },
      "totp-secret": { type: "string" },
    },
  });
  const roles = values.role;
  const [command, email] = positionals;
  const name = positionals[1];
  const record = openCommandStore();
  try {
    // The desk's accounts and the API tokens on this database's store (lib/db/store.ts).
    return await record.within(async () => {
      switch (command) {
        case "add-user": {
          if (!email) break;
          if (!roles.length) break;
          const given = values["totp-secret"];
          const secret = given !== undefined ? cleanSecret(given) : values.totp ? newSecret() : "";
          if (secret === undefined)
            throw new AccountError("--totp-secret must be base32 (A-Z, 2-7) of at least 16 bytes.");
          await addUser(email, await password(values["password-stdin"]), roles, "command line", {
            displayName: values.name ?? "",
            designation: values.designation ?? "",
          });
          console.log(`Account added: ${email} (${roles.join(", ")})`);
          if (secret) {
            const codes = await enrolWithSecret(email, secret);
            await recordAudit("command line", "two-factor sign-in turned on", email);
            if (values.totp)
              console.log(
                `Two-factor sign-in is on. Setup key: ${groupedKey(secret)}\n${otpauthUri(secret, email)}`,
              );
            else console.log("Two-factor sign-in is on, with the setup key given.");
            console.log(`Recovery codes (each works once; shown only now):\n${codes.join("\n")}`);
          }
          return 0;
        }
        case "set-roles":
          if (!email || !roles.length) break;
          if (values.name !== undefined || values.designation !== undefined)
            await setProfile(
              email,
              { displayName: values.name ?? "", designation: values.designation ?? "" },
              "command line",
            );
          await setRoles(email, roles);
          console.log(`Roles of ${email}: ${roles.join(", ")}; signed out everywhere.`);
          return 0;
        case "reset-password":
          if (!email) break;
          await resetPassword(email, await password(values["password-stdin"]));
          console.log(`Password reset; ${email} is signed out everywhere.`);
          return 0;
        case "reset-two-factor":
          if (!email) break;
          await resetTwoFactor(email);
          console.log(`Two-factor sign-in of ${email} removed; they are signed out everywhere.`);
          return 0;
        case "remove-user":
          if (!email) break;
          await removeUser(email);
          console.log(`Account removed: ${email}`);
          return 0;
        case "list-users":
          for (const u of await listUsers())
            console.log(
              [
                u.email,
                u.roles.join(","),
                formatDateTimeIN(u.createdAt),
                [u.displayName, u.designation].filter(Boolean).join(", "),
              ].join("\t"),
            );
          return 0;
        case "add-api-token": {
          if (!name) break;
          const scope = values.scope;
          if (!isTokenScope(scope)) throw new ApiTokenError(lims.tokens.errors.scope);
          const token = await createApiToken(name, "command line", scope);
          console.error(
            `API token ${name} created (scope ${scope}). It is shown only now; keep it in the LIMS:`,
          );
          console.log(token);
          return 0;
        }
        case "list-api-tokens":
          for (const t of await listApiTokens())
            console.log(
              [
                t.name,
                t.scope,
                formatDateTimeIN(t.createdAt),
                t.lastUsedAt ? formatDateTimeIN(t.lastUsedAt) : "never used",
                t.revokedAt ? `revoked ${formatDateTimeIN(t.revokedAt)}` : "active",
              ].join("\t"),
            );
          return 0;
        case "revoke-api-token":
          if (!name) break;
          await revokeApiToken(name, "command line");
          console.log(`API token ${name} revoked.`);
          return 0;
      }
      console.error(USAGE);
      return 1;
    });
  } catch (error) {
    if (error instanceof AccountError || error instanceof ApiTokenError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await record.close();
  }
}

process.exitCode = await main();
