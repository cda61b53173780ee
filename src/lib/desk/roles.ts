/**
 * What a staff account may do. `admin` may do everything (accounts, audit log
 * and every other part); the others each open one part of the desk.
 * `signatory` (an authorised signatory) may authorise and amend reports that
 * someone else registered; it opens the register too. `quality` (a quality
 * manager, an auditor) reads the register and keeps the scope of
 * accreditation (/desk/scope: its import and rows). `privacy` (the Grievance
 * Officer and whoever helps them) answers people's requests about their
 * personal data and keeps the register of personal data breaches (DPDP Act).
 */
export const ROLES = [
  "admin",
  "leads",
  "hr",
  "content",
  "reports",
  "signatory",
  "quality",
  "privacy",
] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (ROLES as readonly string[]).includes(value);

/** A signed-in staff member, as the desk's pages see them (Astro.locals.user). */
export interface DeskUser {
  email: string;
  roles: readonly Role[];
}

/**
 * Roles that include others: the register's staff may read what quality reads,
 * and a signatory works in the register as its staff do.
 */
const INCLUDES: Partial<Record<Role, readonly Role[]>> = {
  reports: ["quality"],
  signatory: ["reports", "quality"],
};

export const hasRole = (user: DeskUser | undefined, role: Role): boolean =>
  !!user &&
  (user.roles.includes("admin") ||
    user.roles.includes(role) ||
    user.roles.some((held) => INCLUDES[held]?.includes(role)));

/**
 * Roles whose holders must sign in with a second factor (TOTP, lib/desk/twoFactor.ts): they
 * manage accounts, put the lab's name on reports, or (`quality`) decide which tests the site
 * calls NABL-accredited, or (`privacy`) read and erase anyone's data. A role that includes one of these (INCLUDES) needs it too; `reports`
 * and `signatory` include `quality` and are listed anyway. The other roles are offered it from
 * their own page.
 */
export const SECOND_FACTOR_ROLES: readonly Role[] = [
  "admin",
  "reports",
  "signatory",
  "quality",
  "privacy",
];

export const needsSecondFactor = (roles: readonly Role[]): boolean =>
  roles.some(
    (role) =>
      SECOND_FACTOR_ROLES.includes(role) ||
      (INCLUDES[role] ?? []).some((included) => SECOND_FACTOR_ROLES.includes(included)),
  );
