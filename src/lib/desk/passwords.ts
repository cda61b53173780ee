import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** scrypt, memory-hard: 2^15 × 8 × 128 bytes = 32 MB and about 0.1 s per guess. */
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_BYTES = 32;
let cost = PARAMS.N;

/**
 * Unit tests only (vitest.setup.ts): a cheaper scrypt (2^10, about 3 ms), so tests that
 * make accounts do not spend 0.1 s a password. The hash records its cost, so either
 * kind verifies. Production code never calls it.
 */
export function setPasswordCostForTests(n: number): void {
  cost = n;
}

/** "scrypt$N$r$p$salt$hash" (base64), so parameters can grow without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize("NFKC"), salt, KEY_BYTES, { ...PARAMS, N: cost });
  return ["scrypt", cost, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join(
    "$",
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split("$");
  if (kind !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await scrypt(
    password.normalize("NFKC"),
    Buffer.from(salt, "base64"),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: PARAMS.maxmem,
    },
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** At least 12 characters: long passphrases beat complexity rules. */
export const MIN_PASSWORD_LENGTH = 12;
