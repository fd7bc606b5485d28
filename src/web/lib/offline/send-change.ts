import { idempotencyKeyHeader } from "../../../contract/idempotency.ts";
import type { SendResult } from "./change-queue.ts";
import type { QueuedRequest } from "./queued-change.ts";

/** Sends a stored change with its key; throws (as fetch does) when the server cannot be reached. */
export async function sendChange(request: QueuedRequest, idempotencyKey: string): Promise<SendResult> {
  const headers: Record<string, string> = {
    ...request.preconditions,
    [idempotencyKeyHeader]: idempotencyKey,
  };
  let body: BodyInit | undefined;
  if (request.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.form.fields)) form.append(name, value);
    if (request.form.file) form.append("file", request.form.file.blob, request.form.file.name);
    body = form;
  } else if (request.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(request.json);
  }
  const res = await fetch(request.path, {
    method: request.method,
    credentials: "same-origin",
    headers,
    body,
  });
  const answer = res.status === 204 ? null : await res.json().catch(() => null);
  return { status: res.status, body: answer, retryAfter: res.headers.has("retry-after") };
}
