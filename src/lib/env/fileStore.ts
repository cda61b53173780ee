import { fail, text, url } from "./parse";

/**
 * Where the lab's files are kept (lib/platform/storage): FILE_STORE=disk (the
 * default: the folders beside the database) or FILE_STORE=s3, an
 * S3-compatible bucket, with S3_BUCKET, S3_ENDPOINT (a self-hosted service's
 * address; unset for AWS), S3_REGION (default us-east-1),
 * S3_FORCE_PATH_STYLE (true or false; default true when S3_ENDPOINT is set),
 * and S3_ACCESS_KEY_ID with S3_SECRET_ACCESS_KEY (unset: the AWS SDK's own
 * lookup). Read once at start; a bad value stops the start with its name.
 */
export type FileStoreSettings = { kind: "disk" } | ({ kind: "s3" } & S3Settings);

/** An S3-compatible bucket's settings (lib/platform/storage/s3.ts). */
export interface S3Settings {
  /** The service's address (Garage, SeaweedFS, …); unset: AWS's own for the region. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  /** Addresses as {endpoint}/{bucket}/{key} (what self-hosted services expect) rather than {bucket}.{host}. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own lookup (AWS_ACCESS_KEY_ID, a profile, an instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

function yesNo(name: string, value: string | undefined, fallback: boolean): boolean {
  const v = value?.trim().toLowerCase();
  if (!v) return fallback;
  if (v === "true" || v === "1" || v === "yes") return true;
  if (v === "false" || v === "0" || v === "no") return false;
  fail(name, `"${value}" is not true or false`);
}

export function fileStoreSettings(env: Record<string, string | undefined>): FileStoreSettings {
  const kind = text(env.FILE_STORE, "disk").toLowerCase();
  if (kind === "disk") return { kind };
  if (kind !== "s3") fail("FILE_STORE", `"${env.FILE_STORE}" is not one of disk, s3`);
  const bucket = text(env.S3_BUCKET, "");
  if (!bucket) fail("S3_BUCKET", "is needed with FILE_STORE=s3");
  const endpoint = url("S3_ENDPOINT", env.S3_ENDPOINT);
  const accessKeyId = text(env.S3_ACCESS_KEY_ID, "") || undefined;
  const secretAccessKey = text(env.S3_SECRET_ACCESS_KEY, "") || undefined;
  if (!accessKeyId !== !secretAccessKey)
    fail(
      accessKeyId ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID",
      "is needed with the other (set both, or neither)",
    );
  return {
    kind,
    bucket,
    endpoint,
    region: text(env.S3_REGION, "us-east-1"),
    forcePathStyle: yesNo("S3_FORCE_PATH_STYLE", env.S3_FORCE_PATH_STYLE, !!endpoint),
    accessKeyId,
    secretAccessKey,
  };
}
