/**
 * Hands a file made in the browser to the browser's own download, as a link to it would. The
 * object URL is released a moment later: it holds the file in memory for as long as it lives.
 */
export function saveFile(name: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
