import { applicationsDesk } from "@/content/applicationsDesk";
import { articlesDesk } from "@/content/articlesDesk";
import { careersDesk } from "@/content/careersDesk";
import { certificateDesk, desk } from "@/content/desk";
import { photoDesk } from "@/content/photos";
import { newsletterDesk } from "@/content/newsletter";
import { breachDesk } from "@/content/privacyBreaches";
import { privacyDesk } from "@/content/privacyRequest";
import { customersDesk } from "@/content/portal";
import { scopeDesk } from "@/content/scopeDesk";
import { lims, nablQrDesk, registerDesk } from "@/content/reports";
import {
  ARTICLE_FORM_BODY_LIMIT,
  ARTICLE_TEXT_BODY_LIMIT,
  BREACH_FORM_BODY_LIMIT,
  DESK_UPLOAD_BODY_LIMIT,
  IMPORT_BODY_LIMIT,
  NABL_QR_UPLOAD_BODY_LIMIT,
  PHOTO_UPLOAD_BODY_LIMIT,
  SCOPE_UPLOAD_BODY_LIMIT,
} from "@/lib/http/uploadLimit";
import type { Role } from "./roles";

/**
 * The staff desk's areas, in one place: each area's pages, who may read each
 * (GET) and who may change something through it (POST), which answer as
 * downloads, which take uploads and how large, and the area's place in the
 * navigation. The gate (gate.ts), the access table (access.ts), the body
 * limits (bodyLimit.ts), the navigation (DeskLayout.astro) and the access
 * tests all read this list.
 *
 * "public": anyone; "signed-in": any account; a role: an account with it (an
 * admin has every role, and a role may include others: roles.ts). A route not
 * listed needs `admin`, so a page added without a line here is closed, not open.
 *
 * Adding an area: its pages under src/pages/desk/, an entry here (with `nav`
 * for the menu), its words in src/content. Adding a role: roles.ts (and what
 * it includes), its words in content/desk.ts, then name it here where it reads
 * or writes.
 */
export type Access = "public" | "signed-in" | Role;

export interface DeskRoute {
  path: string;
  /** Who may open it (GET and HEAD). */
  read: Access;
  /** Who may post to it; the reader when not said. */
  write?: Access;
  /**
   * Posted actions (the form's `action` field) that need more than `write`:
   * on a report's page `reports` staff withdraw or attach (before authorisation), but only a
   * signatory authorises, amends or replaces an issued report's PDF.
   */
  actions?: Readonly<Record<string, Access>>;
  /** Answers in plain words (401/403) rather than sending people to sign in or explaining. */
  download?: boolean;
  /** A page that takes files: its body limit for the writer (others get the desk's 49 KB). */
  upload?: { limit: number; countedByPage?: boolean };
  /**
   * Opens for an account whose roles need a second factor before it has set one up
   * (roles.ts needsSecondFactor); every other signed-in page sends it to set one up.
   */
  beforeSecondFactor?: boolean;
}

/** What a start page can count (lib/attention/attention.ts counts each). */
export type AttentionKey =
  | "newLeads"
  | "leadsDue"
  | "newApplications"
  | "applicationsDue"
  | "awaitingAuthorisation"
  | "needsFinalPdf"
  | "certificates"
  | "signingNames"
  | "breachReports"
  | "privacyOpen"
  | "privacyDue"
  | "privacyOverdue";

export interface DeskArea {
  /** In the navigation, for those who may read `href`. */
  nav?: { href: string; text: string }[];
  routes: DeskRoute[];
  /**
   * What the area's readers see counted on their start page, and the page
   * whose reading decides who sees it (the count links to `href`).
   */
  attention?: { key: AttentionKey; readerOf: string; href: string }[];
}

const reader = (path: string, read: Access, extra: Omit<DeskRoute, "path" | "read"> = {}) => ({
  path,
  read,
  ...extra,
});

export const DESK_AREAS: readonly DeskArea[] = [
  {
    // The front door: signing in (password, then a code where the account has a second factor)
    // and out, choosing a password, setting up two-factor sign-in, the refusal page.
    routes: [
      reader("/desk/sign-in", "public"),
      reader("/desk/sign-in/code", "public"),
      reader("/desk/set-password", "public"),
      reader("/desk/forgot-password", "public"),
      reader("/desk/two-factor", "signed-in", { beforeSecondFactor: true }),
      reader("/desk/sign-out", "signed-in", { beforeSecondFactor: true }),
      reader("/desk/forbidden", "signed-in"),
      reader("/desk/start", "signed-in"),
    ],
  },
  {
    nav: [{ href: "/desk", text: desk.nav.leads }],
    attention: [
      { key: "newLeads", readerOf: "/desk", href: "/desk?status=new" },
      { key: "leadsDue", readerOf: "/desk", href: "/desk?owner=me&due=today" },
    ],
    routes: [
      reader("/desk", "leads"),
      reader("/desk/lead", "leads"),
      // A test request's quotation: revised and sent by the lead desk (issue 51 item 3).
      reader("/desk/quotation", "leads"),
      reader("/desk/export.csv", "leads", { download: true }),
      reader("/desk/file", "leads", { download: true }),
    ],
  },
  {
    // The register: staff of `reports` change it; `quality` reads it (pages, PDFs, QR codes).
    nav: [
      { href: "/desk/reports", text: registerDesk.nav },
      { href: "/desk/import-reports", text: lims.nav.import },
    ],
    attention: [
      {
        key: "awaitingAuthorisation",
        readerOf: "/desk/reports",
        href: "/desk/reports?status=awaiting-authorisation",
      },
      { key: "needsFinalPdf", readerOf: "/desk/reports", href: "/desk/reports?pdf=missing" },
    ],
    routes: [
      reader("/desk/reports", "quality"),
      reader("/desk/reports/new", "reports"),
      reader("/desk/reports/view", "quality", {
        write: "reports",
        actions: { authorise: "signatory", amend: "signatory", "replace-pdf": "signatory" },
        upload: { limit: DESK_UPLOAD_BODY_LIMIT },
      }),
      reader("/desk/reports/authorise", "signatory"),
      reader("/desk/reports/qr-codes", "quality"),
      reader("/desk/reports/qr.svg", "quality", { download: true }),
      reader("/desk/reports/qr.png", "quality", { download: true }),
      reader("/desk/reports/pdf", "quality", { download: true }),
      reader("/desk/import-reports", "reports", {
        upload: { limit: IMPORT_BODY_LIMIT, countedByPage: true },
      }),
      reader("/desk/import-reports/template.csv", "reports", { download: true }),
    ],
  },
  {
    // The scope of accreditation (issue 39): quality staff import NABL's schedule and edit rows.
    nav: [{ href: "/desk/scope", text: scopeDesk.nav }],
    routes: [
      reader("/desk/scope", "quality", { upload: { limit: SCOPE_UPLOAD_BODY_LIMIT } }),
      reader("/desk/scope/edit", "quality"),
      reader("/desk/scope/export.csv", "quality", { download: true }),
    ],
  },
  {
    // The lab's customers (issue 38): organisations and the addresses and domains that are theirs.
    nav: [{ href: "/desk/customers", text: customersDesk.nav }],
    // Removing a customer's address (a request from the portal, or on the lab's own) is an administrator's.
    routes: [
      reader("/desk/customers", "reports", { actions: { "remove-address": "admin" } }),
      reader("/desk/customers/edit", "reports"),
    ],
  },
  {
    nav: [
      { href: "/desk/openings", text: careersDesk.nav },
      { href: "/desk/applications", text: applicationsDesk.nav },
    ],
    attention: [
      {
        key: "newApplications",
        readerOf: "/desk/applications",
        href: "/desk/applications?status=new",
      },
      {
        key: "applicationsDue",
        readerOf: "/desk/applications",
        href: "/desk/applications?owner=me&due=today",
      },
    ],
    routes: [
      reader("/desk/openings", "hr"),
      reader("/desk/openings/edit", "hr"),
      reader("/desk/applications", "hr"),
      reader("/desk/applications/view", "hr"),
      reader("/desk/applications/cv", "hr", { download: true }),
    ],
  },
  {
    nav: [{ href: "/desk/privacy", text: privacyDesk.nav }],
    attention: [
      { key: "privacyOpen", readerOf: "/desk/privacy", href: "/desk/privacy?status=open" },
      { key: "privacyDue", readerOf: "/desk/privacy", href: "/desk/privacy?clock=due" },
      { key: "privacyOverdue", readerOf: "/desk/privacy", href: "/desk/privacy?clock=overdue" },
    ],
    routes: [
      reader("/desk/privacy", "privacy"),
      reader("/desk/privacy/request", "privacy"),
      reader("/desk/privacy/contact", "privacy"),
    ],
  },
  {
    nav: [
      { href: "/desk/articles", text: articlesDesk.nav },
      { href: "/desk/photos", text: photoDesk.nav },
      { href: "/desk/newsletter", text: newsletterDesk.nav },
    ],
    routes: [
      reader("/desk/articles", "content"),
      // The newsletter's issues, written and sent to its subscribers (issue 54 item 3).
      reader("/desk/newsletter", "content"),
      reader("/desk/articles/edit", "content", { upload: { limit: ARTICLE_FORM_BODY_LIMIT } }),
      reader("/desk/articles/preview", "content", { upload: { limit: ARTICLE_FORM_BODY_LIMIT } }),
      // The editor's script: its live preview and its draft saved by itself (JSON, 401/403 in words).
      reader("/desk/articles/preview.json", "content", {
        download: true,
        upload: { limit: ARTICLE_TEXT_BODY_LIMIT },
      }),
      reader("/desk/articles/autosave.json", "content", {
        download: true,
        upload: { limit: ARTICLE_TEXT_BODY_LIMIT },
      }),
      reader("/desk/photos", "content", { upload: { limit: PHOTO_UPLOAD_BODY_LIMIT } }),
      reader("/desk/photos/upload.json", "content", {
        upload: { limit: PHOTO_UPLOAD_BODY_LIMIT },
      }),
    ],
  },
  {
    nav: [
      { href: "/desk/accounts", text: desk.nav.accounts },
      { href: "/desk/api-tokens", text: lims.nav.tokens },
      { href: "/desk/nabl-qr", text: nablQrDesk.nav },
      { href: "/desk/audit", text: desk.nav.audit },
    ],
    attention: [
      { key: "certificates", readerOf: "/desk/accounts", href: "#certificates-to-renew" },
      // Signatories' own new signing names, waiting for an administrator (issue 48).
      { key: "signingNames", readerOf: "/desk/accounts", href: "/desk/accounts#signing-names" },
    ],
    routes: [
      reader("/desk/audit", "admin"),
      reader("/desk/accounts", "admin"),
      reader("/desk/accounts/edit", "admin"),
      reader("/desk/api-tokens", "admin"),
      reader("/desk/nabl-qr", "admin", { upload: { limit: NABL_QR_UPLOAD_BODY_LIMIT } }),
      reader("/desk/nabl-qr/image.png", "admin"),
    ],
  },
  {
    // The register of personal data breaches (issue 54 item 5): the privacy role keeps it.
    nav: [{ href: "/desk/privacy/breaches", text: breachDesk.nav }],
    attention: [
      { key: "breachReports", readerOf: "/desk/privacy/breaches", href: "/desk/privacy/breaches" },
    ],
    routes: [
      reader("/desk/privacy/breaches", "privacy", { upload: { limit: BREACH_FORM_BODY_LIMIT } }),
      reader("/desk/privacy/breach", "privacy", { upload: { limit: BREACH_FORM_BODY_LIMIT } }),
    ],
  },
  {
    // The accreditation certificates' numbers and dates: administrators read and change them.
    nav: [{ href: "/desk/certificates", text: certificateDesk.nav }],
    routes: [reader("/desk/certificates", "admin"), reader("/desk/certificates/edit", "admin")],
  },
  {
    // A person's own account (issue 48): their name and designation, a way to their two-factor
    // sign-in. A signatory's new signing name waits there for an administrator (Accounts).
    nav: [{ href: "/desk/account", text: desk.nav.account }],
    routes: [reader("/desk/account", "signed-in")],
  },
];

/** Every desk route by its path. */
export const DESK_ROUTE_LIST: readonly DeskRoute[] = DESK_AREAS.flatMap((a) => a.routes);

const byPath = new Map(DESK_ROUTE_LIST.map((r) => [r.path, r]));

/** The route of a path (a trailing slash does not matter), if the registry names it. */
export const deskRoute = (pathname: string): DeskRoute | undefined =>
  byPath.get(pathname.replace(/\/+$/, "") || "/");

/** Who may read, and who may write: a path the registry does not name needs `admin` for both. */
export const readAccess = (pathname: string): Access => deskRoute(pathname)?.read ?? "admin";
export const writeAccess = (pathname: string): Access => {
  const route = deskRoute(pathname);
  return route ? (route.write ?? route.read) : "admin";
};

/** Who may post `action` to a path: the action's own role, else the path's writer. */
export const actionAccess = (pathname: string, action: string): Access =>
  deskRoute(pathname)?.actions?.[action] ?? writeAccess(pathname);
