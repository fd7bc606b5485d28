import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Storage } from "./storage.ts";
import { isSafeKey } from "./storage-key.ts";

const contentTypeFile = ".content-type";

/** Files under DATA_DIR/files/<key>; each key is a folder-free file with its type stored beside it. */
export function createLocalStorage(dataDir: string): Storage {
  const root = path.join(dataDir, "files");
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    kind: "local",
    async put(key, body, contentType) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      if (Buffer.isBuffer(body)) await fs.writeFile(tmp, body);
      else await fs.copyFile(body.path, tmp);
      await fs.writeFile(`${file}${contentTypeFile}`, contentType);
      await fs.rename(tmp, file);
    },
    async get(key, range) {
      if (!isSafeKey(key)) return null;
      const file = fileOf(key);
      try {
        const [stat, contentType] = await Promise.all([
          fs.stat(file),
          fs.readFile(`${file}${contentTypeFile}`, "utf8").catch(() => "application/octet-stream"),
        ]);
        if (!stat.isFile()) return null;
        return { body: createReadStream(file, range), contentType, size: stat.size };
      } catch {
        return null;
      }
    },
    async *list() {
      // Every file but the type files beside them and a put's unfinished temporary file.
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith(contentTypeFile) || entry.name.endsWith(".tmp")) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, file).split(path.sep).join("/");
        if (!isSafeKey(key)) continue;
        yield { key, size: (await fs.stat(file)).size };
      }
    },
    async deletePrefix(prefix) {
      const target = fileOf(prefix.replace(/\/$/, ""));
      await fs.rm(target, { recursive: true, force: true });
      await fs.rm(`${target}${contentTypeFile}`, { force: true });
    },
  };
}
