import type { ErrorBody } from "../../contract/errors.ts";
import { ApiError } from "./api-client.ts";

/**
 * POSTs a form and reports how much of it has gone up (0 to 1). fetch cannot tell upload
 * progress, XMLHttpRequest can; errors come back as the same ApiError the JSON client throws.
 */
export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // A proxy's HTML error page: the status says enough.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as T);
        return;
      }
      const err = (body as ErrorBody | null)?.error;
      reject(new ApiError(xhr.status, err?.code ?? "internal", err?.message ?? xhr.statusText, err?.fields));
    };
    xhr.onerror = () =>
      reject(
        new ApiError(0, "network", "Network error. Please check your internet connection and try again."),
      );
    xhr.send(form);
  });
}
