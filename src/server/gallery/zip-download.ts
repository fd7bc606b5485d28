import type { Readable } from "node:stream";
import yazl from "yazl";
import type { Storage } from "../storage/storage.ts";
import { uniqueNames } from "./file-name.ts";

export type ZipEntry = { fileKey: string; fileName: string; sizeBytes: number; createdAt: Date };

/**
 * The files as one ZIP, streamed: each file is opened only when the archive reaches it and flows
 * through, so memory stays flat however large the gallery. Photos and videos are compressed
 * already: entries are stored, which also makes the archive's length known in advance.
 */
export function zipGallery(
  storage: Storage,
  entries: ZipEntry[],
): { stream: Readable; size: Promise<number | null> } {
  const zip = new yazl.ZipFile();
  const names = uniqueNames(entries.map((e) => e.fileName));
  entries.forEach((entry, i) => {
    zip.addReadStreamLazy(
      names[i],
      { compress: false, mtime: entry.createdAt, size: entry.sizeBytes },
      (cb) => {
        storage.get(entry.fileKey).then(
          (object) =>
            cb(object ? null : new Error(`missing file ${entry.fileKey}`), object?.body as Readable),
          (error: Error) => cb(error, null as unknown as Readable),
        );
      },
    );
  });
  const stream = zip.outputStream as Readable;
  // A file that cannot be read ends the download with an error rather than the process.
  zip.on("error", (error: Error) => stream.destroy(error));
  const size = new Promise<number | null>((resolve) => {
    const done = (total: number) => resolve(total >= 0 ? total : null);
    zip.end(undefined, done as () => void);
  });
  return { stream, size };
}
