/**
 * Waits until `check` holds, for changes that reach the server a moment after the write that
 * caused them (PostgreSQL delivers a trigger's notice on another connection; PGlite at once).
 */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`the change did not show within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
