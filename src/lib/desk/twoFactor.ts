import { createHash, randomInt } from "node:crypto";
import { HOTP, Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { site } from "@/content/site";
import { writeTogether } from "@/lib/db/store";
import { openSecret, sealSecret, UnreadableSecretError } from "@/lib/platform/secretBox";
import { sameSecret } from "@/lib/platform/tokens";
import { normaliseEmail } from "./email";
import {
  advanceTotpStep,
  clearTotpSecrets,
  deleteSecondFactor,
  enrolTotp,
  enrolTotpWithSecret,
  replaceRecoveryCodes,
  sealTotpSecret,
  spendRecoveryCode,
  startTotp,
  totpRow,
  unusedRecoveryCodes,
} from "./store";

/**
 * The desk's second factor: time-based one-time codes (TOTP, RFC 6238, computed
 * by the `otpauth` library: HMAC-SHA1, 6 digits, 30-second steps, as every
 * authenticator app expects) and ten single-use recovery codes.
 *
 * A code is accepted for the current step or one step either side (a phone's
 * clock a little off, a code typed as it changed), and only for a step later
 * than the last one accepted: a code seen over a shoulder or replayed from a
 * log is refused, and so is any code of an earlier step. Recovery codes are
 * random (about 79 bits), stored as SHA-256 only, and each works once.
 *
 * Tables: migrations/0021_two_factor.ts. The lock that counts wrong codes
 * with wrong passwords is in signIn.ts.
 */

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** 20 bytes (160 bits), as RFC 4226 recommends; a key given on the command line needs 16 or more. */
const SECRET_BYTES = 20;
const MIN_SECRET_BYTES = 16;
/** No 0/O, 1/I/L: a code copied by hand from paper is read right. */
const RECOVERY_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const RECOVERY_GROUPS = 4;
const RECOVERY_GROUP_LENGTH = 4;

/** The time step (30-second period since 1970) an instant falls in. */
export const stepAt = (now: Date): number =>
  TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now.getTime() });

/** A new random secret, as base32 (what the setup key and the QR code carry). */
export const newSecret = (): string => new Secret({ size: SECRET_BYTES }).base32;

/** A base32 secret as typed (spaces, lower case), in its plain form; undefined if it is not one. */
export function cleanSecret(text: string): string | undefined {
  const clean = text
    .replace(/[\s-]+/g, "")
    .replace(/=+$/, "")
    .toUpperCase();
  if (!/^[A-Z2-7]+$/.test(clean)) return undefined;
  try {
    return Secret.fromBase32(clean).bytes.length >= MIN_SECRET_BYTES ? clean : undefined;
  } catch {
    return undefined;
  }
}

/** The setup key as shown to a person: groups of four. */
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/** The code an authenticator shows for a step. */
export const codeAt = (secret: string, step: number): string =>
  HOTP.generate({ secret: Secret.fromBase32(secret), digits: TOTP_DIGITS, counter: step });

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUri = (secret: string, email: string): string =>
  new TOTP({
    issuer: site.name,
    label: email,
    secret: Secret.fromBase32(secret),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).toString();

/**
 * The enrolment's QR code: an SVG drawn on the server, as a data: address for
 * an image (no script, no second request that would carry the secret).
 */
export async function enrolmentQr(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 4 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** A typed recovery code without spaces, dashes or case: what is hashed. */
const plainRecoveryCode = (text: string) => text.replace(/[\s-]+/g, "").toUpperCase();
const recoveryHash = (code: string) =>
  createHash("sha256").update(plainRecoveryCode(code)).digest("hex");

function newRecoveryCode(): string {
  const groups = Array.from({ length: RECOVERY_GROUPS }, () =>
    Array.from(
      { length: RECOVERY_GROUP_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join(""),
  );
  return groups.join("-");
}

export interface SecondFactor {
  enrolledAt: string;
  /** Recovery codes not used yet. */
  recoveryLeft: number;
}

/** The account's second factor, if it finished enrolling. */
export async function secondFactorOf(email: string): Promise<SecondFactor | undefined> {
  const address = normaliseEmail(email);
  const row = await totpRow(address);
  if (!row || row.enrolledAt === null) return undefined;
  return { enrolledAt: row.enrolledAt, recoveryLeft: await recoveryLeft(address) };
}

export const hasSecondFactor = async (email: string): Promise<boolean> =>
  ((await totpRow(normaliseEmail(email)))?.enrolledAt ?? null) !== null;

export const recoveryLeft = (email: string): Promise<number> =>
  unusedRecoveryCodes(normaliseEmail(email));

/**
 * Seals every two-factor secret still kept in clear (those from before
 * encryption, lib/platform/secretBox.ts); run at start after the migrations.
 * Answers how many.
 */
export async function encryptClearSecrets(): Promise<number> {
  const clear = await clearTotpSecrets();
  for (const row of clear) await sealTotpSecret(row.email, row.secret, sealSecret(row.secret));
  return clear.length;
}

/**
 * A row's secret, or undefined when the secrets key cannot read it (the key
 * file was replaced or lost): no code then matches, and the server's log says
 * why; an administrator resets the account's second factor (README).
 */
function readSecret(stored: string): string | undefined {
  try {
    return openSecret(stored);
  } catch (error) {
    if (!(error instanceof UnreadableSecretError)) throw error;
    console.error(error.message);
    return undefined;
  }
}

/**
 * The secret an account is setting up with: the same one on every visit of the
 * enrolment page until a code proves it (a reload keeps the app's entry
 * right). None for an account that already has a second factor.
 */
export async function enrolmentSecret(
  email: string,
  now = new Date(),
): Promise<string | undefined> {
  const address = normaliseEmail(email);
  const row = await totpRow(address);
  if (row && row.enrolledAt !== null) return undefined;
  const pending = row && readSecret(row.secret);
  if (pending) return pending;
  const secret = newSecret();
  await startTotp(address, sealSecret(secret), now);
  return secret;
}

/** Ten new recovery codes for an account (its older ones stop working); answers them once. */
export async function makeRecoveryCodes(email: string, now = new Date()): Promise<string[]> {
  const address = normaliseEmail(email);
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  await replaceRecoveryCodes(address, [...codes].map(recoveryHash), now);
  return [...codes];
}

/**
 * The step a code proves for a secret: the current step or one either side,
 * later than `lastStep`; undefined if none.
 */
export function matchingStep(
  secret: string,
  code: string,
  lastStep: number,
  now: Date,
): number | undefined {
  const typed = code.replace(/\s+/g, "");
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(typed)) return undefined;
  const current = stepAt(now);
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++)
    if (step > lastStep && sameSecret(codeAt(secret, step), typed)) return step;
  return undefined;
}

/**
 * Finishes an enrolment: the first code from the app proves the secret. Answers
 * the ten recovery codes (shown once), or undefined for a wrong code. The
 * check and the write are one transaction.
 */
export function finishEnrolment(
  email: string,
  code: string,
  now = new Date(),
): Promise<string[] | undefined> {
  const address = normaliseEmail(email);
  return writeTogether(async () => {
    const row = await totpRow(address);
    if (!row || row.enrolledAt !== null) return undefined;
    const secret = readSecret(row.secret);
    const step = secret === undefined ? undefined : matchingStep(secret, code, 0, now);
    if (step === undefined) return undefined;
    await enrolTotp(address, step, now);
    return makeRecoveryCodes(address, now);
  });
}

/**
 * Gives an account a second factor with a known secret at once (the command
 * line's `add-user --totp-secret`, for scripted set-ups); answers its recovery codes.
 */
export async function enrolWithSecret(
  email: string,
  secret: string,
  now = new Date(),
): Promise<string[]> {
  const address = normaliseEmail(email);
  const clean = cleanSecret(secret);
  if (!clean) throw new Error("Not a base32 secret of at least 16 bytes.");
  return writeTogether(async () => {
    await enrolTotpWithSecret(address, sealSecret(clean), now);
    return makeRecoveryCodes(address, now);
  });
}

export type CodeCheck =
  { ok: true; kind: "app" } | { ok: true; kind: "recovery"; left: number } | { ok: false };

/**
 * Checks a code typed at sign-in (or to change the second factor): six digits
 * from the app (its step is then the last accepted), or an unused recovery
 * code (then used). Run inside the try's transaction (lib/desk/signIn.ts):
 * nothing else runs between the check and the write.
 */
export async function checkCode(email: string, code: string, now = new Date()): Promise<CodeCheck> {
  const address = normaliseEmail(email);
  const row = await totpRow(address);
  if (!row || row.enrolledAt === null) return { ok: false };
  const typed = code.trim();
  if (/^[\d\s]+$/.test(typed)) {
    const secret = readSecret(row.secret);
    const step = secret === undefined ? undefined : matchingStep(secret, typed, row.lastStep, now);
    if (step === undefined) return { ok: false };
    await advanceTotpStep(address, step);
    return { ok: true, kind: "app" };
  }
  if (plainRecoveryCode(typed).length !== RECOVERY_GROUPS * RECOVERY_GROUP_LENGTH)
    return { ok: false };
  if (!(await spendRecoveryCode(address, recoveryHash(typed), now))) return { ok: false };
  return { ok: true, kind: "recovery", left: await recoveryLeft(address) };
}

/** Removes an account's second factor, its recovery codes and any sign-in waiting for a code. */
export const removeSecondFactor = (email: string): Promise<boolean> =>
  deleteSecondFactor(normaliseEmail(email));
