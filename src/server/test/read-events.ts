/**
 * Reads a live stream's server-sent events (realtime/change-stream.ts) until every name in `want`
 * has been seen or `timeoutMs` has passed, then closes it: the names seen, in order. `onReady` runs
 * once the stream says 'ready' (it listens from then on): the change the test expects to hear of.
 */
export async function readEvents(
  res: Response,
  want: string[],
  opts: { onReady?: () => unknown; timeoutMs?: number } = {},
): Promise<string[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const seen: string[] = [];
  let buffer = "";
  let onReady = opts.onReady;
  const deadline = Date.now() + (opts.timeoutMs ?? 5000);
  while (want.some((w) => !seen.includes(w)) && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<{ done: true; value: undefined }>((r) =>
        setTimeout(() => r({ done: true, value: undefined }), deadline - Date.now()),
      ),
    ]);
    if (chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    for (const m of buffer.matchAll(/^event: (\w+)$/gm)) if (!seen.includes(m[1])) seen.push(m[1]);
    if (onReady && seen.includes("ready")) {
      const ready = onReady;
      onReady = undefined;
      await ready();
    }
  }
  await reader.cancel();
  return seen;
}
