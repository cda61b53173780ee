// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fileStoreSettings } from "./fileStore";

describe("where the files are kept (FILE_STORE and S3_*)", () => {
  it("keeps them on the disk with no setting at all", () => {
    expect(fileStoreSettings({})).toEqual({ kind: "disk" });
    expect(fileStoreSettings({ FILE_STORE: " Disk " })).toEqual({ kind: "disk" });
  });

  it("reads a self-hosted bucket's settings, path-style by default when an endpoint is named", () => {
    expect(
      fileStoreSettings({
        FILE_STORE: "s3",
        S3_ENDPOINT: "https://garage.lab.internal:3900/",
        S3_BUCKET: "lab-files",
        S3_REGION: "garage",
        S3_ACCESS_KEY_ID: "GK123",
        S3_SECRET_ACCESS_KEY: "secret",
      }),
    ).toEqual({
      kind: "s3",
      endpoint: "https://garage.lab.internal:3900",
      bucket: "lab-files",
      region: "garage",
      forcePathStyle: true,
      accessKeyId: "GK123",
      secretAccessKey: "secret",
    });
    expect(fileStoreSettings({ FILE_STORE: "s3", S3_BUCKET: "lab-files" })).toMatchObject({
      endpoint: undefined,
      region: "us-east-1",
      forcePathStyle: false,
      accessKeyId: undefined,
    });
    expect(
      fileStoreSettings({
        FILE_STORE: "s3",
        S3_BUCKET: "b",
        S3_ENDPOINT: "http://127.0.0.1:8333",
        S3_FORCE_PATH_STYLE: "false",
      }),
    ).toMatchObject({ forcePathStyle: false });
  });

  it("stops the start naming the setting that is wrong, never a secret's value", () => {
    expect(() => fileStoreSettings({ FILE_STORE: "minio" })).toThrow(
      /FILE_STORE: "minio" is not one of disk, s3/,
    );
    expect(() => fileStoreSettings({ FILE_STORE: "s3" })).toThrow(/S3_BUCKET: is needed/);
    expect(() =>
      fileStoreSettings({ FILE_STORE: "s3", S3_BUCKET: "b", S3_ENDPOINT: "ftp://x" }),
    ).toThrow(/S3_ENDPOINT/);
    expect(() =>
      fileStoreSettings({ FILE_STORE: "s3", S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "maybe" }),
    ).toThrow(/S3_FORCE_PATH_STYLE/);
    const halfKey = () =>
      fileStoreSettings({ FILE_STORE: "s3", S3_BUCKET: "b", S3_SECRET_ACCESS_KEY: "hunter2" });
    expect(halfKey).toThrow(/S3_ACCESS_KEY_ID: is needed with the other/);
    expect(halfKey).not.toThrow(/hunter2/);
  });
});
