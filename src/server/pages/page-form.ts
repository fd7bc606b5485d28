import type { Context } from "hono";
import { AppError } from "../http/app-error.ts";
import { isMultipart, readMultipart, unreadableForm } from "../http/multipart.ts";

/** The most a guest page's text form may send, as for the API's JSON. */
export const pageFormBytes = 1024 * 1024;

/** A text form's fields, each with its values in the order sent (a +1 box repeats its field). */
export type FormFields = Record<string, string[]>;

/**
 * The text fields of a guest page's form post. Browsers send these forms URL-encoded; a multipart
 * copy goes through the one multipart reader (http/multipart.ts) like every upload, and a file in
 * it is refused as unreadable, since none of these forms has a file field. Any other body has no
 * fields. Bad characters were refused before (the input guard), or are by the multipart reader.
 */
export async function readPageForm(c: Context): Promise<FormFields> {
  if (isMultipart(c)) {
    const form = await readMultipart(c, {
      maxFileBytes: 0,
      maxFiles: 0,
      maxBodyBytes: pageFormBytes,
      tooLarge: () => new AppError("payload_too_large", "This form is too large."),
      tooMany: unreadableForm,
    });
    return form.fields;
  }
  if (!/^application\/x-www-form-urlencoded/i.test(c.req.header("content-type") ?? "")) return {};
  const fields: FormFields = {};
  for (const [name, value] of new URLSearchParams(await c.req.text())) {
    const values = fields[name];
    if (values) values.push(value);
    else fields[name] = [value];
  }
  return fields;
}
