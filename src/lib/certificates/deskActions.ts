import type { Certificate } from "@/content/certificates";
import { certificateDesk } from "@/content/desk";
import { doneHref, doneOf } from "@/lib/platform/convention/done";
import { recordHref } from "@/lib/platform/convention/recordId";
import type { DeskUser } from "@/lib/desk/roles";
import type { FileStore } from "@/lib/platform/storage";
import { siteCertificates } from "./index";
import {
  certificateFormOf,
  checkCertificateForm,
  postedCertificateForm,
  type CertificateFormErrors,
  type CertificateFormValues,
} from "./form";
import { certificateFiles, drawingOf, drawnInPublic, keepDrawing } from "./pictures";
import {
  changedFields,
  restoreCertificateVersion,
  saveCertificate,
  type SaveResult,
} from "./records";
import { versionsOf } from "./store";
import type { CertificateField, CertificateVersion } from "./values";

/** The desk's certificates (role `admin`): the list, and one certificate's page by its id. */
export const CERTIFICATES_HREF = "/desk/certificates";
const EDIT_PATH = "/desk/certificates/edit";

/** A certificate's page (`?id=`). */
export const certificateHref = (id: string) => recordHref(EDIT_PATH, id);

/** The form as the page shows it again after a refusal: the values posted and what was wrong. */
export interface CertificateForm {
  values: CertificateFormValues;
  errors: CertificateFormErrors;
  /** Not about one field (a version that is not this certificate's, a form not read). */
  problem?: string | undefined;
  /** Another save came after the page was opened: the posted values were not saved. */
  stale?: boolean;
}

export type CertificateAction =
  { redirect: string } | { form: CertificateForm; status: 400 | 404 | 409 };

const problems = certificateDesk.problems;

/** A new drawing for a certificate whose values public/'s drawing no longer shows (lib/certificates/pictures.ts). */
async function redraw(id: string, files: FileStore) {
  const now = (await siteCertificates()).find((c) => c.id === id);
  if (now && !drawnInPublic(now)) await keepDrawing(files, drawingOf(now));
}

const positive = (value: FormDataEntryValue | null): number | undefined => {
  const n = Number(value);
  return typeof value === "string" && /^\d{1,12}$/.test(value) && n > 0 ? n : undefined;
};

/**
 * A post to a certificate's page: `save` (the form, checked on the server,
 * against the version the page was opened on) or `restore` (an earlier
 * version put back, the undo among them). Every save is a new version,
 * audited; the public pages, the structured data, the brochure, the renewal
 * notice and the drawing follow at once. Answers where to go next, or the form
 * to show again with what was wrong.
 */
export async function certificatePageAction(
  certificate: Certificate,
  request: Request,
  user: DeskUser,
  files: FileStore = certificateFiles(),
): Promise<CertificateAction> {
  const again = (
    status: 400 | 404 | 409,
    form: Partial<CertificateForm> = {},
  ): CertificateAction => ({
    status,
    form: { values: certificateFormOf(certificate), errors: {}, ...form },
  });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return again(400, { problem: problems.notUnderstood });
  }
  const id = certificate.id;
  const after = async (result: SaveResult, done: CertificateDone): Promise<CertificateAction> => {
    if (!result.saved && result.reason === "unchanged")
      return { redirect: doneHref(EDIT_PATH, "unchanged", id) };
    if (!result.saved) throw new Error("a restore is never refused as stale");
    await redraw(id, files);
    return {
      redirect: doneHref(EDIT_PATH, done, id, { version: String(result.version.id) }),
    };
  };
  switch (form.get("action")) {
    case "save": {
      const posted = postedCertificateForm(form);
      const checked = checkCertificateForm(posted, id, await siteCertificates());
      if (!checked.ok) return again(400, { values: posted, errors: checked.errors });
      const result = await saveCertificate(id, checked.values, user.email, {
        basedOn: positive(form.get("basedOn")),
      });
      if (!result.saved && result.reason === "stale")
        return again(409, { values: posted, stale: true });
      return after(result, "saved");
    }
    case "restore": {
      const version = positive(form.get("version"));
      const result =
        version === undefined
          ? undefined
          : await restoreCertificateVersion(id, version, user.email);
      if (!result) return again(404, { problem: problems.noVersion });
      return after(result, "restored");
    }
    default:
      return again(400, { problem: problems.notUnderstood });
  }
}

/** One saved version as the page lists it: its values, and which of them it changed. */
export interface VersionLine extends CertificateVersion {
  /** Its place among this certificate's versions, the seed's 1. */
  ordinal: number;
  /** The ordinal of the version it put back, if it was a restore. */
  restoredOrdinal: number | null;
  changed: CertificateField[];
}

/** What the page says after a save or a restore: the words, what changed, and the undo. */
export interface Done {
  text: string;
  changes: { field: CertificateField; before: string; after: string }[];
  /** The version the undo puts back, while the saved one is still the latest. */
  undo?: number | undefined;
}

/** Every saved version, newest first, each with the fields it changed from the one before. */
export async function versionLines(id: string): Promise<VersionLine[]> {
  const versions = await versionsOf(id);
  const ordinalOf = (versionId: number | null) => {
    const index = versions.findIndex((v) => v.id === versionId);
    return index < 0 ? null : versions.length - index;
  };
  return versions.map((v, i) => {
    const before = versions[i + 1];
    return {
      ...v,
      ordinal: versions.length - i,
      restoredOrdinal: ordinalOf(v.restoredFrom),
      changed: before ? changedFields(before, v) : [],
    };
  });
}

/** What a save did, as the page's address names it (`?done=`). */
const DONE = ["saved", "restored", "unchanged"] as const;
type CertificateDone = (typeof DONE)[number];

/** The page's after-save message from its address (?done=…&version=…), or undefined. */
export function certificateSaved(url: URL, lines: VersionLine[]): Done | undefined {
  const done = doneOf(url, DONE);
  const words = certificateDesk.done;
  if (done === "unchanged") return { text: words.unchanged, changes: [] };
  if (done !== "saved" && done !== "restored") return undefined;
  const index = lines.findIndex((v) => String(v.id) === url.searchParams.get("version"));
  const saved = lines[index];
  const before = lines[index + 1];
  if (!saved || !before) return undefined;
  return {
    text:
      done === "saved" || saved.restoredOrdinal === null
        ? words.saved
        : words.restored(saved.restoredOrdinal),
    changes: saved.changed.map((field) => ({
      field,
      before: before[field],
      after: saved[field],
    })),
    undo: index === 0 ? before.id : undefined,
  };
}
