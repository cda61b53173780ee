import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { S3Settings } from "@/lib/env/fileStore";
import { checkedKey, checkedPrefix, type FileStore } from "./fileStore";

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

/**
 * The files as objects in an S3-compatible bucket, named by their keys. A
 * file given as bytes is sent in one PUT with its length; one given as a
 * stream goes up in parts (lib-storage's Upload), so neither is held whole.
 * An object appears whole or not at all, as S3 promises.
 */
export function s3FileStore(settings: S3Settings, client = s3Client(settings)): FileStore {
  const Bucket = settings.bucket;
  const store: FileStore = {
    async put(key, body) {
      const Key = checkedKey(key);
      if (ArrayBuffer.isView(body))
        await client.send(
          new PutObjectCommand({ Bucket, Key, Body: body, ContentLength: body.length }),
        );
      else await new Upload({ client, params: { Bucket, Key, Body: body } }).done();
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        const body = answer.Body;
        if (!(body instanceof Readable)) throw new Error("The S3 client gave no Node stream");
        return { body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async removeAll(prefix) {
      if (checkedPrefix(prefix) === "") throw new Error("Refusing to remove every file");
      let batch: { Key: string }[] = [];
      const send = async () => {
        if (batch.length)
          await client.send(
            new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }),
          );
        batch = [];
      };
      for await (const file of store.list(prefix)) {
        batch.push({ Key: file.key });
        if (batch.length === 1000) await send();
      }
      await send();
    },
    async *list(prefix) {
      const Prefix = checkedPrefix(prefix);
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix,
            ...(ContinuationToken ? { ContinuationToken } : {}),
          }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key)
            yield {
              key: object.Key,
              size: object.Size ?? 0,
              modified: object.LastModified ?? new Date(0),
            };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
  return store;
}

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
  });
}
