import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { createStorage, type Storage } from "./storage.ts";

async function readAll(storage: Storage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The same behaviour is asked of both drivers. */
function behavesLikeStorage(name: string, open: () => Storage) {
  describe(name, () => {
    it("round-trips a multi-megabyte file byte for byte, with its type", async () => {
      const storage = open();
      const data = randomBytes(3_000_000);
      await storage.put("tests/big/file.bin", data, "application/octet-stream");
      const object = await storage.get("tests/big/file.bin");
      expect(object?.contentType).toBe("application/octet-stream");
      const back = await readAll(storage, "tests/big/file.bin");
      expect(back?.length).toBe(data.length);
      expect(back?.equals(data)).toBe(true);
    });

    it("reads a byte range (videos seek with these), reporting the whole object's size", async () => {
      const storage = open();
      const data = randomBytes(200_000);
      await storage.put("tests/range/clip.mp4", data, "video/mp4");
      const part = await storage.get("tests/range/clip.mp4", { start: 1000, end: 1999 });
      expect(part?.size).toBe(200_000);
      const chunks: Buffer[] = [];
      for await (const chunk of part?.body ?? []) chunks.push(Buffer.from(chunk as Uint8Array));
      expect(Buffer.concat(chunks).equals(data.subarray(1000, 2000))).toBe(true);
    });

    it("answers null for a missing key and refuses unsafe keys", async () => {
      const storage = open();
      expect(await storage.get("tests/nothing-here")).toBeNull();
      expect(await storage.get("../etc/passwd")).toBeNull();
      await expect(storage.put("../escape", Buffer.from("x"), "text/plain")).rejects.toThrow(/unsafe/);
    });

    it("lists every stored key with its size (backups read this)", async () => {
      const storage = open();
      await storage.put("tests/list/a/w320.webp", Buffer.alloc(7), "image/webp");
      await storage.put("tests/list/b.bin", Buffer.alloc(3), "application/octet-stream");
      const listed: Record<string, number> = {};
      for await (const { key, size } of storage.list()) if (key.startsWith("tests/list/")) listed[key] = size;
      expect(listed).toEqual({ "tests/list/a/w320.webp": 7, "tests/list/b.bin": 3 });
    });

    it("deletes a whole prefix and nothing next to it", async () => {
      const storage = open();
      await storage.put("tests/img/1-a/w320.webp", Buffer.from("a"), "image/webp");
      await storage.put("tests/img/1-a/w640.webp", Buffer.from("b"), "image/webp");
      await storage.put("tests/img/1-ab/w320.webp", Buffer.from("c"), "image/webp");
      await storage.deletePrefix("tests/img/1-a/");
      expect(await storage.get("tests/img/1-a/w320.webp")).toBeNull();
      expect(await storage.get("tests/img/1-a/w640.webp")).toBeNull();
      expect((await readAll(storage, "tests/img/1-ab/w320.webp"))?.toString()).toBe("c");
    });
  });
}

const log = createLogger("silent");
let localDir: string;
let s3Dir: string;
let s3: S3rver;
let endpoint: string;

beforeAll(async () => {
  localDir = await fs.mkdtemp(path.join(os.tmpdir(), "eventhub-local-"));
  s3Dir = await fs.mkdtemp(path.join(os.tmpdir(), "eventhub-s3-"));
  s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: "eventhub-test", configs: [] }],
  });
  const address = (await s3.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3.close();
  await fs.rm(localDir, { recursive: true, force: true });
  await fs.rm(s3Dir, { recursive: true, force: true });
});

behavesLikeStorage("local folder", () => createStorage({ dataDir: localDir, log }));
behavesLikeStorage("S3 (s3rver)", () =>
  createStorage({
    dataDir: localDir,
    log,
    s3: {
      bucket: "eventhub-test",
      region: "us-east-1",
      endpoint,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    },
  }),
);
