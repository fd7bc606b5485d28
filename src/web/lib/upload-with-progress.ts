import { apiErrorOf, networkError } from "./api-client.ts";

/**
 * POSTs a form and reports how much of it has gone up (0 to 1). fetch cannot tell upload
 * progress, XMLHttpRequest can; errors come back as the same ApiError the JSON client throws.
 * So the URL is a string here, not a path of the typed client (api-client.ts), which uses fetch.
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
      reject(apiErrorOf(xhr.status, body, xhr.statusText));
    };
    xhr.onerror = () => reject(networkError());
    xhr.send(form);
  });
}
