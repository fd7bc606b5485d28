import type { Readable } from "node:stream";
import type { Logger } from "../logger.ts";
import { createLocalStorage } from "./local-storage.ts";
import type { S3Settings } from "./s3-storage.ts";

/** `size` is the whole object's; with a range, `body` holds only bytes start..end (inclusive). */
export type StoredObject = { body: Readable; contentType: string; size: number };

/** Inclusive byte positions, as in an HTTP Range header (videos seek with these). */
export type ByteRange = { start: number; end: number };

/** A file already on disk (an upload streamed to a temporary file), stored without reading it into memory. */
export type FileOnDisk = { path: string; size: number };

/** Where uploaded files live: a folder under DATA_DIR by default, an S3 bucket at scale. */
export type Storage = {
  kind: "local" | "s3";
  /** Stores bytes, or a file on disk streamed from there (a video of 100 MB is never held whole). */
  put(key: string, body: Buffer | FileOnDisk, contentType: string): Promise<void>;
  /** null when no object has that key. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Deletes every object whose key starts with the prefix (an image's whole size set). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every stored key with its size (backups; restore checks a target is empty). */
  list(): AsyncIterable<{ key: string; size: number }>;
};

export function createStorage(opts: { dataDir: string; s3?: S3Settings; log: Logger }): Storage {
  return opts.s3 ? lazyS3Storage(opts.s3) : createLocalStorage(opts.dataDir);
}

/**
 * The S3 driver, loaded only when S3 is configured: the AWS SDK costs some 7 MB of resident memory
 * that a server storing files in DATA_DIR would carry for nothing.
 */
function lazyS3Storage(s3: S3Settings): Storage {
  let driver: Promise<Storage> | null = null;
  const ready = () => {
    driver ??= import("./s3-storage.ts").then((m) => m.createS3Storage(s3));
    return driver;
  };
  return {
    kind: "s3",
    put: async (...args: Parameters<Storage["put"]>) => (await ready()).put(...args),
    get: async (...args: Parameters<Storage["get"]>) => (await ready()).get(...args),
    deletePrefix: async (...args: Parameters<Storage["deletePrefix"]>) =>
      (await ready()).deletePrefix(...args),
    async *list() {
      yield* (await ready()).list();
    },
  };
}
