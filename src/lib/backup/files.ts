import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { pdfPath } from "@/lib/reports/pdfStore";
import { variantFileName } from "@/lib/photos/files";
import type { FileStore } from "@/lib/platform/storage";
import { photoVariants, registeredPdfs } from "./store";

/**
 * Every file of the site's state beside the database, found from what the
 * database names (the register's PDF versions, the photos' variants) and from
 * the folders that are the record themselves (NABL's QR uploads, the
 * certificates' drawings), with the key files the settings name. Paths are
 * relative to the data folder (the database's folder), as the snapshot and a
 * restore lay them out. Not kept: held imports (lib/reports/heldUploads.ts;
 * a day's second chance, swept daily) and the database's own -wal and -shm
 * (the database is copied whole through SQLite). With the files in an object
 * store (FILE_STORE=s3), the register's PDFs, the photos, NABL's QR uploads
 * and the drawings are found there under the same paths as keys; the key
 * files stay on the disk.
 */

export interface SiteFile {
  /** Where it goes in the snapshot, relative to the data folder ("reports/ab/ab….pdf"). */
  path: string;
  /** Where it is now. */
  source: string;
  /** The SHA-256 the database registered for it, when it names one (report PDFs). */
  registered?: string;
  /** What names it, for a missing file's line ("report PDF of ULR … version 2"). */
  namedBy: string;
  /** The setting that names it, for a key file kept outside the data folder. */
  setting?: string;
  /** Kept in the object store (its key is `path`) rather than at `source` on the disk. */
  stored?: { size: number };
}

export interface SiteFiles {
  /** On disk: to be copied. */
  present: SiteFile[];
  /** Named by the database (or a setting) but not on disk: reported, never skipped in silence. */
  missing: SiteFile[];
}

/** The folders beside the database (lib/reports/server.ts, lib/photos/files.ts, …). */
export const DATA_FOLDERS = {
  reports: "reports",
  photos: "photos",
  nablQr: "nabl-qr",
  certificates: "certificates",
} as const;

/** Key files named by a setting but kept outside the data folder go here in the snapshot. */
export const SETTINGS_FILES = "settings-files";

/** Key and certificate files: the settings that name them, and the default beside the database. */
export interface KeyFileSettings {
  SECRETS_KEY_FILE?: string | undefined;
  REPORT_SEAL_P12?: string | undefined;
  REPORT_SEAL_PASSWORD_FILE?: string | undefined;
}

function listed(dir: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => keep(name) && statSync(join(dir, name)).isFile())
    .sort();
}

const inside = (dataDir: string, path: string) => {
  const r = relative(dataDir, path);
  return r !== "" && !r.startsWith("..") && !isAbsolute(r) ? r : undefined;
};

/**
 * The site's files for the database at `dbPath`, as the store of the work in
 * hand names them (a snapshot's copy of it); `root` resolves relative settings.
 */
export async function siteFiles(
  dbPath: string,
  settings: KeyFileSettings,
  root: string,
  objectStore?: FileStore,
): Promise<SiteFiles> {
  const dataDir = dirname(dbPath);
  const files: { file: SiteFile; required: boolean; inStore: boolean }[] = [];
  const add = (file: SiteFile, required = true, inStore = false) =>
    files.push({ file, required, inStore: inStore && !!objectStore });
  // The object store's keys and sizes, listed once per folder (a key per file named below).
  const keys = new Map<string, number>();
  if (objectStore)
    for (const folder of [
      DATA_FOLDERS.reports,
      DATA_FOLDERS.photos,
      DATA_FOLDERS.nablQr,
      DATA_FOLDERS.certificates,
    ])
      for await (const f of objectStore.list(`${folder}/`)) keys.set(f.key, f.size);

  // The register: every PDF version (content-addressed: one file per content), and the
  // unsealed drafts sealed versions were made from, when still on disk.
  const reportsDir = join(dataDir, DATA_FOLDERS.reports);
  const versions = await registeredPdfs();
  const seen = new Set<string>();
  for (const v of versions) {
    for (const [hash, required] of [
      [v.sha256, true],
      [v.draft, false],
    ] as const) {
      if (!hash || seen.has(hash)) continue;
      seen.add(hash);
      const source = pdfPath(reportsDir, hash);
      add(
        {
          path: relative(dataDir, source),
          source,
          registered: hash,
          namedBy: `report PDF of ${v.ulr} version ${v.version}${required ? "" : " (unsealed draft)"}`,
        },
        required,
        true,
      );
    }
  }

  // The photos: each variant the photos table lists.
  const photosDir = join(dataDir, DATA_FOLDERS.photos);
  for (const photo of await photoVariants())
    for (const variant of photo.variants) {
      const name = variantFileName(photo.id, variant);
      add(
        {
          path: join(DATA_FOLDERS.photos, name),
          source: join(photosDir, name),
          namedBy: `photo ${photo.id} (${variant.format}, ${variant.width} px)`,
        },
        true,
        true,
      );
    }

  // NABL's QR uploads and the certificates' drawings: the folders are the record.
  for (const folder of [DATA_FOLDERS.nablQr, DATA_FOLDERS.certificates]) {
    const dir = join(dataDir, folder);
    const inStore = !!objectStore;
    const names = inStore
      ? [...keys.keys()]
          .filter((k) => k.startsWith(`${folder}/`))
          .map((k) => k.slice(folder.length + 1))
          .sort()
      : // A write in progress: the disk store's hidden ".….part", an older ".tmp".
        listed(dir, (n) => !n.startsWith(".") && !n.endsWith(".tmp"));
    for (const name of names)
      add({ path: join(folder, name), source: join(dir, name), namedBy: folder }, true, inStore);
  }

  // The key files: the two-factor secrets' key, the seal's certificate and its password.
  const keyFiles: [string, string | undefined, boolean][] = [
    [
      "SECRETS_KEY_FILE",
      settings.SECRETS_KEY_FILE || join(dataDir, "secrets.key"),
      !settings.SECRETS_KEY_FILE,
    ],
    ["REPORT_SEAL_P12", settings.REPORT_SEAL_P12, false],
    ["REPORT_SEAL_PASSWORD_FILE", settings.REPORT_SEAL_PASSWORD_FILE, false],
  ];
  for (const [setting, named, isDefault] of keyFiles) {
    if (!named) continue;
    const source = resolve(root, named);
    const within = inside(dataDir, source);
    add(
      {
        path: within ?? join(SETTINGS_FILES, setting),
        source,
        namedBy: isDefault ? "the two-factor secrets' key" : setting,
        ...(within ? {} : { setting }),
      },
      // The default key is made on the first sign-in that needs it; a named one must be there.
      !isDefault,
    );
  }

  const present: SiteFile[] = [];
  const missing: SiteFile[] = [];
  for (const { file, required, inStore } of files) {
    const size = inStore ? keys.get(file.path) : undefined;
    if (inStore ? size !== undefined : existsSync(file.source))
      present.push(size === undefined ? file : { ...file, stored: { size } });
    else if (required) missing.push(file);
  }
  return { present, missing };
}
