/**
 * What a staff account may do. `admin` may do everything (accounts, audit log
 * and every other part); the others each open one part of the desk.
 */
export const ROLES = ["admin", "leads", "hr", "content", "reports"] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (ROLES as readonly string[]).includes(value);

/** A signed-in staff member, as the desk's pages see them (Astro.locals.user). */
export interface DeskUser {
  email: string;
  roles: readonly Role[];
}

export const hasRole = (user: DeskUser | undefined, role: Role): boolean =>
  !!user && (user.roles.includes("admin") || user.roles.includes(role));
