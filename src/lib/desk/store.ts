import { sql, type SqlBool } from "kysely";
import { currentStore, writeTogether } from "@/lib/db/store";
import { likeCaseless, listValues } from "@/lib/db/portable";
import { isRole, type Role } from "./roles";

/**
 * The desk's SQL (issue 52): staff accounts and their roles, sessions, the
 * sign-in's failures and pending second steps, two-factor secrets and recovery
 * codes, set-password links, signing-name changes and the audit log
 * (migrations/0003_desk.ts and after). Every function runs on the store of the
 * work in hand (lib/db/store.ts currentStore): inside `writeTogether` it is
 * part of that transaction. Token and code hashes are made by the callers; only
 * hashes reach this file.
 */

const changed = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }) =>
  Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0n);

// ---------------------------------------------------------------- audit

/** The audit log's filter as the store reads it (lib/desk/auditLog.ts makes it from the query). */
export interface AuditSelection {
  /** A LIKE pattern (escape character `\`) for the name, without regard to case. */
  whoLike?: string | undefined;
  actions?: string[] | undefined;
  /** Instants, inclusive and exclusive. */
  since?: string | undefined;
  before?: string | undefined;
  limit: number;
  offset: number;
}

export interface AuditRow {
  at: string;
  firstAt: string;
  who: string;
  action: string;
  detail: string;
  count: number;
}

/** Lines of the log, newest first. */
export async function auditRows(selection: AuditSelection): Promise<AuditRow[]> {
  const { whoLike, actions, since, before } = selection;
  let query = currentStore()
    .selectFrom("desk_audit")
    .select((eb) => [
      "id",
      eb.fn.coalesce("first_at", "at").as("first_at"),
      "at",
      "who",
      "action",
      "detail",
      "count",
    ]);
  if (whoLike) query = query.where(likeCaseless(sql.ref("who"), whoLike));
  if (actions) query = query.where("action", "in", actions);
  if (since) query = query.where("at", ">=", since);
  if (before) query = query.where("at", "<", before);
  const rows = await query
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(selection.limit)
    .offset(selection.offset)
    .execute();
  return rows.map((r) => ({
    at: r.at,
    firstAt: String(r.first_at),
    who: r.who,
    action: r.action,
    detail: r.detail,
    count: Number(r.count),
  }));
}

/** Records an audit line may name by id. */
export type NamedKind = "photo" | "article" | "opening";

/**
 * The names of the photos (caption, else alt text), articles and openings
 * with these ids, in one query whatever their number; keyed "kind:id".
 */
export async function recordNames(ids: Record<NamedKind, string[]>): Promise<Map<string, string>> {
  const inList = (list: string[]) => sql<SqlBool>`id IN ${listValues(list)}`;
  const store = currentStore();
  const rows = await store
    .selectFrom("photos")
    .select((eb) => [
      sql.lit("photo").as("kind"),
      "id",
      eb
        .case()
        .when("caption", "<>", "")
        .then(eb.ref("caption"))
        .else(eb.ref("alt"))
        .end()
        .as("name"),
    ])
    .where(inList(ids.photo))
    .unionAll(
      store
        .selectFrom("articles")
        .select([sql.lit("article").as("kind"), "id", "title as name"])
        .where(inList(ids.article)),
    )
    .unionAll(
      store
        .selectFrom("job_openings")
        .select([sql.lit("opening").as("kind"), "id", "title as name"])
        .where(inList(ids.opening)),
    )
    .execute();
  return new Map(rows.map((r) => [`${String(r.kind)}:${r.id}`, String(r.name)]));
}

/** Every action key the log holds. */
export async function auditActionKeys(): Promise<string[]> {
  const rows = await currentStore().selectFrom("desk_audit").select("action").distinct().execute();
  return rows.map((r) => r.action);
}

// ---------------------------------------------------------------- accounts

/** Whether an account exists for an address (normalised by the caller). */
export async function accountExists(email: string): Promise<boolean> {
  const row = await currentStore()
    .selectFrom("desk_users")
    .select("email")
    .where("email", "=", email)
    .executeTakeFirst();
  return row !== undefined;
}

/** The stored password hash of an account, if it exists. */
export async function passwordHashOf(email: string): Promise<string | undefined> {
  const row = await currentStore()
    .selectFrom("desk_users")
    .select("password_hash")
    .where("email", "=", email)
    .executeTakeFirst();
  return row?.password_hash;
}

/** An account's roles, in order. */
export async function rolesOf(email: string): Promise<Role[]> {
  const rows = await currentStore()
    .selectFrom("desk_user_roles")
    .select("role")
    .where("email", "=", email)
    .orderBy("role")
    .execute();
  return rows.map((r) => r.role).filter(isRole);
}

/** Replaces an account's roles (inside the caller's transaction, or one of its own). */
export function writeRoles(email: string, roles: readonly Role[]): Promise<void> {
  return writeTogether(async () => {
    const store = currentStore();
    await store.deleteFrom("desk_user_roles").where("email", "=", email).execute();
    if (roles.length)
      await store
        .insertInto("desk_user_roles")
        .values(roles.map((role) => ({ email, role })))
        .execute();
  });
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  createdAt: string;
  displayName: string;
  designation: string;
  roles: readonly Role[];
}

/** A new account with its roles, together. */
export function insertAccount(account: NewAccount): Promise<void> {
  return writeTogether(async () => {
    await currentStore()
      .insertInto("desk_users")
      .values({
        email: account.email,
        password_hash: account.passwordHash,
        created_at: account.createdAt,
        display_name: account.displayName,
        designation: account.designation,
      })
      .execute();
    await writeRoles(account.email, account.roles);
  });
}

/** Sets an account's password hash; answers whether the account exists. */
export async function setPasswordHash(email: string, hash: string): Promise<boolean> {
  const result = await currentStore()
    .updateTable("desk_users")
    .set({ password_hash: hash })
    .where("email", "=", email)
    .executeTakeFirst();
  return changed(result) === 1;
}

/** Removes an account (its roles go with it); answers whether there was one. */
export async function deleteAccount(email: string): Promise<boolean> {
  const result = await currentStore()
    .deleteFrom("desk_users")
    .where("email", "=", email)
    .executeTakeFirst();
  return changed(result) === 1;
}

export async function isAdmin(email: string): Promise<boolean> {
  const row = await currentStore()
    .selectFrom("desk_user_roles")
    .select("email")
    .where("email", "=", email)
    .where("role", "=", "admin")
    .executeTakeFirst();
  return row !== undefined;
}

/** Administrators other than this account. */
export async function otherAdmins(email: string): Promise<number> {
  const row = await currentStore()
    .selectFrom("desk_user_roles")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "admin")
    .where("email", "<>", email)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An account as the accounts pages list it. */
export interface AccountListing {
  email: string;
  roles: Role[];
  /** How they sign a report they authorise (empty until an admin enters it). */
  displayName: string;
  designation: string;
  createdAt: string;
  /** The latest sign-in in the audit log, if any. */
  lastSignIn: string | undefined;
  hasPassword: boolean;
  /** When it turned on two-factor sign-in, if it has. */
  twoFactorSince: string | undefined;
}

/**
 * Every account (or the one of `email`) with its roles, its latest sign-in
 * in the audit log and when it turned on a second factor. `noPassword` is the
 * hash an account has until its link is used.
 */
export async function accountListing(
  noPassword: string,
  email?: string,
): Promise<AccountListing[]> {
  const store = currentStore();
  let users = store
    .selectFrom("desk_users as u")
    .select((eb) => [
      "u.email",
      "u.display_name",
      "u.designation",
      "u.created_at",
      eb("u.password_hash", "<>", noPassword).as("has_password"),
      eb
        .selectFrom("desk_audit as a")
        .select((a) => a.fn.max("a.at").as("at"))
        .whereRef("a.who", "=", "u.email")
        .where("a.action", "=", "signed in")
        .as("last_sign_in"),
      eb
        .selectFrom("desk_totp as t")
        .select("t.enrolled_at")
        .whereRef("t.email", "=", "u.email")
        .as("two_factor_since"),
    ])
    .orderBy("u.email");
  let roles = store.selectFrom("desk_user_roles").select(["email", "role"]).orderBy("role");
  if (email !== undefined) {
    users = users.where("u.email", "=", email);
    roles = roles.where("email", "=", email);
  }
  const [rows, roleRows] = [await users.execute(), await roles.execute()];
  const rolesByEmail = new Map<string, Role[]>();
  for (const { email: who, role } of roleRows)
    if (isRole(role)) rolesByEmail.set(who, [...(rolesByEmail.get(who) ?? []), role]);
  return rows.map((r) => ({
    email: r.email,
    roles: rolesByEmail.get(r.email) ?? [],
    displayName: r.display_name,
    designation: r.designation,
    createdAt: r.created_at,
    lastSignIn: r.last_sign_in ?? undefined,
    hasPassword: Number(r.has_password) === 1,
    twoFactorSince: r.two_factor_since ?? undefined,
  }));
}

/** An account's name and designation, if it exists. */
export async function profileRow(
  email: string,
): Promise<{ displayName: string; designation: string } | undefined> {
  const row = await currentStore()
    .selectFrom("desk_users")
    .select(["display_name", "designation"])
    .where("email", "=", email)
    .executeTakeFirst();
  return row && { displayName: row.display_name, designation: row.designation };
}

/** Sets an account's name and designation; answers whether the account exists. */
export async function writeProfile(
  email: string,
  profile: { displayName: string; designation: string },
): Promise<boolean> {
  const result = await currentStore()
    .updateTable("desk_users")
    .set({ display_name: profile.displayName, designation: profile.designation })
    .where("email", "=", email)
    .executeTakeFirst();
  return changed(result) === 1;
}

// ---------------------------------------------------------------- signing-name changes

export interface SigningNameRow {
  email: string;
  displayName: string;
  designation: string;
  askedAt: string;
}

const signingNameChangeRows = () =>
  currentStore()
    .selectFrom("desk_signing_name_changes")
    .select(["email", "display_name", "designation", "asked_at"]);

const toSigningNameRow = (r: {
  email: string;
  display_name: string;
  designation: string;
  asked_at: string;
}): SigningNameRow => ({
  email: r.email,
  displayName: r.display_name,
  designation: r.designation,
  askedAt: r.asked_at,
});

/** The changes waiting for an administrator, oldest first. */
export async function signingNameRows(): Promise<SigningNameRow[]> {
  const rows = await signingNameChangeRows().orderBy("asked_at").orderBy("email").execute();
  return rows.map(toSigningNameRow);
}

export async function signingNameRowOf(email: string): Promise<SigningNameRow | undefined> {
  const row = await signingNameChangeRows().where("email", "=", email).executeTakeFirst();
  return row && toSigningNameRow(row);
}

export async function countSigningNameRows(): Promise<number> {
  const row = await currentStore()
    .selectFrom("desk_signing_name_changes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An account's request (a newer one replaces an older). */
export async function askSigningName(row: SigningNameRow): Promise<void> {
  await currentStore()
    .insertInto("desk_signing_name_changes")
    .values({
      email: row.email,
      display_name: row.displayName,
      designation: row.designation,
      asked_at: row.askedAt,
    })
    .onConflict((oc) =>
      oc.column("email").doUpdateSet((eb) => ({
        display_name: eb.ref("excluded.display_name"),
        designation: eb.ref("excluded.designation"),
        asked_at: eb.ref("excluded.asked_at"),
      })),
    )
    .execute();
}

export async function dropSigningName(email: string): Promise<void> {
  await currentStore().deleteFrom("desk_signing_name_changes").where("email", "=", email).execute();
}

// ---------------------------------------------------------------- sessions

export interface SessionRow {
  email: string;
  createdAt: string;
  lastSeenAt: string;
  roles: Role[];
}

export async function insertSession(tokenHash: string, email: string, now: Date): Promise<void> {
  await currentStore()
    .insertInto("desk_sessions")
    .values({
      token_hash: tokenHash,
      email,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
    })
    .execute();
}

/**
 * A session and its account's roles in one query: the gate reads it on every
 * staff request (lib/desk/sessions.ts sessionUser).
 */
export async function sessionRow(tokenHash: string): Promise<SessionRow | undefined> {
  const rows = await currentStore()
    .selectFrom("desk_sessions as s")
    .leftJoin("desk_user_roles as r", "r.email", "s.email")
    .select(["s.email", "s.created_at", "s.last_seen_at", "r.role"])
    .where("s.token_hash", "=", tokenHash)
    .orderBy("r.role")
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  return {
    email: first.email,
    createdAt: first.created_at,
    lastSeenAt: first.last_seen_at,
    roles: rows.map((r) => r.role).filter(isRole),
  };
}

export async function touchSession(tokenHash: string, now: Date): Promise<void> {
  await currentStore()
    .updateTable("desk_sessions")
    .set({ last_seen_at: now.toISOString() })
    .where("token_hash", "=", tokenHash)
    .execute();
}

export async function deleteSession(tokenHash: string): Promise<void> {
  await currentStore().deleteFrom("desk_sessions").where("token_hash", "=", tokenHash).execute();
}

/** Every session of an account and every sign-in of it waiting for its code, together. */
export function deleteSessionsOf(email: string): Promise<void> {
  return writeTogether(async () => {
    await currentStore().deleteFrom("desk_sessions").where("email", "=", email).execute();
    await deletePendingOf(email);
  });
}

// ---------------------------------------------------------------- pending sign-ins

/** A pending second step (expired ones go first). */
export function insertPending(
  tokenHash: string,
  email: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  return writeTogether(async () => {
    const store = currentStore();
    await store
      .deleteFrom("desk_pending_sign_ins")
      .where("expires_at", "<=", now.toISOString())
      .execute();
    await store
      .insertInto("desk_pending_sign_ins")
      .values({ token_hash: tokenHash, email, expires_at: expiresAt.toISOString() })
      .execute();
  });
}

/** The account of a pending second step still in its time. */
export async function pendingEmail(tokenHash: string, now: Date): Promise<string | undefined> {
  const row = await currentStore()
    .selectFrom("desk_pending_sign_ins")
    .select("email")
    .where("token_hash", "=", tokenHash)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row?.email;
}

export async function deletePending(tokenHash: string): Promise<void> {
  await currentStore()
    .deleteFrom("desk_pending_sign_ins")
    .where("token_hash", "=", tokenHash)
    .execute();
}

export async function deletePendingOf(email: string): Promise<void> {
  await currentStore().deleteFrom("desk_pending_sign_ins").where("email", "=", email).execute();
}

// ---------------------------------------------------------------- failures

/** The times of `key`'s rows after `since`, latest first. */
export async function failuresSince(key: string, since: string): Promise<string[]> {
  const rows = await currentStore()
    .selectFrom("desk_failures")
    .select("at")
    .where("key", "=", key)
    .where("at", ">", since)
    .orderBy("at", "desc")
    .execute();
  return rows.map((r) => r.at);
}

/** A row for `key` at `at`; answers its rowid. */
export async function insertFailure(key: string, at: Date): Promise<number> {
  const result = await currentStore()
    .insertInto("desk_failures")
    .values({ key, at: at.toISOString() })
    .returning(sql<number>`rowid`.as("rowid"))
    .executeTakeFirstOrThrow();
  return Number(result.rowid);
}

export async function deleteFailureRows(rows: readonly number[]): Promise<void> {
  if (rows.length === 0) return;
  await currentStore().deleteFrom("desk_failures").where(sql.ref("rowid"), "in", rows).execute();
}

export async function deleteFailuresOf(key: string): Promise<void> {
  await currentStore().deleteFrom("desk_failures").where("key", "=", key).execute();
}

// ---------------------------------------------------------------- set-password links

/** An account's link (only its hash): a newer one replaces an older. */
export async function insertPasswordLink(
  email: string,
  tokenHash: string,
  createdAt: Date,
  expiresAt: Date,
): Promise<void> {
  await currentStore()
    .insertInto("desk_password_links")
    .values({
      email,
      token_hash: tokenHash,
      created_at: createdAt.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .onConflict((oc) =>
      oc.column("email").doUpdateSet((eb) => ({
        token_hash: eb.ref("excluded.token_hash"),
        created_at: eb.ref("excluded.created_at"),
        expires_at: eb.ref("excluded.expires_at"),
      })),
    )
    .execute();
}

/** The account of an unused link still in its time. */
export async function passwordLinkEmail(tokenHash: string, now: Date): Promise<string | undefined> {
  const row = await currentStore()
    .selectFrom("desk_password_links")
    .select("email")
    .where("token_hash", "=", tokenHash)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row?.email;
}

/** Uses a link up: answers whether it was there, unused and in its time (one taker only). */
export async function takePasswordLink(tokenHash: string, now: Date): Promise<boolean> {
  const result = await currentStore()
    .deleteFrom("desk_password_links")
    .where("token_hash", "=", tokenHash)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return changed(result) === 1;
}

export async function deleteExpiredPasswordLinks(now: Date): Promise<number> {
  const result = await currentStore()
    .deleteFrom("desk_password_links")
    .where("expires_at", "<=", now.toISOString())
    .executeTakeFirst();
  return changed(result);
}

// ---------------------------------------------------------------- second factor

export interface TotpRow {
  secret: string;
  enrolledAt: string | null;
  lastStep: number;
}

export async function totpRow(email: string): Promise<TotpRow | undefined> {
  const row = await currentStore()
    .selectFrom("desk_totp")
    .select(["secret", "enrolled_at", "last_step"])
    .where("email", "=", email)
    .executeTakeFirst();
  return row && { secret: row.secret, enrolledAt: row.enrolled_at, lastStep: row.last_step };
}

/** An enrolment's secret (sealed), started or started again. */
export async function startTotp(email: string, sealed: string, now: Date): Promise<void> {
  await currentStore()
    .insertInto("desk_totp")
    .values({ email, secret: sealed, created_at: now.toISOString() })
    .onConflict((oc) =>
      oc.column("email").doUpdateSet((eb) => ({
        secret: eb.ref("excluded.secret"),
        created_at: eb.ref("excluded.created_at"),
      })),
    )
    .execute();
}

/** An enrolment proved by a code of `step`. */
export async function enrolTotp(email: string, step: number, now: Date): Promise<void> {
  await currentStore()
    .updateTable("desk_totp")
    .set({ enrolled_at: now.toISOString(), last_step: step })
    .where("email", "=", email)
    .execute();
}

/** A second factor with a known secret (sealed), enrolled at once. */
export async function enrolTotpWithSecret(email: string, sealed: string, now: Date): Promise<void> {
  await currentStore()
    .insertInto("desk_totp")
    .values({
      email,
      secret: sealed,
      created_at: now.toISOString(),
      enrolled_at: now.toISOString(),
      last_step: 0,
    })
    .onConflict((oc) =>
      oc.column("email").doUpdateSet((eb) => ({
        secret: eb.ref("excluded.secret"),
        created_at: eb.ref("excluded.created_at"),
        enrolled_at: eb.ref("excluded.enrolled_at"),
        last_step: 0,
      })),
    )
    .execute();
}

/** The last accepted step moves on (never back). */
export async function advanceTotpStep(email: string, step: number): Promise<void> {
  await currentStore()
    .updateTable("desk_totp")
    .set({ last_step: step })
    .where("email", "=", email)
    .where("last_step", "<", step)
    .execute();
}

/** An account's recovery codes (their hashes) replaced, together. */
export function replaceRecoveryCodes(
  email: string,
  hashes: readonly string[],
  now: Date,
): Promise<void> {
  return writeTogether(async () => {
    const store = currentStore();
    await store.deleteFrom("desk_recovery_codes").where("email", "=", email).execute();
    await store
      .insertInto("desk_recovery_codes")
      .values(hashes.map((hash) => ({ email, code_hash: hash, created_at: now.toISOString() })))
      .execute();
  });
}

/** Spends an unused recovery code: answers whether it was one. */
export async function spendRecoveryCode(email: string, hash: string, now: Date): Promise<boolean> {
  const result = await currentStore()
    .updateTable("desk_recovery_codes")
    .set({ used_at: now.toISOString() })
    .where("email", "=", email)
    .where("code_hash", "=", hash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return changed(result) === 1;
}

export async function unusedRecoveryCodes(email: string): Promise<number> {
  const row = await currentStore()
    .selectFrom("desk_recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("email", "=", email)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An account's second factor, recovery codes and pending sign-ins gone; whether it had one. */
export function deleteSecondFactor(email: string): Promise<boolean> {
  return writeTogether(async () => {
    const store = currentStore();
    const removed = await store
      .deleteFrom("desk_totp")
      .where("email", "=", email)
      .executeTakeFirst();
    await store.deleteFrom("desk_recovery_codes").where("email", "=", email).execute();
    await deletePendingOf(email);
    return changed(removed) === 1;
  });
}

/** Secrets still kept in clear (from before encryption). */
export async function clearTotpSecrets(): Promise<{ email: string; secret: string }[]> {
  return currentStore()
    .selectFrom("desk_totp")
    .select(["email", "secret"])
    .where("secret", "not like", "enc1:%")
    .execute();
}

/** A clear secret replaced by its sealed form, unless it changed meanwhile. */
export async function sealTotpSecret(email: string, clear: string, sealed: string): Promise<void> {
  await currentStore()
    .updateTable("desk_totp")
    .set({ secret: sealed })
    .where("email", "=", email)
    .where("secret", "=", clear)
    .execute();
}

// ---------------------------------------------------------------- purge

export interface DeskPurgeCuts {
  now: Date;
  /** Sessions last seen, or started, before these. */
  idleBefore: string;
  startedBefore: string;
  /** Failures before this; those whose key starts with `keptPrefix` before `keptBefore`. */
  failuresBefore: string;
  keptPrefix: string;
  keptBefore: string;
  /** Addresses of these actions blanked before this. */
  addressesBefore: string;
  addressActions: readonly string[];
}

/** The desk's part of the daily purge, in one transaction (lib/desk/purge.ts). */
export function purgeDeskRows(cuts: DeskPurgeCuts) {
  return writeTogether(async () => {
    const store = currentStore();
    const now = cuts.now.toISOString();
    const sessions = await store
      .deleteFrom("desk_sessions")
      .where((eb) =>
        eb.or([
          eb("last_seen_at", "<", cuts.idleBefore),
          eb("created_at", "<", cuts.startedBefore),
        ]),
      )
      .executeTakeFirst();
    const pending = await store
      .deleteFrom("desk_pending_sign_ins")
      .where("expires_at", "<", now)
      .executeTakeFirst();
    const failures = await store
      .deleteFrom("desk_failures")
      .where("at", "<", cuts.failuresBefore)
      .where((eb) =>
        eb.or([eb("key", "not like", `${cuts.keptPrefix}%`), eb("at", "<", cuts.keptBefore)]),
      )
      .executeTakeFirst();
    const addresses = await store
      .updateTable("desk_audit")
      .set({ detail: "" })
      .where("at", "<", cuts.addressesBefore)
      .where("detail", "<>", "")
      .where("action", "in", [...cuts.addressActions])
      .executeTakeFirst();
    const links = await deleteExpiredPasswordLinks(cuts.now);
    return {
      sessions: changed(sessions) + changed(pending),
      failures: changed(failures),
      addresses: changed(addresses),
      links,
    };
  });
}
