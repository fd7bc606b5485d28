/** The first row a lookup found, or null when it found none (a select by a key finds one at most). */
export async function firstRow<T>(query: PromiseLike<T[]>): Promise<T | null> {
  const [row] = await query;
  return row ?? null;
}
