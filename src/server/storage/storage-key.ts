/** Keys are ours (never user text), but check anyway: no traversal, no absolute paths. */
export function isSafeKey(key: string): boolean {
  return (
    /^[a-z0-9][a-z0-9/_.-]*$/i.test(key) && !key.split("/").some((part) => part === ".." || part === ".")
  );
}
