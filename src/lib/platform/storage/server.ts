import { dirname } from "node:path";
import { serverDatabasePath } from "@/lib/db/server";
import { serverEnv } from "@/lib/env/server";
import { diskFileStore } from "./disk";
import type { FileStore } from "./fileStore";
import { s3FileStore } from "./s3";

/** The data folder: the database's folder, where the disk store keeps the files. */
export const dataFolder = () => dirname(serverDatabasePath());

let s3: FileStore | undefined;

/** The server's files: the disk beside the database, or the bucket FILE_STORE=s3 names (lib/env/fileStore.ts). */
export function serverFileStore(): FileStore {
  const settings = serverEnv.FILES;
  if (settings.kind === "disk") return diskFileStore(dataFolder());
  s3 ??= s3FileStore(settings);
  return s3;
}
