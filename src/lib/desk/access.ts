import { hasRole, type Role } from "./roles";

/**
 * What each desk route needs: "public" (the sign-in and set-password pages),
 * "signed-in" (any account), or a role. A route missing from this list needs
 * `admin`, so a page added without a line here is closed, not open.
 */
export type Access = "public" | "signed-in" | Role;

export const DESK_ROUTES: Readonly<Record<string, Access>> = {
  "/desk/sign-in": "public",
  "/desk/sign-out": "signed-in",
  "/desk/forbidden": "signed-in",
  "/desk": "leads",
  "/desk/lead": "leads",
  "/desk/export.csv": "leads",
  "/desk/file": "leads",
  "/desk/audit": "admin",
  "/desk/accounts": "admin",
  "/desk/accounts/edit": "admin",
  "/desk/reports": "reports",
  "/desk/reports/new": "reports",
  "/desk/reports/view": "reports",
  "/desk/reports/authorise": "signatory",
  "/desk/reports/qr.svg": "reports",
  "/desk/reports/qr.png": "reports",
  "/desk/reports/pdf": "reports",
  "/desk/reports/qr-codes": "reports",
  "/desk/set-password": "public",
  "/desk/forgot-password": "public",
  "/desk/api-tokens": "admin",
  "/desk/nabl-qr": "admin",
  "/desk/nabl-qr/image.png": "admin",
  "/desk/import-reports": "reports",
  "/desk/import-reports/template.csv": "reports",
  "/desk/photos": "content",
  "/desk/photos/upload.json": "content",
  "/desk/applications": "hr",
  "/desk/applications/view": "hr",
  "/desk/applications/cv": "hr",
  "/desk/openings": "hr",
  "/desk/openings/edit": "hr",
  "/desk/articles": "content",
  "/desk/articles/edit": "content",
  "/desk/articles/preview": "content",
};

export const isDeskPath = (pathname: string) =>
  pathname === "/desk" || pathname.startsWith("/desk/");

export const deskAccess = (pathname: string): Access =>
  DESK_ROUTES[pathname.replace(/\/+$/, "") || "/"] ?? "admin";

/** Where a signed-in account starts: the first part of the desk its roles open. */
const HOMES: readonly { path: string; role: Role }[] = [
  { path: "/desk", role: "leads" },
  { path: "/desk/reports", role: "reports" },
  { path: "/desk/openings", role: "hr" },
  { path: "/desk/articles", role: "content" },
  { path: "/desk/accounts", role: "admin" },
];

export const deskHome = (roles: readonly Role[]): string =>
  HOMES.find((home) => hasRole({ email: "", roles }, home.role))?.path ?? "/desk/forbidden";
