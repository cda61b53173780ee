import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { resolveDataPath } from "@/lib/db/path";
import { keysInMemory } from "@/lib/db/postgresConnect";
import { serverDatabasePath } from "@/lib/db/server";
import { currentConnection, currentEngine, currentRoot } from "@/lib/db/store";
import { serverEnv } from "@/lib/env/server";

/**
 * Secrets the server must read back (the staff's two-factor secrets, the
 * e-mails with a link waiting in the mail outbox) are kept encrypted (AES-256-GCM) with a key that is not in the database: a copy of the
 * database alone (a backup, a stolen disk image) signs nobody in. The key is the
 * file SECRETS_KEY_FILE names, or `secrets.key` beside the database (on
 * PostgreSQL, in the data folder: every app server needs the same key, so
 * copy it to each or name one with SECRETS_KEY_FILE), made (32
 * random bytes, base64, mode 600) the first time it is needed. Lose the key and
 * the secrets cannot be read: every account with two-factor sign-in sets it up
 * again after an administrator resets it (README: "Two-factor secrets' key").
 */

const SEALED = "enc1:";
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A secret that cannot be read with this key (the key file was replaced or lost). */
export class UnreadableSecretError extends Error {}

const keys = new Map<string, Buffer>();
/** A database without a file (`:memory:`, tests) keeps its key for as long as it lives. */
const memoryKeys = new WeakMap<object, Buffer>();

/**
 * Where the key of the database in hand (lib/db/store.ts: the server's, or a
 * command's or a test's own) lives: the setting, or beside the database; none
 * in memory.
 */
export function secretsKeyFile(): string | undefined {
  if (serverEnv.SECRETS_KEY_FILE) return resolveDataPath(serverEnv.SECRETS_KEY_FILE);
  if (currentEngine() === "postgres")
    return keysInMemory(currentRoot())
      ? undefined
      : join(dirname(serverDatabasePath()), "secrets.key");
  const location = currentConnection().location();
  return location ? join(dirname(location), "secrets.key") : undefined;
}

function readKey(file: string): Buffer {
  const key = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  if (key.length !== KEY_BYTES)
    throw new Error(`${file} is not a secrets key (${KEY_BYTES} bytes, base64).`);
  return key;
}

function keyOf(): Buffer {
  const file = secretsKeyFile();
  if (!file) {
    const holder = currentEngine() === "postgres" ? currentRoot() : currentConnection();
    const kept = memoryKeys.get(holder) ?? randomBytes(KEY_BYTES);
    memoryKeys.set(holder, kept);
    return kept;
  }
  const known = keys.get(file);
  if (known) return known;
  let key: Buffer;
  try {
    key = readKey(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    try {
      // `wx`: two processes starting at once never write two keys.
      writeFileSync(file, `${randomBytes(KEY_BYTES).toString("base64")}\n`, {
        mode: 0o600,
        flag: "wx",
      });
      chmodSync(file, 0o600);
    } catch (made) {
      if ((made as NodeJS.ErrnoException).code !== "EEXIST") throw made;
    }
    key = readKey(file);
  }
  keys.set(file, key);
  return key;
}

/** The key made now if it is not there yet (the server's start); answers its file. */
export function ensureSecretsKey(): string | undefined {
  keyOf();
  return secretsKeyFile();
}

/** The secret as the database keeps it. */
export function sealSecret(plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyOf(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return SEALED + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export const isSealed = (stored: string) => stored.startsWith(SEALED);

/**
 * The secret a stored value holds. A value from before encryption (clear) is
 * answered as it is until encryptClearSecrets seals it at the next start.
 */
export function openSecret(stored: string): string {
  if (!isSealed(stored)) return stored;
  const raw = Buffer.from(stored.slice(SEALED.length), "base64url");
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    throw new UnreadableSecretError(
      "A secret (a two-factor secret, an e-mail waiting to be sent) cannot be read with this secrets key: was the key file replaced?",
    );
  }
}
