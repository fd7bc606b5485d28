import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError } from "./app-error.ts";
import { hasBadChar, refuse } from "./input-guard.ts";
import { discardRestOf, refusedBodyAllowance } from "./refused-body.ts";

// The one reader of multipart bodies (every upload: gallery, feed, banner, profile photo, template,
// CSV, guests' photos). It streams: each file goes to a temporary file as it arrives, with its size
// limit counted on the way, so a 100 MB video never sits in memory and an oversized one is refused
// at the first byte over (the rest of its body is then read and thrown away, so the client can
// read the answer). The temporary files go when the request ends (removeUploadsWhenDone).

/** A file of the form, on disk until the request ends. */
export type UploadedFile = { field: string; name: string; type: string; path: string; size: number };

export type MultipartForm = {
  /** Text fields by name, in the order sent (a repeated field has several). */
  fields: Record<string, string[]>;
  files: UploadedFile[];
};

export type MultipartRules = {
  /** The largest file taken; one byte more stops the read with `tooLarge`. */
  maxFileBytes: number;
  /** How many files one request may carry (more: `tooMany`). */
  maxFiles: number;
  tooLarge: () => AppError;
  tooMany?: () => AppError;
  /** The whole body's most bytes (files, fields, framing); by default all files at their largest. */
  maxBodyBytes?: number;
};

/** A text field's longest value: captions and posts are far shorter. */
const maxFieldBytes = 256 * 1024;

export const unreadableForm = () => new AppError("bad_request", "The form data could not be read");

export const isMultipart = (c: Context) => /^multipart\/form-data/i.test(c.req.header("content-type") ?? "");

/** The first value of a text field, or undefined. */
export const fieldOf = (form: MultipartForm, name: string): string | undefined => form.fields[name]?.[0];

/** Temporary folders of each request's uploads, removed as the request ends. */
const uploadDirs = new WeakMap<Context, string[]>();

/** Removes the temporary files of the request's uploads once it has been answered. */
export const removeUploadsWhenDone: MiddlewareHandler = (c, next) =>
  next().finally(() => {
    const dirs = uploadDirs.get(c);
    if (!dirs) return;
    uploadDirs.delete(c);
    return Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true }))).then(() => {});
  });

/**
 * Reads a multipart body as it streams in: text fields into memory (checked for characters no
 * database stores), files to disk. Broken framing (a truncated body) is a 400, a file over the
 * limit a 413 with the feature's message; a body-limit error from upstream passes through.
 */
export async function readMultipart(c: Context, rules: MultipartRules): Promise<MultipartForm> {
  const type = c.req.header("content-type") ?? "";
  const body = c.req.raw.body;
  if (!isMultipart(c) || !body) throw unreadableForm();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      limits: {
        fileSize: rules.maxFileBytes,
        files: rules.maxFiles,
        fields: 100,
        parts: rules.maxFiles + 100,
        fieldSize: maxFieldBytes,
      },
    });
  } catch {
    throw unreadableForm(); // No boundary, or not multipart after all.
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "eventhub-upload-"));
  uploadDirs.set(c, [...(uploadDirs.get(c) ?? []), dir]);
  const input = Readable.fromWeb(body as import("node:stream/web").ReadableStream);
  const form: MultipartForm = { fields: {}, files: [] };

  return new Promise<MultipartForm>((resolve, reject) => {
    let failed = false;
    const writes: Promise<void>[] = [];
    // Counted here, not by Hono's bodyLimit, which holds a body sent without a length whole in memory to count it.
    const maxBody = rules.maxBodyBytes ?? rules.maxFileBytes * rules.maxFiles + 1024 * 1024;
    let received = 0;
    /**
     * Refuses the form: the parser stops, and the rest of the body is read and thrown away while
     * the answer goes out, so the client, still sending, can read it; a body far past the limit
     * is cut (http/refused-body.ts).
     */
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      input.unpipe(parser);
      parser.destroy();
      discardRestOf(c, input, refusedBodyAllowance(maxBody, received));
      reject(error);
    };
    parser.on("file", (field, stream, info) => {
      if (hasBadChar(field) || hasBadChar(info.filename ?? "")) {
        stream.resume();
        return fail(refuse(field || "_"));
      }
      const file: UploadedFile = {
        field,
        name: info.filename ?? "",
        type: info.mimeType,
        path: path.join(dir, String(form.files.length)),
        size: 0,
      };
      form.files.push(file);
      stream.on("data", (chunk: Buffer) => {
        file.size += chunk.length;
      });
      stream.on("limit", () => fail(rules.tooLarge()));
      // A failed write (disk full) fails the request; after a refusal it is of no interest.
      writes.push(pipeline(stream, createWriteStream(file.path)).catch((error) => fail(error)));
    });
    parser.on("field", (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) return fail(unreadableForm());
      if (hasBadChar(name) || hasBadChar(value)) return fail(refuse(name || "_"));
      form.fields[name] = [...(form.fields[name] ?? []), value];
    });
    parser.on("filesLimit", () => fail((rules.tooMany ?? rules.tooLarge)()));
    parser.on("fieldsLimit", () => fail(unreadableForm()));
    parser.on("partsLimit", () => fail(unreadableForm()));
    parser.on("error", () => fail(unreadableForm()));
    parser.on("close", () => {
      Promise.all(writes).then(() => {
        if (!failed) resolve(form);
      });
    });
    // The body's own stream failing: over the body limit (Hono's error, answered as a 413 by its
    // middleware) or the client going away.
    input.on("error", (error) =>
      fail(error instanceof HTTPException || error.name === "BodyLimitError" ? error : unreadableForm()),
    );
    input.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBody) fail(rules.tooLarge());
    });
    input.pipe(parser);
  });
}
