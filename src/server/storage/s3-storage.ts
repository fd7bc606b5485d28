import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { Storage } from "./storage.ts";
import { isSafeKey } from "./storage-key.ts";

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

export function createS3Storage(s: S3Settings): Storage {
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials:
      s.accessKeyId && s.secretAccessKey
        ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey }
        : undefined,
    // With the SDK's default checksums, S3-compatible servers may store the chunk framing as
    // content (docs/toolchain.md): compute them only where the API requires.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return {
    kind: "s3",
    async put(key, body, contentType) {
      if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
      await client.send(
        new PutObjectCommand({
          Bucket: s.bucket,
          Key: key,
          // A file on disk streams up; its length is known, so no buffering to learn it.
          Body: Buffer.isBuffer(body) ? body : createReadStream(body.path),
          ContentType: contentType,
          ContentLength: Buffer.isBuffer(body) ? body.length : body.size,
        }),
      );
    },
    async get(key, range) {
      if (!isSafeKey(key)) return null;
      try {
        const out = await client.send(
          new GetObjectCommand({
            Bucket: s.bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!out.Body) return null;
        // With a range, ContentLength is the part's; the whole size follows the slash of Content-Range.
        const total = out.ContentRange ? Number(out.ContentRange.split("/")[1]) : out.ContentLength;
        return {
          body: out.Body as Readable,
          contentType: out.ContentType ?? "application/octet-stream",
          size: total ?? 0,
        };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === "NoSuchKey") return null;
        throw err;
      }
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: s.bucket, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key, size: o.Size ?? 0 };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async deletePrefix(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: s.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length > 0) {
          await client.send(
            new DeleteObjectsCommand({ Bucket: s.bucket, Delete: { Objects: keys, Quiet: true } }),
          );
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
