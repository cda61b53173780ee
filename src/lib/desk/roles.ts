/**
 * What a staff account may do. `admin` may do everything (accounts, audit log
 * and every other part); the others each open one part of the desk.
 * `signatory` (an authorised signatory) may authorise and amend reports that
 * someone else registered; it opens the register too.
 */
export const ROLES = ["admin", "leads", "hr", "content", "reports", "signatory"] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (ROLES as readonly string[]).includes(value);

/** A signed-in staff member, as the desk's pages see them (Astro.locals.user). */
export interface DeskUser {
  email: string;
  roles: readonly Role[];
}

/** Roles that include another: a signatory works in the register as its staff do. */
const INCLUDES: Partial<Record<Role, readonly Role[]>> = { signatory: ["reports"] };

export const hasRole = (user: DeskUser | undefined, role: Role): boolean =>
  !!user &&
  (user.roles.includes("admin") ||
    user.roles.includes(role) ||
    user.roles.some((held) => INCLUDES[held]?.includes(role)));
