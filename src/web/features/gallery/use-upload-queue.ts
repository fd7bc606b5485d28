import { useSnackbar } from "notistack";
import { useRef, useState } from "react";
import { type GalleryItem, galleryMessages } from "../../../contract/gallery.ts";
import { ApiError } from "../../lib/api-client.ts";
import { uploadWithProgress } from "../../lib/upload-with-progress.ts";
import { useGalleryCache } from "./use-gallery.ts";

export type QueuedFile = {
  key: string;
  name: string;
  /** 0 to 1. */
  progress: number;
  state: "waiting" | "uploading" | "done" | "failed";
  error: string | null;
};

/** Two files go up at once: enough to fill a phone's uplink, few enough that each shows progress. */
const filesAtOnce = 2;

/**
 * Uploads files one request each, so every file has its own progress bar and its own outcome;
 * each photo joins the grid as soon as it is stored. The batch ends with the spec's summary.
 */
export function useUploadQueue(eventId: string) {
  const [files, setFiles] = useState<QueuedFile[]>([]);
  const batch = useRef(0);
  const cache = useGalleryCache(eventId);
  const { enqueueSnackbar } = useSnackbar();

  const patch = (key: string, change: Partial<QueuedFile>) =>
    setFiles((all) => all.map((f) => (f.key === key ? { ...f, ...change } : f)));

  async function send(file: File, key: string): Promise<boolean> {
    patch(key, { state: "uploading" });
    const form = new FormData();
    form.append("file", file);
    try {
      const item = await uploadWithProgress<GalleryItem>(`/api/events/${eventId}/gallery`, form, (progress) =>
        patch(key, { progress }),
      );
      // Each photo joins the first page of the views it belongs in (every photo is new this week).
      cache.edit((list, { first, tab, search }) =>
        first && !search && (tab === "all" || tab === "recent")
          ? { ...list, items: [item, ...list.items] }
          : list,
      );
      patch(key, { state: "done", progress: 1 });
      return true;
    } catch (error) {
      patch(key, {
        state: "failed",
        error: error instanceof ApiError ? error.message : galleryMessages.uploadFailed,
      });
      return false;
    }
  }

  async function add(chosen: File[]) {
    if (chosen.length === 0) return;
    const id = ++batch.current;
    const queued = chosen.map((file, i) => ({ file, key: `${id}-${i}` }));
    setFiles(
      queued.map(({ file, key }) => ({ key, name: file.name, progress: 0, state: "waiting", error: null })),
    );
    let next = 0;
    let done = 0;
    const worker = async () => {
      while (next < queued.length) {
        const { file, key } = queued[next++];
        if (await send(file, key)) done++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(filesAtOnce, queued.length) }, worker));
    const total = queued.length;
    if (done === total) enqueueSnackbar(galleryMessages.uploadedAll(done), { variant: "success" });
    else if (done > 0) enqueueSnackbar(galleryMessages.uploadedSome(done, total), { variant: "warning" });
    else enqueueSnackbar(galleryMessages.uploadFailed, { variant: "error" });
    await cache.refresh();
    // The finished bars make way for the photos after a moment; failures stay, with their reasons.
    setTimeout(() => {
      if (batch.current === id) setFiles((all) => all.filter((f) => f.state === "failed"));
    }, 4000);
  }

  const busy = files.some((f) => f.state === "waiting" || f.state === "uploading");
  return { files, add, busy, clear: () => setFiles([]) };
}
